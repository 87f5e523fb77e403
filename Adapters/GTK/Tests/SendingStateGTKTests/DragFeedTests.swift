import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct DragFeedLongPressTests {
    @Test func aLongPressBeginsAtItsMinimumDurationAndEndsOnRelease() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 0.3, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.press(shown.pad, for: 0.6)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases == [.began, .ended])
        let began = try #require(shown.recorder.actions.first?.values)
        let ended = try #require(shown.recorder.actions.last?.values)
        #expect(began.pressDuration >= 0.3 && began.pressDuration < 0.5)
        #expect(ended.pressDuration >= 0.55)
        #expect(began.numberOfTouches == 1 && began.numberOfTaps == 0)
    }

    @Test func aMinimumLongerThanGTKsClampedDelayIsHonoured() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 1.2, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.press(shown.pad, for: 1.4)
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases == [.began, .ended])
        #expect((shown.recorder.actions.first?.values.pressDuration ?? 0) >= 1.2)
    }

    @Test func aPressReleasedBeforeTheMinimumFails() throws {
        let shown = ShownPad([.longPress(minimumPressDuration: 0.5, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.press(shown.pad, for: 0.1)
        // Failed reports carry less than the minimum, so no mapping fires: wait past the minimum.
        shown.window.settle(seconds: 0.7)
        #expect(shown.recorder.actions.isEmpty)
    }
}

@MainActor
@Suite(.serialized, .needsDisplay)
struct DragFeedPanTests {
    @Test func aDragPansWithItsTranslationAndVelocity() throws {
        let shown = ShownPad([.pan(on: .all)])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 60, y: 100), to: Point(x: 180, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        let phases = shown.phases
        #expect(phases.first == .began && phases.last == .ended)
        #expect(phases.dropFirst().dropLast().allSatisfy { $0 == .changed } && phases.count > 3)
        let began = try #require(shown.recorder.actions.first?.values)
        let ended = try #require(shown.recorder.actions.last?.values)
        #expect(began.translation == .zero, "measured from where the pan began")
        #expect(began.location.x >= 70, "at least ten pixels from where the button went down")
        #expect(ended.translation == Point(x: ended.location.x - began.location.x, y: 0))
        #expect(ended.location == Point(x: 180, y: 100))
        #expect(ended.velocity.x > 0)
    }

    @Test func aClickIsNotAPan() throws {
        let shown = ShownPad([.pan(on: .all), .tap()])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad)
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.settle(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.kind) == [.tap])
    }

    @Test func aDragFromTheWindowsLeftEdgeIsAScreenEdgePan() throws {
        let shown = ShownPad([.screenEdge(edges: .all, on: .all)])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 3, y: 100), to: Point(x: 120, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(shown.phases.first == .began && shown.phases.last == .ended)
        #expect(shown.recorder.actions.allSatisfy { $0.values.edge == .left })
    }

    @Test func aDragFromTheMiddleIsNoScreenEdgePan() throws {
        let shown = ShownPad([.screenEdge(edges: .all, on: .all), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100))
        shown.window.waitUntil { shown.phases.contains(.ended) }
        #expect(!shown.recorder.actions.isEmpty)
        #expect(shown.recorder.actions.allSatisfy { $0.kind == .pan })
    }
}

@MainActor
@Suite(.serialized, .needsDisplay)
struct DragFeedSwipeTests {
    @Test func aQuickStrokeLeftIsOneSwipeLeft() throws {
        let shown = ShownPad([.swipe(direction: [.left, .right, .up, .down])])
        defer { shown.window.close() }
        try shown.pointer.drag(
            shown.pad, from: Point(x: 250, y: 100), to: Point(x: 60, y: 110), steps: 5, stepDelay: 0.01)
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.settle(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.values.direction) == [.left])
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
