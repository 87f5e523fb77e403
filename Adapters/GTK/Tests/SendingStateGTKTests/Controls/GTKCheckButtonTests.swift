import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKCheckButtonTests {
    /// A box around a check button whose control events are mapped.
    final class CheckBox: GTKBox, EventForwardingProvider {
        let check = GTKCheckButton(title: "Organic only")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(check)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(check) { check, ctx in
                for event: ControlEvents in [
                    .touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered,
                ] {
                    ctx.control(event) { ["\(event) \(check.isOn)"] }
                }
            }
        }
    }

    let box = CheckBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func aClickReportsTheTouchesThenValueChangedThenPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.check)
        window.waitUntil { recorder.actions.count >= 4 }
        window.wait(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[touchDown] false", "[touchUpInside] false", "[valueChanged] true",
                "[primaryActionTriggered] true",
            ])
        #expect(box.check.isOn)
    }

    @Test func spaceAndReturnOnTheFocusedCheckButtonReportOnlyValueChangedAndPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(box.check.widget)
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
        #expect(!box.check.isOn)
    }

    @Test func checkingFromCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.check.isOn = true
        window.wait(seconds: 0.1)
        #expect(box.check.isOn)
        #expect(recorder.actions.isEmpty)
    }

    @Test func theTitleIsTheCheckButtonsLabel() {
        let check = GTKCheckButton(title: "Milk", isOn: true)
        #expect(check.title == "Milk")
        check.title = "Eggs"
        #expect(check.title == "Eggs")
        #expect(check.isOn)
    }

    @Test func aCheckButtonIsAToggleToAssistiveTechnology() {
        #expect(GTKCheckButton(title: "Milk").accessibilityRole == .toggle)
    }
}
