import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKButtonTests {
    /// A box holding a button whose every control event is mapped, below another button that a
    /// hidden one can't make move.
    final class ButtonBox: GTKBox, EventForwardingProvider {
        let button = GTKButton(title: "Buy")
        let other = GTKButton(title: "Other")

        init() {
            super.init(axis: .vertical, spacing: 20)
            setMargins(20)
            addSubview(other)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(button) { _, ctx in
                    let events: [ControlEvents] = [
                        .touchDown, .touchDownRepeat, .touchUpInside, .touchUpOutside, .touchDragExit,
                        .primaryActionTriggered,
                    ]
                    for event in events {
                        ctx.control(event) { ["\(event)"] }
                    }
                }
                EventForwarder(other) { _, ctx in ctx.control(.primaryActionTriggered) { ["other"] } }
            }
        }
    }

    let box = ButtonBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func aClickReportsTouchDownTouchUpInsideAndPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.button)
        window.settle()
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func aDoubleClickReportsTheSecondPressAsARepeat() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.button, count: 2)
        window.waitUntil { recorder.actions.count >= 7 }
        window.wait(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[touchDown]", "[touchUpInside]", "[primaryActionTriggered]",
                "[touchDown]", "[touchDownRepeat]", "[touchUpInside]", "[primaryActionTriggered]",
            ])
    }

    @Test func spaceOrReturnOnTheFocusedButtonReportsOnlyPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(box.button.widget)
        try window.input.key("space")
        window.waitUntil { recorder.actions.count >= 1 }
        try window.input.key("Return")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[primaryActionTriggered]", "[primaryActionTriggered]"])
    }

    @Test func aPressDraggedOffTheButtonReportsTouchDragExitThenTouchUpOutside() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        let center = window.input.center(of: box.button)
        try window.input.drag(box.button, from: center, to: Point(x: center.x, y: center.y + 60))
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown]", "[touchDragExit]", "[touchUpOutside]"])
    }

    @Test(arguments: ["disabled", "hidden"])
    func aDisabledOrHiddenButtonReceivesNothing(state: String) throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        // Where the button is in the box, computed while it is shown, to click there after.
        var center = graphene_point_t(
            x: Float(gtk_widget_get_width(box.button.widget)) / 2,
            y: Float(gtk_widget_get_height(box.button.widget)) / 2)
        var inBox = graphene_point_t()
        #expect(gtk_widget_compute_point(box.button.widget, box.widget, &center, &inBox) != 0)
        let whereTheButtonIs = Point(x: Double(inBox.x), y: Double(inBox.y))
        if state == "disabled" { box.button.isEnabled = false } else { box.button.isHidden = true }
        try window.input.click(box, at: whereTheButtonIs)
        // Input is handled in order: once the other button's click arrived, the first one had too.
        try window.input.click(box.other)
        window.waitUntil { recorder.actions.contains("other") }
        #expect(recorder.actions == ["other"])
    }

    @Test func theTitleIsTheButtonsLabel() {
        let button = GTKButton(title: "Buy")
        #expect(button.title == "Buy")
        button.title = "Sold"
        #expect(String(cString: gtk_button_get_label(cgtk_button(button.widget))) == "Sold")
    }
}
