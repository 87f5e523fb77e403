import CGtk
import SendingState
import SendingStateGTK
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
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
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.click(box.button)
        window.waitUntil { recorder.actions.count >= 3 }
        window.settle(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func aDoubleClickReportsTheSecondPressAsARepeat() throws {
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.click(box.button, count: 2)
        window.waitUntil { recorder.actions.count >= 7 }
        window.settle(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[touchDown]", "[touchUpInside]", "[primaryActionTriggered]",
                "[touchDown]", "[touchDownRepeat]", "[touchUpInside]", "[primaryActionTriggered]",
            ])
    }

    @Test func spaceOrReturnOnTheFocusedButtonReportsOnlyPrimaryActionTriggered() throws {
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.focusWindow()
        gtk_widget_grab_focus(box.button.widget)
        try window.pointer.key("space")
        window.waitUntil { recorder.actions.count >= 1 }
        try window.pointer.key("Return")
        window.waitUntil { recorder.actions.count >= 2 }
        window.settle(seconds: 0.1)
        #expect(recorder.actions == ["[primaryActionTriggered]", "[primaryActionTriggered]"])
    }

    @Test func aPressDraggedOffTheButtonReportsTouchDragExitThenTouchUpOutside() throws {
        let window = TestWindow(box)
        defer { window.close() }
        let center = window.pointer.center(of: box.button)
        try window.pointer.drag(box.button, from: center, to: Point(x: center.x, y: center.y + 60))
        window.waitUntil { recorder.actions.count >= 3 }
        window.settle(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown]", "[touchDragExit]", "[touchUpOutside]"])
    }

    @Test(arguments: ["disabled", "hidden"])
    func aDisabledOrHiddenButtonReceivesNothing(state: String) throws {
        let window = TestWindow(box)
        defer { window.close() }
        let whereTheButtonIs = try window.pointer.pointInBox(
            box, of: box.button, window.pointer.center(of: box.button))
        if state == "disabled" { box.button.isEnabled = false } else { box.button.isHidden = true }
        try window.pointer.click(box, at: whereTheButtonIs)
        // Input is handled in order: once the other button's click arrived, the first one had too.
        try window.pointer.click(box.other)
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
