import Testing

@testable import SendingState

/// SendingState 1.0.0's internal `init(kind:states:…)`, which its tests reach with `@testable`.
struct GestureEventKindStatesTests {
    @Test func theKindAndStatesAreStoredAndEveryParameterLeftOutIsNil() {
        let tap = GestureEvent(kind: .tap)
        #expect(tap.kind == .tap)
        #expect(tap.gestureKind == .tap)
        #expect(tap.states == [.recognized])
        #expect(tap.phases == .recognized)
        #expect(tap.numberOfTaps == nil)
        #expect(tap.numberOfTouches == nil)
        #expect(tap.direction == nil)
        #expect(tap.minimumPressDuration == nil)
        #expect(tap.edges == nil)
    }

    @Test func everyParameterIsStoredAsGiven() {
        let tap = GestureEvent(kind: .tap, states: [.recognized], numberOfTaps: 2, numberOfTouches: 3)
        #expect(tap.numberOfTaps == 2)
        #expect(tap.numberOfTouches == 3)
        let swipe = GestureEvent(kind: .swipe, states: [.recognized], direction: .left)
        #expect(swipe.gestureKind == .swipe)
        #expect(swipe.direction == .left)
        let press = GestureEvent(kind: .longPress, states: [.began], minimumPressDuration: 1.4)
        #expect(press.gestureKind == .longPress)
        #expect(press.minimumPressDuration == 1.4)
        #expect(press.states == [.began])
        let edge = GestureEvent(kind: .screenEdge, states: [.recognized], edges: .right)
        #expect(edge.edges == .right)
    }

    @Test func everyStateGivenIsAPhaseTheMappingFiresOn() {
        let states: Set<GesturePhase> = [.began, .changed, .ended, .cancelled]
        let pan = GestureEvent(kind: .pan, states: states)
        #expect(pan.states == states)
        #expect(pan.phases == [.began, .changed, .ended, .cancelled])
        #expect(pan.matches(.pan, GestureValues(phase: .cancelled)))
        #expect(!pan.matches(.pan, GestureValues(phase: .failed)))
    }

    @Test func everyKindIsMadeFromItsOneMemberSet() {
        for kind in GestureKind.allCases {
            #expect(GestureEvent(kind: GestureEvent.Kind(kind)).gestureKind == kind)
        }
    }

    @Test func eventsMadeTheSameWayAreEqualAndDifferentOnesAreNot() {
        #expect(GestureEvent(kind: .tap, states: [.recognized]) == GestureEvent(kind: .tap))
        #expect(GestureEvent(kind: .tap) != GestureEvent(kind: .tap, numberOfTaps: 1))
        #expect(GestureEvent(kind: .pan) != GestureEvent(kind: .pinch))
    }

    @Test func aSetOfTwoKindsOrNoneTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = GestureEvent(kind: [.tap, .pan])
        }
        await #expect(processExitsWith: .failure) {
            _ = GestureEvent(kind: [])
        }
    }
}
