import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct GTKButtonTests {
    /// A box holding a button whose every click event is mapped.
    final class ButtonBox: GTKBox, EventForwardingProvider {
        let button = GTKButton(title: "Buy")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(button) { _, ctx in
                for event: ControlEvents in [
                    .touchDown, .touchUpInside, .touchUpOutside, .touchDragExit, .primaryActionTriggered,
                ] {
                    ctx.control(event) { [event] }
                }
            }
        }
    }

    @Test func aClickReportsTouchDownTouchUpInsideAndPrimaryActionTriggered() throws {
        let box = ButtonBox()
        let recorder = Recorder<ControlEvents>()
        box.ss.addActionHandler(to: recorder)
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.click(box.button)
        window.waitUntil { recorder.actions.count >= 3 }
        window.settle(seconds: 0.1)
        #expect(recorder.actions == [.touchDown, .touchUpInside, .primaryActionTriggered])
    }
}
