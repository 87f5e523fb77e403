import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ActionRecorderTests {
    final class Screen: View, EventForwardingProvider {
        let button = Button(title: "Buy")

        override init(frame: Rect) {
            super.init(frame: frame)
            self.frame = Rect(x: 0, y: 0, width: 200, height: 100)
            button.frame = Rect(x: 0, y: 0, width: 100, height: 44)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(button) { _, ctx in
                ctx.control(.touchDown) { ["down"] }
                ctx.control(.touchUpInside) { ["up", "log"] }
            }
        }
    }

    @Test func recordsEveryActionInOrderAndForgetsOnRequest() throws {
        let window = makeWindow()
        let screen = Screen()
        window.addSubview(screen)
        let recorder = ActionRecorder<String>()
        screen.ss.addActionHandler(to: recorder)
        try screen.button.tap()
        #expect(recorder.actions == ["down", "up", "log"])
        recorder.removeAll()
        #expect(recorder.actions.isEmpty)
    }
}
