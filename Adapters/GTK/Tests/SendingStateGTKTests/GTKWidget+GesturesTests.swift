import SendingState
import Testing

@testable import SendingStateGTK

struct GTKWidgetGesturesTests {
    @Test func eachMappedGestureKindNeedsOneController() {
        let needs = recognizerNeeds(for: [
            .control(.touchUpInside), .gesture(.tap()), .gesture(.tap(numberOfTaps: 2)), .gesture(.pan()),
        ])
        #expect(Set(needs.keys) == [.tap, .pan])
    }

    @Test func aLongPressBeginsAtTheShortestMinimumAndATapFailsThere() {
        let needs = recognizerNeeds(for: [
            .gesture(.longPress(minimumPressDuration: 1.2)), .gesture(.longPress(minimumPressDuration: 0.3)),
            .gesture(.tap()),
        ])
        #expect(needs[.longPress]?.pressThreshold == 0.3)
        #expect(needs[.tap]?.pressThreshold == 0.3)
    }

    @Test func withoutALongPressATapFailsAtUIKitsDefaultMinimum() {
        #expect(recognizerNeeds(for: [.gesture(.tap())])[.tap]?.pressThreshold == 0.5)
    }

    @Test func controlEventsNeedNoGestureController() {
        #expect(recognizerNeeds(for: [.control(.allEvents)]).isEmpty)
    }
}
