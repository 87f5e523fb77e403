import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct TouchTrackerTests {
    /// A box around a button whose drag events are mapped.
    final class ButtonBox: GTKBox, EventForwardingProvider {
        let button = GTKButton(title: "Hold and drag")

        init() {
            super.init(axis: .vertical)
            setMargins(30)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(button) { _, ctx in
                for event: ControlEvents in [
                    .touchDown, .touchDragExit, .touchDragEnter, .touchUpInside, .touchUpOutside,
                ] {
                    ctx.control(event) { [event] }
                }
            }
        }
    }

    @Test func draggingOutAndBackInReportsExitThenEnterThenTouchUpInside() throws {
        let box = ButtonBox()
        let recorder = Recorder<ControlEvents>()
        box.ss.addActionHandler(to: recorder)
        let window = TestWindow(box)
        defer { window.close() }
        let center = window.pointer.center(of: box.button)
        let pointer = window.pointer
        let outside = try pointer.windowPosition(of: Point(x: center.x, y: center.y + 80), in: box.button)
        let inside = try pointer.windowPosition(of: center, in: box.button)
        let start = try pointer.windowPosition(of: center, in: box.button)
        try pointer.xdotool(
            [
                "search", "--sync", "--onlyvisible", "--name", "^\(window.title)$",
                "mousemove", "--window", "%1", "\(Int(start.x))", "\(Int(start.y))", "mousedown", "1",
            ]
                + [outside, inside].flatMap { point in
                    ["sleep", "0.05", "mousemove", "--window", "%1", "\(Int(point.x))", "\(Int(point.y))"]
                } + ["sleep", "0.05", "mouseup", "1"])
        window.waitUntil { recorder.actions.count >= 4 }
        window.settle(seconds: 0.1)
        #expect(recorder.actions == [.touchDown, .touchDragExit, .touchDragEnter, .touchUpInside])
    }
}
