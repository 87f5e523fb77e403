import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKToggleTests {
    /// A box around a toggle whose events are mapped.
    final class ToggleBox: GTKBox, EventForwardingProvider {
        let toggle = GTKToggle(title: "☆")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(toggle)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(toggle) { toggle, ctx in
                ctx.control(.valueChanged) { ["valueChanged \(toggle.isOn)"] }
                ctx.control(.primaryActionTriggered) { ["primaryActionTriggered"] }
            }
        }
    }

    let box = ToggleBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func aClickTurnsTheToggleOnAndReportsValueChangedThenPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.toggle)
        window.waitUntil { recorder.actions.count >= 2 }
        #expect(recorder.actions == ["valueChanged true", "primaryActionTriggered"])
        #expect(box.toggle.isOn)
    }

    @Test func turningTheToggleFromCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.toggle.isOn = true
        window.wait(seconds: 0.1)
        #expect(box.toggle.isOn)
        #expect(recorder.actions.isEmpty)
    }

    @Test func theTitleIsTheTogglesLabel() {
        let toggle = GTKToggle(title: "☆", isOn: true)
        toggle.title = "★"
        #expect(toggle.title == "★")
        #expect(toggle.isOn)
    }
}
