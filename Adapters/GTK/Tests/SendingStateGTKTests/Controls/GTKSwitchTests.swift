import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
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
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.toggle)
        // Settling waits for the switch's slide, at whose end GTK changes its value.
        window.settle()
        #expect(
            recorder.actions == [
                "[touchDown] false", "[touchUpInside] false", "[valueChanged] true",
                "[primaryActionTriggered] true",
            ])
        #expect(box.toggle.isOn)
    }

    @Test func spaceAndReturnOnTheFocusedSwitchReportOnlyValueChangedAndPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(box.toggle.widget)
        try window.input.key("space")
        window.waitUntil { recorder.actions.count >= 2 }
        try window.input.key("Return")
        window.waitUntil { recorder.actions.count >= 4 }
        window.wait(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[valueChanged] true", "[primaryActionTriggered] true",
                "[valueChanged] false", "[primaryActionTriggered] false",
            ])
        #expect(!box.toggle.isOn)
    }

    @Test func turningTheSwitchFromCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.toggle.isOn = true
        window.wait(seconds: 0.2)
        #expect(box.toggle.isOn)
        box.toggle.isOn = false
        window.wait(seconds: 0.2)
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
