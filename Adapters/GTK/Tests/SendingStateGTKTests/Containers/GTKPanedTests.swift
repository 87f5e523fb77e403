import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKPanedTests {
    /// A sidebar of aisles beside a list with a button.
    final class Shop: GTKPaned, EventForwardingProvider {
        let sidebar = GTKLabel(text: "Aisles")
        let content = GTKButton(title: "Checkout")

        init() {
            super.init(axis: .horizontal)
            startView = sidebar
            endView = content
            position = 120
            startResizes = false
            startShrinks = false
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(content) { _, ctx in
                for event: ControlEvents in [.touchDown, .touchUpInside, .primaryActionTriggered] {
                    ctx.control(event) { ["\(event)"] }
                }
            }
        }
    }

    let shop = Shop()
    let recorder = Recorder<String>()

    init() {
        shop.ss.addActionHandler(to: recorder)
    }

    @Test func aClickOnAButtonInASideReachesItThroughThePaned() throws {
        let window = GTKTestWindow(shop)
        defer { window.close() }
        try window.input.click(shop.content)
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        // touchDown and touchUpInside come from the input engine, which finds the button only by
        // walking down through the paned.
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func thePositionIsWhereTheHandleIsAndTheStartViewEndsThere() {
        let window = GTKTestWindow(shop)
        defer { window.close() }
        #expect(shop.position == 120)
        #expect(gtk_widget_get_width(shop.sidebar.widget) == 120)
        shop.position = 80
        window.settle()
        #expect(shop.position == 80)
        #expect(gtk_widget_get_width(shop.sidebar.widget) == 80)
    }

    @Test func aSideThatDoesNotResizeKeepsItsWidthAsThePanedGrows() {
        let window = GTKTestWindow(shop)
        defer { window.close() }
        gtk_window_set_default_size(cgtk_window(window.window.widget), 480, 240)
        window.waitUntil { gtk_widget_get_width(shop.widget) == 480 }
        window.settle()
        #expect(gtk_widget_get_width(shop.sidebar.widget) == 120)
        #expect(gtk_widget_get_width(shop.content.widget) > 320 - 120)
    }

    @Test func eachSidesResizingAndShrinkingAreGTKs() {
        let paned = GTKPaned(axis: .vertical)
        let gtkPaned = cgtk_paned(paned.widget)
        #expect(gtk_orientable_get_orientation(cgtk_orientable(paned.widget)) == GTK_ORIENTATION_VERTICAL)
        paned.startResizes = false
        paned.endShrinks = false
        #expect(gtk_paned_get_resize_start_child(gtkPaned) == 0 && !paned.startResizes)
        #expect(gtk_paned_get_shrink_end_child(gtkPaned) == 0 && !paned.endShrinks)
        paned.startShrinks = true
        paned.endResizes = true
        #expect(gtk_paned_get_shrink_start_child(gtkPaned) != 0 && paned.startShrinks)
        #expect(gtk_paned_get_resize_end_child(gtkPaned) != 0 && paned.endResizes)
    }

    @Test func aSideTakesItsViewFromItsBoxAndReplacingOrRemovingItFreesIt() {
        let box = GTKBox()
        let label = GTKLabel(text: "Milk")
        box.addSubview(label)
        let paned = GTKPaned()
        paned.startView = label
        #expect(box.subviews.isEmpty)
        #expect(gtk_widget_get_parent(label.widget) == paned.widget)
        paned.endView = label
        #expect(paned.startView == nil, "a view is in one side at a time")
        #expect(gtk_paned_get_start_child(cgtk_paned(paned.widget)) == nil)
        #expect(gtk_paned_get_end_child(cgtk_paned(paned.widget)) == label.widget)
        label.removeFromSuperview()
        #expect(paned.endView == nil)
        #expect(gtk_paned_get_end_child(cgtk_paned(paned.widget)) == nil)
        #expect(gtk_widget_get_parent(label.widget) == nil)
        paned.startView = label
        paned.startView = GTKLabel(text: "Eggs")
        box.addSubview(label)
        #expect(box.subviews.count == 1)
        #expect(gtk_widget_get_parent(label.widget) == box.widget)
    }

    /// GTK 4.8 reads an unnamed paned and its handle by their GObject types, `GtkPaned` and
    /// `GtkPanedHandle`.
    @Test func theHandleIsASeparatorNamedDividerOrAfterThePanedsLabelAndThePanedIsNotNamedByItsType()
        throws
    {
        let window = GTKTestWindow(shop)
        defer { window.close() }
        let handle = try shop.get(.role(.separator, name: "Divider"))
        #expect(shop.accessibilityChildren.map(\.accessibilityName) == ["Aisles", "Divider", "Checkout"])
        #expect(handle.accessibilityParent === shop)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(handle.widget))
                == GTK_ACCESSIBLE_ROLE_SEPARATOR)
        #expect(cgtk_accessible_label_is(handle.widget, "Divider") != 0)
        #expect(cgtk_accessible_label_is(shop.widget, "") != 0)
        shop.accessibilityLabel = "Shop"
        #expect(try shop.get(.role(.separator)) === handle)
        #expect(handle.accessibilityName == "Shop, divider")
        #expect(cgtk_accessible_label_is(handle.widget, "Shop, divider") != 0)
        #expect(cgtk_accessible_label_is(shop.widget, "Shop") != 0)
        shop.accessibilityLabel = nil
        #expect(handle.accessibilityName == "Divider")
    }
}
