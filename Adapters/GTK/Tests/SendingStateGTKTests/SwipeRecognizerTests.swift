import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct SwipeRecognizerTests {
    @Test func aQuickStrokeLeftIsOneSwipeLeft() throws {
        let shown = ShownPad([.swipe(direction: [.left, .right, .up, .down])])
        defer { shown.window.close() }
        try shown.pointer.drag(
            shown.pad, from: Point(x: 250, y: 100), to: Point(x: 60, y: 110), steps: 5, stepDelay: 0.01)
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.settle(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.values.direction) == [.left])
        #expect((shown.recorder.actions.first?.values.velocity.x ?? 0) < 0)
    }

    @Test func aSlowStrokeIsNoSwipe() throws {
        let shown = ShownPad([.swipe(direction: [.left, .right]), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(
            shown.pad, from: Point(x: 100, y: 100), to: Point(x: 110, y: 100), steps: 10, stepDelay: 0.1)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        shown.window.settle(seconds: 0.1)
        #expect(!shown.recorder.actions.contains { $0.kind == .swipe })
    }
}
