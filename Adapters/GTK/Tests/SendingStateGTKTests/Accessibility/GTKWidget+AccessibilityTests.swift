import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// Each wrapper's role, name, description, states and value are GTK's accessible role, label,
/// description, states and value, read back from GTK's test accessibility backend, so a screen reader
/// reads what a headless test finds.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWidgetAccessibilityTests {
    @Test func eachWrapperReadsAsTheRoleHeadlessWidgetsGivesItsCounterpart() {
        #expect(GTKButton(title: "Buy").accessibilityRole == .button)
        #expect(GTKLabel(text: "Milk").accessibilityRole == .staticText)
        #expect(GTKScale().accessibilityRole == .adjustable)
        #expect(GTKEntry().accessibilityRole == .textField)
        #expect(GTKBox().accessibilityRole == .none)
        // GTK 4.8 has no toggle button role: a toggle button is a button that is pressed or not.
        #expect(GTKToggle().accessibilityRole == .button)
    }

    @Test func aLabelMadeAHeaderIsAHeadingToGTK() {
        let title = GTKLabel(text: "Groceries")
        title.accessibilityRole = .header
        #expect(title.accessibilityRole == .header)
        let gtkRole = gtk_accessible_get_accessible_role(cgtk_accessible(title.widget))
        #expect(gtkRole == GTK_ACCESSIBLE_ROLE_HEADING)
    }

    @Test func theAccessibilityLabelIsGTKsAccessibleLabel() {
        let star = GTKButton(title: "★")
        #expect(star.accessibilityLabel == nil)
        #expect(cgtk_accessible_label_is(star.widget, "Favourite") == 0)
        star.accessibilityLabel = "Favourite"
        #expect(star.accessibilityLabel == "Favourite")
        #expect(cgtk_accessible_label_is(star.widget, "Favourite") != 0)
        #expect(cgtk_accessible_label_is(star.widget, "Favorite") == 0)
        star.accessibilityLabel = nil
        #expect(star.accessibilityLabel == nil)
        #expect(cgtk_accessible_label_is(star.widget, "★") != 0, "the title names it again, as GTK names it")
        let label = GTKLabel(text: "Milk")
        label.accessibilityLabel = "Organic milk"
        label.accessibilityLabel = nil
        #expect(cgtk_accessible_has_label(label.widget) == 0)
    }

    @Test func aRoleGTKHasNoCounterpartForChangesNothingAndIsReported() {
        let diagnostics = DiagnosticRecorder()
        let label = GTKLabel(text: "Terms")
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            label.accessibilityRole = AccessibilityRole(rawValue: "link")
        }
        #expect(label.accessibilityRole == .staticText)
        #expect(diagnostics.reports.count == 1)
        #expect(diagnostics.reports.first?.description.contains("no GTK accessible role for link") == true)
    }

    @Test func aShownWidgetKeepsItsRoleAndTheChangeIsReported() {
        let diagnostics = DiagnosticRecorder()
        let label = GTKLabel(text: "Groceries")
        let window = GTKTestWindow(label)
        defer { window.close() }
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            label.accessibilityRole = .header
            label.accessibilityRole = .staticText
        }
        #expect(label.accessibilityRole == .staticText)
        #expect(diagnostics.reports.count == 1)
        #expect(diagnostics.reports.first?.description.contains("once shown") == true)
    }

    @Test func aLabelKeepsNamingAButtonWhoseTitleChanges() {
        let star = GTKToggle(title: "☆")
        star.accessibilityLabel = "Favourite"
        // GTK writes a button's title as its accessible label whenever the title changes.
        star.title = "★"
        #expect(cgtk_accessible_label_is(star.widget, "Favourite") != 0)
        let check = GTKCheckButton(title: "Gift wrap")
        check.accessibilityLabel = "Wrap as a gift"
        check.title = "Gift wrap, 2.00"
        #expect(cgtk_accessible_label_is(check.widget, "Wrap as a gift") != 0)
        let button = GTKButton(title: "−")
        button.accessibilityLabel = "Fewer bags"
        button.title = "–"
        #expect(cgtk_accessible_label_is(button.widget, "Fewer bags") != 0)
        let plain = GTKButton(title: "Buy")
        plain.title = "Pay"
        #expect(cgtk_accessible_label_is(plain.widget, "Pay") != 0, "without a label, the title names it")
    }

    @Test func theNameIsTheLabelElseTheTextAsHeadlessWidgetsReadsIt() {
        let cases: [(GTKWidget, String?)] = [
            (GTKButton(title: "Checkout"), "Checkout"),
            (GTKToggle(title: "☆"), "☆"),
            (GTKCheckButton(title: "Gift wrap"), "Gift wrap"),
            (GTKLabel(text: "Milk"), "Milk"),
            (GTKEntry(placeholder: "Name"), "Name"),
            (GTKSearchEntry(placeholder: "Search"), "Search"),
            (GTKButton(), nil),
            (GTKLabel(), nil),
            (GTKSpinButton(minimumValue: 0, maximumValue: 9), nil),
        ]
        for (widget, name) in cases {
            #expect(widget.accessibilityName == name, "\(type(of: widget))")
            widget.accessibilityLabel = "Labelled"
            #expect(widget.accessibilityName == "Labelled", "\(type(of: widget))")
        }
    }

    @Test func anEntryIsNamedByItsPlaceholderUntilItIsLabelled() {
        for entry in [GTKEntry(placeholder: "Name"), GTKSearchEntry(placeholder: "Name")] as [GTKControl] {
            #expect(cgtk_accessible_label_is(entry.widget, "Name") != 0, "\(type(of: entry))")
            entry.accessibilityLabel = "Your name"
            #expect(cgtk_accessible_label_is(entry.widget, "Your name") != 0)
            entry.accessibilityLabel = nil
            #expect(cgtk_accessible_label_is(entry.widget, "Name") != 0, "the placeholder names it again")
        }
        let entry = GTKEntry()
        #expect(cgtk_accessible_label_is(entry.widget, "") != 0, "not GtkEntry")
        entry.placeholder = "Street"
        #expect(cgtk_accessible_label_is(entry.widget, "Street") != 0)
        entry.accessibilityLabel = "Address"
        entry.placeholder = "City"
        #expect(cgtk_accessible_label_is(entry.widget, "Address") != 0, "a label wins over a new placeholder")
    }

    @Test func theHintIsGTKsAccessibleDescription() {
        let checkout = GTKButton(title: "Checkout")
        checkout.accessibilityHint = "Pays for the cart"
        #expect(checkout.accessibilityHint == "Pays for the cart")
        #expect(
            cgtk_accessible_property_is(
                checkout.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Pays for the cart") != 0)
        checkout.accessibilityHint = nil
        #expect(checkout.accessibilityHint == nil)
        #expect(
            cgtk_accessible_property_is(
                checkout.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Pays for the cart") == 0)
    }

    @Test func eachWrapperWithAValueReadsItAsHeadlessWidgetsWordsIt() {
        let spin = GTKSpinButton(minimumValue: 0, maximumValue: 99)
        spin.value = 3
        let scale = GTKScale(minimumValue: 0, maximumValue: 1, value: 0.25)
        let progress = GTKProgressBar(progress: 0.5)
        let toggle = GTKSwitch(isOn: true)
        let check = GTKCheckButton(title: "Gift wrap")
        let entry = GTKEntry()
        let dropDown = GTKDropDown(items: ["Small", "Large"])
        dropDown.selectedIndex = 1
        #expect(spin.accessibilityValue == "3")
        #expect(scale.accessibilityValue == "0.25")
        #expect(progress.accessibilityValue == "50%")
        #expect(toggle.accessibilityValue == "on")
        #expect(check.accessibilityValue == "off")
        #expect(entry.accessibilityValue == nil)
        entry.text = "Ann"
        #expect(entry.accessibilityValue == "Ann")
        #expect(dropDown.accessibilityValue == "Large")
        #expect(GTKButton(title: "Buy").accessibilityValue == nil)
    }

    @Test func aValueSetReplacesTheImpliedOneAndIsGTKsValueText() {
        let spin = GTKSpinButton(minimumValue: 0, maximumValue: 99)
        spin.accessibilityValue = "3 cartons"
        #expect(spin.accessibilityValue == "3 cartons")
        #expect(
            cgtk_accessible_property_is(spin.widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, "3 cartons") != 0)
        spin.accessibilityValue = nil
        #expect(spin.accessibilityValue == "0")
    }

    @Test func statesAreTraitsAndReachGTK() {
        let button = GTKButton(title: "Checkout")
        #expect(button.accessibilityTraits == [])
        button.accessibilityTraits = [.selected, .busy]
        #expect(button.accessibilityTraits == [.selected, .busy])
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_SELECTED, 1) != 0)
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_BUSY, 1) != 0)
        button.accessibilityTraits = []
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_SELECTED, 0) != 0)
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_BUSY, 0) != 0)
        // Disabled for assistive technology, without stopping input.
        button.accessibilityTraits = .notEnabled
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_DISABLED, 1) != 0)
        #expect(button.isEnabled)
        button.accessibilityTraits = []
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_DISABLED, 0) != 0)
    }

    @Test func aWidgetsStateImpliesItsTraits() {
        let button = GTKButton(title: "Checkout")
        button.isEnabled = false
        #expect(button.accessibilityTraits == .notEnabled)
        // Setting traits doesn't make a disabled widget enabled to a screen reader.
        button.accessibilityTraits = .busy
        #expect(button.accessibilityTraits == [.busy, .notEnabled])
        #expect(cgtk_accessible_state_is(button.widget, GTK_ACCESSIBLE_STATE_DISABLED, 1) != 0)
        let star = GTKToggle(title: "☆")
        #expect(!star.accessibilityTraits.contains(.selected))
        star.isOn = true
        #expect(star.accessibilityTraits.contains(.selected))
        #expect(cgtk_accessible_state_is(star.widget, GTK_ACCESSIBLE_STATE_PRESSED, 1) != 0)
    }

    @Test func switchesAndCheckButtonsAreCheckedToGTKAsTheyAreOn() {
        let toggle = GTKSwitch()
        let check = GTKCheckButton(title: "Gift wrap")
        for (widget, setOn) in [(toggle, { toggle.isOn = $0 }), (check, { check.isOn = $0 })]
            as [(GTKWidget, (Bool) -> Void)]
        {
            #expect(cgtk_accessible_state_is(widget.widget, GTK_ACCESSIBLE_STATE_CHECKED, 0) != 0)
            setOn(true)
            #expect(cgtk_accessible_state_is(widget.widget, GTK_ACCESSIBLE_STATE_CHECKED, 1) != 0)
            #expect(widget.accessibilityValue == "on")
        }
    }

    @Test func theFocusedWidgetHasTheFocusedTrait() {
        let entry = GTKEntry()
        let window = GTKTestWindow(entry)
        defer { window.close() }
        gtk_widget_grab_focus(entry.widget)
        window.waitUntil { gtk_widget_has_focus(entry.widget) != 0 }
        #expect(entry.accessibilityTraits.contains(.focused))
        entry.accessibilityTraits = .focused  // GTK's focus decides it, not a trait set
        #expect(entry.accessibilityTraits == .focused)
        #expect(!GTKButton().accessibilityTraits.contains(.focused))
    }

    @Test func scrollBarsAreNamedForWhatTheyScroll() {
        let scrolled = GTKScrolledWindow()
        let list = GTKListView { ListRowView() }
        for widget in [scrolled, list] as [GTKWidget] {
            let window = cgtk_scrolled_window(widget.widget)
            let vertical = gtk_scrolled_window_get_vscrollbar(window)!
            let horizontal = gtk_scrolled_window_get_hscrollbar(window)!
            #expect(cgtk_accessible_label_is(vertical, "Vertical scroll bar") != 0)
            #expect(cgtk_accessible_label_is(horizontal, "Horizontal scroll bar") != 0)
            widget.accessibilityLabel = "Products"
            #expect(cgtk_accessible_label_is(vertical, "Products, vertical scroll bar") != 0)
            #expect(
                cgtk_accessible_label_is(
                    gtk_widget_get_first_child(vertical), "Products, vertical scroll bar") != 0)
            #expect(cgtk_accessible_label_is(horizontal, "Products, horizontal scroll bar") != 0)
        }
        // The list itself and the scrolled window around it, which takes the focus, are named.
        #expect(cgtk_accessible_label_is(list.widget, "Products") != 0)
    }

    @Test func aRowViewsLabelIsItsListItemsAsARecycledRowRebinds() {
        let rows = NumberedRows(count: 1_000)
        let list = GTKListView { () -> ListRowView in
            let row = ListRowView()
            row.accessibilityLabel = "A row"  // before GTK puts it in a list item
            return row
        }
        list.dataSource = rows
        list.reloadData()
        let window = GTKTestWindow(list, width: 360, height: 300)
        defer { window.close() }
        window.waitUntil { list.rowView(at: 0) != nil }
        let row = list.rowView(at: 0)!
        let item = gtk_widget_get_parent(row.widget)!
        #expect(cgtk_accessible_label_is(item, "A row") != 0, "a label set before the list item moves to it")
        row.accessibilityLabel = "Product 0"
        #expect(cgtk_accessible_label_is(item, "Product 0") != 0)
        #expect(cgtk_accessible_has_label(row.widget) == 0, "the list item speaks for the row view")
    }

    /// GTK 4.8 reads a widget with no name that isn't a group by its GObject type, such as
    /// `GtkScale`; each wrapper gives such a widget an empty name, so a screen reader reads its role.
    @Test func noWrapperIsReadByItsGObjectTypeWhenNothingNamesIt() throws {
        let unnamed: [GTKWidget] = [
            GTKButton(), GTKCheckButton(), GTKToggle(), GTKLabel(), GTKSwitch(), GTKScale(),
            GTKSpinButton(), GTKEntry(), GTKSearchEntry(), GTKTextView(), GTKImage(), GTKProgressBar(),
            GTKDropDown(items: ["Aisle 1"]), GTKOverlay(), GTKPaned(), GTKStackSwitcher(),
            GTKMenuButton(menu: try GTKMenu([])),
        ]
        for widget in unnamed {
            #expect(cgtk_accessible_label_is(widget.widget, "") != 0, "\(type(of: widget))")
        }
        #expect(cgtk_accessible_label_is(GTKListView { ListRowView() }.listWidget, "") != 0)
        let table = GTKColumnView<ProductRow>(columns: [.init(title: "Name") { NameCell() }])
        #expect(cgtk_accessible_label_is(table.columnViewWidget, "") != 0)
        #expect(cgtk_accessible_label_is(gtk_widget_get_last_child(table.columnViewWidget), "") != 0)
        #expect(cgtk_accessible_label_is(GTKEntry(placeholder: "Search").widget, "Search") != 0)
        // A check button's box, a GTK icon, would read as GtkBuiltinIcon.
        let checkButton = GTKCheckButton(title: "Gift wrap")
        var child = gtk_widget_get_first_child(checkButton.widget)
        var box: UnsafeMutablePointer<GtkWidget>?
        while let current = child {
            if String(cString: cgtk_object_type_name(current)) == "GtkBuiltinIcon" { box = current }
            child = gtk_widget_get_next_sibling(current)
        }
        let icon = try #require(box)
        #expect(gtk_accessible_get_accessible_role(cgtk_accessible(icon)) == GTK_ACCESSIBLE_ROLE_PRESENTATION)
        // A drop-down's button steps aside, so that a screen reader reads one combo box.
        let dropDown = GTKDropDown(items: ["Aisle 1"])
        let button = gtk_widget_get_first_child(dropDown.widget)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(button)) == GTK_ACCESSIBLE_ROLE_PRESENTATION)
    }

    @Test func aTitleNamesAButtonAndAnEmptyTitleNamesItEmpty() {
        let button = GTKButton(title: "Save")
        #expect(cgtk_accessible_label_is(button.widget, "Save") != 0)
        button.title = ""
        #expect(cgtk_accessible_label_is(button.widget, "") != 0)
        // Its label, empty, would read as GtkLabel.
        let titleLabel = gtk_widget_get_first_child(button.widget)
        #expect(cgtk_accessible_label_is(titleLabel, "") != 0)
        #expect(cgtk_accessible_label_is(gtk_widget_get_first_child(GTKToggle().widget), "") != 0)
        button.title = "Save as"
        #expect(cgtk_accessible_label_is(button.widget, "Save as") != 0)
        button.accessibilityLabel = "Save a copy"
        button.title = "Copy"
        #expect(cgtk_accessible_label_is(button.widget, "Save a copy") != 0)
    }

    @Test func aLabelIsNamedByItsTextOrEmptyWithoutText() {
        let label = GTKLabel()
        #expect(cgtk_accessible_label_is(label.widget, "") != 0)
        label.text = "Milk"
        #expect(cgtk_accessible_label_is(label.widget, "Milk") != 0)
        label.text = ""
        #expect(cgtk_accessible_label_is(label.widget, "") != 0)
        label.accessibilityLabel = "Organic milk"
        label.text = "Oat milk"
        #expect(cgtk_accessible_label_is(label.widget, "Organic milk") != 0, "a label set wins over the text")
    }
}
