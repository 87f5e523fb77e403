import SendingState
import Testing

struct GestureEventTests {
    private func values(
        _ phase: GesturePhase,
        taps: Int = 0,
        touches: Int = 1,
        duration: Double = 0,
        direction: SwipeDirection = [],
        edge: ScreenEdges = []
    ) -> GestureValues {
        GestureValues(
            phase: phase, numberOfTouches: touches, numberOfTaps: taps, pressDuration: duration,
            direction: direction, edge: edge
        )
    }

    @Test func aKindNeverMatchesAnotherKind() {
        #expect(!GestureEvent.pan(on: .all).matches(.pinch, values(.changed)))
        #expect(!GestureEvent.tap().matches(.longPress, values(.ended, taps: 1)))
    }

    @Test func aTapMappingFiresOnlyForItsNumberOfTapsAndTouches() {
        let doubleTap = GestureEvent.tap(numberOfTaps: 2)
        #expect(doubleTap.matches(.tap, values(.recognized, taps: 2)))
        #expect(!doubleTap.matches(.tap, values(.recognized, taps: 1)))
        #expect(!doubleTap.matches(.tap, values(.recognized, taps: 3)))
        let twoFingers = GestureEvent.tap(numberOfTouches: 2)
        #expect(twoFingers.matches(.tap, values(.recognized, taps: 1, touches: 2)))
        #expect(!twoFingers.matches(.tap, values(.recognized, taps: 1, touches: 1)))
    }

    @Test func aTapMappingFiresOnRecognizedByDefault() {
        #expect(GestureEvent.tap().phases == .recognized)
        #expect(!GestureEvent.tap().matches(.tap, values(.possible, taps: 1)))
        #expect(!GestureEvent.tap().matches(.tap, values(.failed, taps: 1)))
        #expect(GesturePhase.recognized == .ended)
    }

    @Test func aLongPressMappingRequiresItsMinimumDuration() {
        let press = GestureEvent.longPress(minimumPressDuration: 1)
        #expect(press.matches(.longPress, values(.began, duration: 1)))
        #expect(press.matches(.longPress, values(.ended, duration: 2.5)))
        #expect(!press.matches(.longPress, values(.ended, duration: 0.99)))
        #expect(!press.matches(.longPress, values(.failed, duration: 0.5)))
    }

    @Test func aLongPressMappingFiresOnBeganAndEndedByDefault() {
        let press = GestureEvent.longPress()
        #expect(press.phases == [.began, .ended])
        #expect(!press.matches(.longPress, values(.changed, duration: 1)))
        #expect(press.minimumPressDuration == 0.5)
    }

    @Test func aLongPressMappingCountsTapsBeforeThePressAndTouches() {
        let tapThenPress = GestureEvent.longPress(numberOfTaps: 1, numberOfTouches: 2)
        #expect(tapThenPress.matches(.longPress, values(.began, taps: 1, touches: 2, duration: 1)))
        #expect(!tapThenPress.matches(.longPress, values(.began, taps: 0, touches: 2, duration: 1)))
        #expect(!tapThenPress.matches(.longPress, values(.began, taps: 1, touches: 1, duration: 1)))
    }

    @Test func aSwipeMappingAcceptsOnlyItsDirections() {
        let horizontal = GestureEvent.swipe(direction: [.left, .right])
        #expect(horizontal.matches(.swipe, values(.recognized, direction: .left)))
        #expect(horizontal.matches(.swipe, values(.recognized, direction: .right)))
        #expect(!horizontal.matches(.swipe, values(.recognized, direction: .up)))
        #expect(!horizontal.matches(.swipe, values(.recognized, direction: [])))
        #expect(
            !GestureEvent.swipe(numberOfTouches: 2).matches(.swipe, values(.recognized, direction: .right)))
    }

    @Test func aPanMappingFiresOnChangedAndEndedByDefault() {
        let pan = GestureEvent.pan()
        #expect(!pan.matches(.pan, values(.began)))
        #expect(pan.matches(.pan, values(.changed)))
        #expect(pan.matches(.pan, values(.ended)))
        #expect(!pan.matches(.pan, values(.cancelled)))
        #expect(pan.matches(.pan, values(.changed, touches: 3)), "a pan takes any number of fingers")
    }

    @Test func pinchAndRotationMappingsFireOnChangedAndEndedByDefault() {
        for gesture in [GestureEvent.pinch(), .rotation()] {
            #expect(gesture.phases == [.changed, .ended])
            #expect(gesture.matches(gesture.gestureKind, values(.changed, touches: 2)))
            #expect(!gesture.matches(gesture.gestureKind, values(.began, touches: 2)))
        }
    }

    @Test func aScreenEdgeMappingAcceptsOnlyItsEdges() {
        let left = GestureEvent.screenEdge(edges: .left)
        #expect(left.matches(.screenEdge, values(.ended, edge: .left)))
        #expect(!left.matches(.screenEdge, values(.ended, edge: .right)))
        #expect(GestureEvent.screenEdge(edges: .all).matches(.screenEdge, values(.ended, edge: .bottom)))
    }

    @Test func aHoverMappingFiresOnMovesByDefaultAsIn100() {
        let hover = GestureEvent.hover()
        #expect(!hover.matches(.hover, values(.began)))
        #expect(hover.matches(.hover, values(.changed)))
        #expect(!hover.matches(.hover, values(.ended)))
        #expect(GestureEvent.hover(on: [.began, .changed, .ended]).matches(.hover, values(.began)))
    }

    @Test func aScreenEdgeMappingFiresOnceWhenRecognizedByDefaultAsIn100() {
        let edge = GestureEvent.screenEdge()
        #expect(edge.phases == .recognized)
        #expect(!edge.matches(.screenEdge, values(.changed, edge: .left)))
        #expect(edge.matches(.screenEdge, values(.ended, edge: .left)))
    }

    @Test func customPhasesReplaceTheDefaults() {
        let cancelOnly = GestureEvent.pan(on: .cancelled)
        #expect(cancelOnly.matches(.pan, values(.cancelled)))
        #expect(!cancelOnly.matches(.pan, values(.ended)))
    }

    @Test func parametersThatDoNotApplyAreNeutralSoEqualDeclarationsCompareEqual() {
        #expect(GestureEvent.pan() == GestureEvent.pan(on: [.changed, .ended]))
        #expect(GestureEvent.pan().numberOfTouches == nil)
        #expect(GestureEvent.pinch().edges == nil)
        #expect(GestureEvent.pinch().direction == nil)
        #expect(GestureEvent.pinch().numberOfTaps == nil)
        #expect(GestureEvent.pinch().minimumPressDuration == nil)
        #expect(GestureEvent.tap() != GestureEvent.tap(numberOfTaps: 2))
    }

    @Test func descriptionsAreReadable() {
        #expect(GestureEvent.tap(numberOfTaps: 2).description == "tap(taps: 2, touches: 1) on [recognized]")
        #expect(GestureEvent.pan().description == "pan() on [changed, ended]")
        #expect(
            GestureEvent.swipe(direction: .left).description
                == "swipe(direction: [left], touches: 1) on [recognized]")
    }

    @Test func aSwipeMatchesOnlyWhenEveryReportedDirectionIsMapped() {
        let horizontal = GestureEvent.swipe(direction: [.left, .right])
        #expect(!horizontal.matches(.swipe, values(.recognized, direction: [.left, .up])))
        #expect(horizontal.matches(.swipe, values(.recognized, direction: [.left, .right])))
    }

    @Test func aSwipeAcceptsTheRightDirectionByDefault() {
        #expect(GestureEvent.swipe().direction == .right)
        #expect(GestureEvent.swipe().matches(.swipe, values(.recognized, direction: .right)))
        #expect(!GestureEvent.swipe().matches(.swipe, values(.recognized, direction: .left)))
    }

    @Test func aScreenEdgeReportWithoutAnEdgeMatchesNothing() {
        #expect(!GestureEvent.screenEdge(edges: .all).matches(.screenEdge, values(.changed, edge: [])))
        #expect(
            !GestureEvent.screenEdge(edges: .left).matches(
                .screenEdge, values(.changed, edge: [.left, .top])))
    }

    @Test func theDefaultsAreUIKitsAndEachKindHasItsPhases() {
        #expect(GestureEvent.Defaults.numberOfTaps == 1)
        #expect(GestureEvent.Defaults.longPressNumberOfTaps == 0)
        #expect(GestureEvent.Defaults.numberOfTouches == 1)
        #expect(GestureEvent.Defaults.minimumPressDuration == 0.5)
        #expect(GestureEvent.Defaults.swipeDirection == .right)
        #expect(GestureEvent.Defaults.screenEdges == .left)
        let phases = GestureKind.allCases.map { GestureEvent.Defaults.phases(for: $0) }
        #expect(
            phases == [
                .recognized, [.began, .ended], .recognized, [.changed, .ended], [.changed, .ended],
                [.changed, .ended], .recognized, .changed,
            ])
        #expect(GestureEvent.tap().phases == GestureEvent.Defaults.phases(for: .tap))
        #expect(GestureEvent.hover().phases == GestureEvent.Defaults.phases(for: .hover))
    }

    @Test func recognizedIsEndedAsInUIKit() {
        #expect(GesturePhases.recognized == .ended)
    }

    @Test func phasesComposeAndContainSinglePhases() {
        let phases: GesturePhases = [.began, .changed]
        #expect(phases.contains(GesturePhase.began))
        #expect(!phases.contains(GesturePhase.ended))
        #expect(GesturePhases.all.contains(GesturePhases(.failed)))
        #expect(phases.description == "[began, changed]")
    }

    @Test func eachPhaseHasItsOwnBit() {
        let sets = GesturePhase.allCases.map(GesturePhases.init)
        #expect(Set(sets.map(\.rawValue)).count == GesturePhase.allCases.count)
        #expect(sets.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(GesturePhases(rawValue: sets.reduce(0) { $0 | $1.rawValue }) == .all)
    }
}
