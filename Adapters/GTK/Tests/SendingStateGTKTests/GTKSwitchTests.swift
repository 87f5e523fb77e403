import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct GTKSwitchTests {
    /// A box around a switch whose control events are mapped.
    final class SwitchBox: GTKBox, EventForwardingProvider {
        let toggle = GTKSwitch()

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            toggle.setMinimumSize(width: 80, height: 40)
            addSubview(toggle)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(toggle) { toggle, ctx in
                for event: ControlEvents in [
                    .touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered,
                ] {
                    ctx.control(event) { ["\(event) \(toggle.isOn)"] }
                }
            }
        }
    }

    let box = SwitchBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func aClickReportsTheTouchesThenValueChangedThenPrimaryActionTriggered() throws {
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.click(box.toggle)
        window.waitUntil { recorder.actions.count >= 4 }
        window.settle(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[touchDown] false", "[touchUpInside] false", "[valueChanged] true",
                "[primaryActionTriggered] true",
            ])
        #expect(box.toggle.isOn)
    }

    @Test func spaceAndReturnOnTheFocusedSwitchReportOnlyValueChangedAndPrimaryActionTriggered() throws {
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.focusWindow()
        gtk_widget_grab_focus(box.toggle.widget)
        try window.pointer.key("space")
        window.waitUntil { recorder.actions.count >= 2 }
        try window.pointer.key("Return")
        window.waitUntil { recorder.actions.count >= 4 }
        window.settle(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[valueChanged] true", "[primaryActionTriggered] true",
                "[valueChanged] false", "[primaryActionTriggered] false",
            ])
        #expect(!box.toggle.isOn)
    }

    @Test func turningTheSwitchFromCodeReportsNothing() {
        let window = TestWindow(box)
        defer { window.close() }
        box.toggle.isOn = true
        window.settle(seconds: 0.2)
        #expect(box.toggle.isOn)
        box.toggle.isOn = false
        window.settle(seconds: 0.2)
        #expect(!box.toggle.isOn)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aSwitchStartsInTheStateItIsGiven() {
        #expect(GTKSwitch(isOn: true).isOn)
        #expect(!GTKSwitch().isOn)
    }

    @Test func aSwitchIsAToggleToAssistiveTechnology() {
        #expect(GTKSwitch().accessibilityRole == .toggle)
    }
}
