import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKDropDownTests {
    /// A box around a drop-down whose control events are mapped.
    final class DropDownBox: GTKBox, EventForwardingProvider {
        let dropDown = GTKDropDown(items: ["Name", "Price", "Aisle"])

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(dropDown)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(dropDown) { dropDown, ctx in
                for event: ControlEvents in [.touchDown, .touchUpInside, .valueChanged] {
                    ctx.control(event) { ["\(event) \(dropDown.selectedIndex.map(String.init) ?? "nil")"] }
                }
            }
        }
    }

    let box = DropDownBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    /// The label that shows an item in the drop-down's open list, in a native other than the window.
    private func labelInList(_ text: String) -> UnsafeMutablePointer<GtkWidget>? {
        let window = gtk_widget_get_native(box.dropDown.widget)
        func search(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if String(cString: gtk_widget_get_css_name(widget)) == "label",
                String(cString: gtk_label_get_text(cgtk_label(widget))) == text,
                gtk_widget_get_native(widget) != window, gtk_widget_get_mapped(widget) != 0
            {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = search(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return search(box.dropDown.widget)
    }

    /// Clicks an item of the open list, which GTK shows in a popup surface of its own.
    private func clickItem(_ text: String, in window: GTKTestWindow) throws {
        guard let label = labelInList(text), let native = gtk_widget_get_native(label) else {
            throw RealInputError("no item \(text) in an open list")
        }
        let popup = cgtk_widget(UnsafeMutableRawPointer(native))
        var center = graphene_point_t(
            x: Float(gtk_widget_get_width(label)) / 2, y: Float(gtk_widget_get_height(label)) / 2)
        var inPopup = graphene_point_t()
        guard gtk_widget_compute_point(label, popup, &center, &inPopup) != 0 else {
            throw RealInputError("no point for \(text)")
        }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let surface = gtk_native_get_surface(native)
        // The popup's position is relative to its parent surface: the test window's.
        let x = Double(inPopup.x) + surfaceX + Double(gdk_popup_get_position_x(surface))
        let y = Double(inPopup.y) + surfaceY + Double(gdk_popup_get_position_y(surface))
        try window.input.xdotool([
            "search", "--sync", "--onlyvisible", "--name", "^\(window.title)$",
            "mousemove", "--window", "%1", "\(Int(x.rounded()))", "\(Int(y.rounded()))", "click", "1",
        ])
    }

    @Test func pickingAnotherItemReportsValueChanged() throws {
        // A selection set from code first leaves a person's pick reported.
        box.dropDown.selectedIndex = 0
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.dropDown)
        window.waitUntil { labelInList("Aisle") != nil }
        window.wait(seconds: 0.2)
        try clickItem("Aisle", in: window)
        window.waitUntil { box.dropDown.selectedIndex == 2 }
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["[touchDown] 0", "[touchUpInside] 0", "[valueChanged] 2"])
    }

    @Test func pickingTheSelectedItemReportsNoValueChanged() throws {
        box.dropDown.selectedIndex = 1
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.dropDown)
        window.waitUntil { labelInList("Price") != nil }
        window.wait(seconds: 0.2)
        try clickItem("Price", in: window)
        window.waitUntil { labelInList("Price") == nil }
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["[touchDown] 1", "[touchUpInside] 1"])
        #expect(box.dropDown.selectedIndex == 1)
    }

    @Test func selectionAndItemsSetByCodeReportNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.dropDown.selectedIndex = 2
        #expect(box.dropDown.selectedIndex == 2)
        box.dropDown.selectedIndex = nil
        #expect(box.dropDown.selectedIndex == nil)
        box.dropDown.items = ["Bread", "Cheese"]
        #expect(box.dropDown.items == ["Bread", "Cheese"])
        #expect(box.dropDown.selectedIndex == 0)
        box.dropDown.items = []
        #expect(box.dropDown.selectedIndex == nil)
        window.wait(seconds: 0.1)
        #expect(recorder.actions.isEmpty)
    }

    @Test func anIndexOutsideTheItemsSelectsNothing() {
        let dropDown = GTKDropDown(items: ["Name", "Price"])
        #expect(dropDown.items == ["Name", "Price"])
        #expect(dropDown.selectedIndex == 0)
        dropDown.selectedIndex = 2
        #expect(dropDown.selectedIndex == nil)
        dropDown.selectedIndex = -1
        #expect(dropDown.selectedIndex == nil)
        dropDown.selectedIndex = 1
        #expect(dropDown.selectedIndex == 1)
    }

    @Test func anEmptyDropDownSelectsNothing() {
        #expect(GTKDropDown(items: []).selectedIndex == nil)
    }

    @Test func aDropDownIsAComboBoxToAssistiveTechnology() {
        #expect(GTKDropDown(items: ["Name"]).accessibilityRole == .comboBox)
    }
}
