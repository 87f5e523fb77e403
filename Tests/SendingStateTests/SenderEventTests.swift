import SendingState
import Testing

struct SenderEventTests {
    @Test func aControlMappingMatchesWhenTheEventsIntersect() {
        let released = SenderEvent.control([.touchUpInside, .touchUpOutside])
        #expect(released.matches(.control(.touchUpInside)))
        #expect(released.matches(.control(.touchUpOutside)))
        #expect(released.matches(.control([.touchDown, .touchUpOutside])))
        #expect(!released.matches(.control(.touchDown)))
    }

    @Test func controlAndGestureNeverMatchEachOther() {
        #expect(
            !SenderEvent.control(.touchUpInside).matches(
                .gesture(.tap, GestureValues(phase: .ended, numberOfTaps: 1))))
        #expect(!SenderEvent.gesture(.tap()).matches(.control(.touchUpInside)))
    }

    @Test func aGestureMappingFollowsTheGestureRules() {
        #expect(
            SenderEvent.gesture(.tap()).matches(.gesture(.tap, GestureValues(phase: .ended, numberOfTaps: 1)))
        )
    }

    @Test func isHashableAndDescribed() {
        let events: Set<SenderEvent> = [.control(.valueChanged), .control(.valueChanged), .gesture(.pan())]
        #expect(events.count == 2)
        #expect(
            SenderEvent.control([.touchDown, .valueChanged]).description == "control[touchDown, valueChanged]"
        )
    }
}
