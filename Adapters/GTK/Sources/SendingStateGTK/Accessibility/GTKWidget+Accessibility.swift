import CGtk
public import SendingState

extension GTKWidget {
    /// What the widget is to assistive technology, read from and written to its GTK accessible role.
    ///
    /// Roles are SendingState's `AccessibilityRole`, the vocabulary HeadlessWidgets uses too, so
    /// that a headless test that finds a control by role finds what a screen reader finds in the
    /// GTK app. Each wrapper
    /// starts with GTK's own role for its widget: a ``GTKButton`` is a `.button`, a ``GTKScale``
    /// `.adjustable`, a ``GTKLabel`` `.staticText`. A GTK role with no counterpart reads as `.none`.
    ///
    /// GTK fixes a widget's role once it makes the widget's accessible context, so set a role
    /// before the widget is shown, as when a label becomes a header:
    ///
    /// ```swift
    /// titleLabel.accessibilityRole = .header
    /// ```
    ///
    /// Setting a role that GTK has no counterpart for, or setting one after GTK fixed it, changes
    /// nothing and is reported to `SendingStateDiagnostics`.
    public var accessibilityRole: AccessibilityRole {
        get {
            AccessibleRoleMapping.role(
                for: gtk_accessible_get_accessible_role(cgtk_accessible(accessibleWidget)))
        }
        set {
            guard let role = AccessibleRoleMapping.gtkRole(for: newValue) else {
                reportAccessibility("has no GTK accessible role for \(newValue)")
                return
            }
            guard gtk_widget_get_realized(accessibleWidget) == 0 || role == currentGTKRole else {
                reportAccessibility(
                    "can't take the role \(newValue) once shown: GTK fixes a shown widget's role")
                return
            }
            cgtk_accessible_set_role(accessibleWidget, role)
        }
    }

    /// The name assistive technology reads for the widget, set as its GTK accessible label.
    ///
    /// Set it where the widget shows no text of its own that names it, such as a button titled
    /// "★", or where its text doesn't say what it acts on, such as a row's quantity. The label wins
    /// over the text GTK would otherwise name the widget after, and it stays when the title
    /// changes; `nil` removes it, so GTK names the widget from its content again.
    ///
    /// A list's row view gives its label to the list item that holds it, which is what a screen
    /// reader reads as the row, so a label set in `configure` follows the row's model on every
    /// rebind:
    ///
    /// ```swift
    /// row.accessibilityLabel = "\(product.name), \(product.priceText())"
    /// favoriteToggle.accessibilityLabel = "Favourite"
    /// ```
    public var accessibilityLabel: String? {
        get { storedAccessibilityLabel }
        set {
            storedAccessibilityLabel = newValue
            writeAccessibleLabel()
            container?.containedViewNameDidChange(self)
        }
    }

    /// A description of what the widget does, set as its GTK accessible description; UIKit's
    /// accessibility hint.
    ///
    /// ```swift
    /// checkoutButton.accessibilityHint = "Pays for the cart"
    /// ```
    public var accessibilityHint: String? {
        get { storedAccessibilityHint }
        set {
            storedAccessibilityHint = newValue
            cgtk_accessible_set_description(accessibleWidget, newValue)
        }
    }

    /// How assistive technology reads the widget's value, worded with `AccessibilityValue` as
    /// HeadlessWidgets words it.
    ///
    /// Each wrapper with a value implies one: a spin button's or a scale's number, such as `3`; a
    /// progress bar's percentage, such as `25%`; a switch's or check button's `on` or `off`; an
    /// entry's text. GTK exposes the number of a spin button, scale or progress bar itself, with its
    /// bounds. Setting a value replaces the implied one and gives it to GTK as the accessible value
    /// text; `nil` goes back to the implied value.
    public var accessibilityValue: String? {
        get { storedAccessibilityValue ?? impliedAccessibilityValue }
        set {
            storedAccessibilityValue = newValue
            cgtk_accessible_set_value_text(accessibleWidget, newValue)
        }
    }

    /// The widget's state for assistive technology, in UIKit's vocabulary: `.selected`,
    /// `.notEnabled`, `.focused` and `.busy`.
    ///
    /// Reading it gives the traits set, those the widget's state implies (`.notEnabled` while it is
    /// disabled, `.focused` while it has the keyboard focus, `.selected` while a ``GTKToggle`` is
    /// on), as HeadlessWidgets' views give them. Setting it writes the states to GTK, which tells
    /// a screen reader: `.selected` as the selected state, `.busy` as busy, and `.notEnabled` as
    /// disabled without stopping input. A widget's kind is its ``accessibilityRole``, which GTK
    /// fixes, so the traits that say what a node is, such as `.button`, are kept but change no role.
    ///
    /// ```swift
    /// list.accessibilityTraits = state.isLoading ? .busy : []
    /// ```
    public var accessibilityTraits: AccessibilityTraits {
        get {
            var traits = storedAccessibilityTraits.union(impliedAccessibilityTraits)
            if !isEnabled { traits.insert(.notEnabled) }
            if holdsFocus { traits.insert(.focused) }
            return traits
        }
        set {
            storedAccessibilityTraits = newValue.subtracting(.focused)
            let states = storedAccessibilityTraits
            cgtk_accessible_set_state(
                accessibleWidget, GTK_ACCESSIBLE_STATE_SELECTED, states.contains(.selected) ? 1 : 0)
            cgtk_accessible_set_state(
                accessibleWidget, GTK_ACCESSIBLE_STATE_BUSY, states.contains(.busy) ? 1 : 0)
            cgtk_accessible_set_state(
                accessibleWidget, GTK_ACCESSIBLE_STATE_DISABLED,
                states.contains(.notEnabled) || !isEnabled ? 1 : 0)
        }
    }

    /// Whether the keyboard focus is on the widget, or, for a widget that shows no wrappers, on a
    /// GTK widget inside it, as on a spin button's or an entry's text.
    var holdsFocus: Bool {
        if gtk_widget_has_focus(widget) != 0 { return true }
        guard shownSubviews.isEmpty, let root = gtk_widget_get_root(widget),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Writes the widget's name to GTK again after its text changed, and tells its container: GTK
    /// writes a button's title as its accessible label whenever the title changes, so that without
    /// this the title would name it in place of the label set.
    func textDidChange() {
        writeAccessibleLabel()
        nameEmptyLabels()
        container?.containedViewNameDidChange(self)
    }

    /// Names `""` the empty labels among the widget's children, such as the label of a button
    /// titled "", which GTK 4.8 reads by its type; a label given text names itself again.
    func nameEmptyLabels() {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: cgtk_object_type_name(current)) == "GtkLabel",
                gtk_label_get_text(cgtk_label(current)).pointee == 0
            {
                cgtk_accessible_set_label(current, "")
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Names a scrolled window's scroll bars, and the range inside each, after what they scroll,
    /// such as "Products, vertical scroll bar", where GTK would name them by their type.
    ///
    /// - Parameters:
    ///   - scrolledWindow: The `GtkScrolledWindow` whose scroll bars to name.
    ///   - name: The name of what the window scrolls, or `nil` for none.
    func nameScrollBars(of scrolledWindow: UnsafeMutablePointer<GtkWidget>, scrolling name: String?) {
        let window = cgtk_scrolled_window(scrolledWindow)
        let bars = [
            (gtk_scrolled_window_get_vscrollbar(window), "Vertical", "vertical"),
            (gtk_scrolled_window_get_hscrollbar(window), "Horizontal", "horizontal"),
        ]
        for case (let bar?, let direction, let lowercased) in bars {
            let label = name.map { "\($0), \(lowercased) scroll bar" } ?? "\(direction) scroll bar"
            cgtk_accessible_set_label(bar, label)
            if let range = gtk_widget_get_first_child(bar) { cgtk_accessible_set_label(range, label) }
        }
    }

    /// Gives GTK's built-in icons under a widget, such as a check button's box or a sort arrow, no
    /// accessible role, so a screen reader skips them: GTK 4.8 reads them by their type.
    func hideIcons(in widget: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: cgtk_object_type_name(current)) == "GtkBuiltinIcon" {
                cgtk_accessible_set_role(current, GTK_ACCESSIBLE_ROLE_PRESENTATION)
            }
            hideIcons(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private var currentGTKRole: GtkAccessibleRole {
        gtk_accessible_get_accessible_role(cgtk_accessible(accessibleWidget))
    }

    private func reportAccessibility(_ problem: String) {
        SendingStateDiagnostics.report(
            .toolkitMisuse(
                toolkit: "SendingStateGTK",
                message: "a \(type(of: self)) \(problem); its role stays \(accessibilityRole)"))
    }
}

/// A widget is a node of the tree that assistive technology reads, so SendingState's accessible
/// name, semantics dump, queries and accessibility audit work on a live GTK window as on
/// HeadlessWidgets' views, with no rule of this adapter's own.
///
/// The tree is the wrappers a window shows: a box's subviews, a scrolled window's content, the row
/// views of a list's visible rows. A widget is perceivable while GTK draws it: mapped, with a size.
/// GTK reads every widget's children, so no widget speaks for its children as an element does.
extension GTKWidget: AccessibilityNode {
    /// Every node of a GTK tree is a wrapper.
    public typealias Node = GTKWidget

    /// `false`: GTK's assistive technology reads the children of every widget.
    public var isAccessibilityElement: Bool { false }

    /// Whether GTK draws the widget now: it is mapped, with a size.
    public var isPerceivable: Bool {
        gtk_widget_get_mapped(widget) != 0 && gtk_widget_get_width(widget) > 0
            && gtk_widget_get_height(widget) > 0
    }

    /// The wrappers the widget shows now.
    public var accessibilityChildren: [GTKWidget] { shownSubviews }

    /// The wrapper that shows this one, or, for a table's cell view, its cell.
    public var accessibilityParent: GTKWidget? { accessibilityContainer ?? container }

    /// The widget's bounds in its window's coordinates, once GTK has laid it out; `nil` before.
    public var accessibilityFrame: Rect? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, cgtk_widget(UnsafeMutableRawPointer(root)), &bounds) != 0
        else { return nil }
        return Rect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
            height: Double(bounds.size.height))
    }

    /// The wrappers of the subtree that Tab reaches, in GTK's order: depth first, each container's
    /// children sorted by their middles top to bottom, then left to right, as GTK sorts them for
    /// Tab; a wrapper is
    /// reached when it is perceivable and sensitive, and its widget, or a GTK widget inside it
    /// that no wrapper it shows holds, can take the focus.
    public func keyboardFocusOrder() -> [GTKWidget] {
        var order: [GTKWidget] = []
        var pending: [GTKWidget] = [self]
        while let node = pending.popLast() {
            guard node.isPerceivable, gtk_widget_is_sensitive(node.widget) != 0 else { continue }
            let children = node.shownSubviews
            if node.takesFocus(besides: Set(children.map(\.widget))) { order.append(node) }
            // As GTK sorts a container's children for Tab: by their middles from top to bottom,
            // and those level with each other from left to right.
            let frames = children.map { $0.accessibilityFrame ?? .zero }
            let middles = frames.map { $0.minY + $0.size.height / 2 }
            let sorted = children.indices.sorted { a, b in
                abs(middles[a] - middles[b]) > 0.001
                    ? middles[a] < middles[b] : frames[a].minX < frames[b].minX
            }
            pending.append(contentsOf: sorted.reversed().map { children[$0] })
        }
        return order
    }

    /// `nil`: GTK 4.8 gives no widget's background colour, so the audit can't check contrast on
    /// GTK.
    public var accessibilityTextColors: TextColors? { nil }

    /// Whether the widget, or a GTK widget inside it outside the widgets of the wrappers it shows,
    /// can take the keyboard focus: a menu button's own button, not its menu's items.
    private func takesFocus(besides shown: Set<UnsafeMutablePointer<GtkWidget>>) -> Bool {
        var pending: [UnsafeMutablePointer<GtkWidget>] = [widget]
        while let candidate = pending.popLast() {
            if gtk_widget_get_focusable(candidate) != 0, gtk_widget_get_can_focus(candidate) != 0 {
                return true
            }
            var child = gtk_widget_get_first_child(candidate)
            while let current = child {
                if !shown.contains(current) { pending.append(current) }
                child = gtk_widget_get_next_sibling(current)
            }
        }
        return false
    }
}

/// The one table between SendingState's roles and GTK's accessible roles.
enum AccessibleRoleMapping {
    /// Each role and the GTK role it is written as; the first GTK role listed for a role wins.
    private static let pairs: [(AccessibilityRole, GtkAccessibleRole)] = [
        (.none, GTK_ACCESSIBLE_ROLE_GENERIC),
        (.none, GTK_ACCESSIBLE_ROLE_GROUP),
        (.none, GTK_ACCESSIBLE_ROLE_NONE),
        (.none, GTK_ACCESSIBLE_ROLE_PRESENTATION),
        (.button, GTK_ACCESSIBLE_ROLE_BUTTON),
        (.toggle, GTK_ACCESSIBLE_ROLE_SWITCH),
        (.toggle, GTK_ACCESSIBLE_ROLE_CHECKBOX),
        (.adjustable, GTK_ACCESSIBLE_ROLE_SLIDER),
        (.adjustable, GTK_ACCESSIBLE_ROLE_SPIN_BUTTON),
        (.textField, GTK_ACCESSIBLE_ROLE_TEXT_BOX),
        (.textField, GTK_ACCESSIBLE_ROLE_SEARCH_BOX),
        (.staticText, GTK_ACCESSIBLE_ROLE_LABEL),
        (.header, GTK_ACCESSIBLE_ROLE_HEADING),
        (.image, GTK_ACCESSIBLE_ROLE_IMG),
        (.list, GTK_ACCESSIBLE_ROLE_LIST),
        (.list, GTK_ACCESSIBLE_ROLE_GRID),
        (.cell, GTK_ACCESSIBLE_ROLE_LIST_ITEM),
        (.cell, GTK_ACCESSIBLE_ROLE_GRID_CELL),
        (.row, GTK_ACCESSIBLE_ROLE_ROW),
        (.separator, GTK_ACCESSIBLE_ROLE_SEPARATOR),
        (.comboBox, GTK_ACCESSIBLE_ROLE_COMBO_BOX),
        (.progressIndicator, GTK_ACCESSIBLE_ROLE_PROGRESS_BAR),
        (.tab, GTK_ACCESSIBLE_ROLE_TAB),
        (.window, GTK_ACCESSIBLE_ROLE_WINDOW),
        (.dialog, GTK_ACCESSIBLE_ROLE_DIALOG),
        (.dialog, GTK_ACCESSIBLE_ROLE_ALERT_DIALOG),
        (.columnHeader, GTK_ACCESSIBLE_ROLE_COLUMN_HEADER),
        (.menuItem, GTK_ACCESSIBLE_ROLE_MENU_ITEM),
    ]

    /// The role a GTK role reads as, or `.none` for one with no counterpart.
    static func role(for gtkRole: GtkAccessibleRole) -> AccessibilityRole {
        pairs.first { $0.1 == gtkRole }?.0 ?? .none
    }

    /// The GTK role a role is written as, or `nil` for a role of the app's own.
    static func gtkRole(for role: AccessibilityRole) -> GtkAccessibleRole? {
        pairs.first { $0.0 == role }?.1
    }
}
