import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKLabelTests {
    @Test func theTextIsWhatTheLabelShows() {
        let label = GTKLabel(text: "Milk")
        #expect(label.text == "Milk")
        label.text = "Eggs"
        #expect(label.text == "Eggs")
    }

    /// A box whose label has a tap mapped on it.
    final class LabelBox: GTKBox, EventForwardingProvider {
        let label = GTKLabel(text: "Tap me")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(label)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(label) { _, ctx in ctx.tapGesture { ["tapped"] } }
        }
    }

    @Test func aLabelIsASenderThatGesturesCanBeMappedOn() throws {
        let box = LabelBox()
        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.label)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == ["tapped"])
    }
}
