import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct LongPressRecognizerTests {
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
