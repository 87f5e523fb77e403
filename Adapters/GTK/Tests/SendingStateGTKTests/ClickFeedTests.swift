import SendingState
import SendingStateGTK
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct ClickFeedTests {
    @Test func aClickIsOneRecognizedTapWhereItHappened() throws {
        let shown = ShownPad([.tap(on: .all)])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad, at: Point(x: 40, y: 30))
        shown.window.waitUntil { !shown.recorder.actions.isEmpty }
        shown.window.settle(seconds: 0.1)
        #expect(
            shown.recorder.actions.map(\.values) == [
                GestureValues(
                    phase: .recognized, location: Point(x: 40, y: 30), numberOfTouches: 1, numberOfTaps: 1)
            ])
    }

    @Test func aDoubleClickFiresTheDoubleTapMappingOnceAndTheSingleTapOnEachClick() throws {
        let shown = ShownPad([.tap(), .tap(numberOfTaps: 2)])
        defer { shown.window.close() }
        try shown.pointer.click(shown.pad, count: 2)
        shown.window.waitUntil { shown.recorder.actions.count >= 3 }
        shown.window.settle(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.values.numberOfTaps) == [1, 1, 2])
    }

    @Test func aDragIsNotATap() throws {
        let shown = ShownPad([.tap(), .pan()])
        defer { shown.window.close() }
        try shown.pointer.drag(shown.pad, from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        shown.window.waitUntil { shown.recorder.actions.contains { $0.values.phase == .ended } }
        shown.window.settle(seconds: 0.1)
        #expect(!shown.recorder.actions.contains { $0.kind == .tap })
    }

    @Test func aLongPressIsNotATap() throws {
        let shown = ShownPad([.tap(), .longPress(minimumPressDuration: 0.2)])
        defer { shown.window.close() }
        try shown.pointer.press(shown.pad, for: 0.4)
        shown.window.waitUntil { shown.recorder.actions.contains { $0.values.phase == .ended } }
        shown.window.settle(seconds: 0.1)
        #expect(shown.recorder.actions.map(\.kind) == [.longPress, .longPress])
    }
}
