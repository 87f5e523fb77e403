import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct MotionFeedTests {
    /// A pad with a hover mapped on a label inside it, so the pointer can enter and leave the label.
    final class HoverBox: GTKBox, EventForwardingProvider {
        let label = GTKLabel(text: "Hover")
        let spacer = GTKLabel(text: "Elsewhere")

        init() {
            super.init(axis: .vertical, spacing: 40)
            setMargins(20)
            addSubview(label)
            addSubview(spacer)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(label) { _, ctx in
                ctx.hoverGesture(on: [.began, .changed, .ended]) {
                    [SeenGesture(kind: .hover, values: ctx.gestureValues)]
                }
            }
        }
    }

    @Test func enteringMovingOverAndLeavingAreBeganChangedAndEnded() throws {
        let box = HoverBox()
        let recorder = Recorder<SeenGesture>()
        box.ss.addActionHandler(to: recorder)
        let window = TestWindow(box)
        defer { window.close() }
        // GTK handles motion once per frame, so each move waits for a frame or two.
        for (view, point) in [
            (box.spacer, nil), (box.label, Point(x: 10, y: 5)), (box.label, Point(x: 20, y: 8)),
            (box.spacer, nil),
        ] {
            try window.pointer.move(to: view, at: point)
            window.settle(seconds: 0.05)
        }
        window.waitUntil { recorder.actions.contains { $0.values.phase == .ended } }
        let phases = recorder.actions.map(\.values.phase)
        #expect(phases.first == .began && phases.last == .ended && phases.contains(.changed))
        #expect(recorder.actions.allSatisfy { $0.values.numberOfTouches == 0 })
        let entry = try #require(recorder.actions.first?.values.location)
        #expect(Point(x: entry.x.rounded(), y: entry.y.rounded()) == Point(x: 10, y: 5))
    }
}
