import SendingState
import Testing

/// The vocabulary senders report in: control events, gesture kinds, phases and values, swipe
/// directions, screen edges, points and occurrences, and how each reads.
struct SenderVocabularyTests {
    @Test func onlyTapAndSwipeAreDiscrete() {
        #expect(GestureKind.allCases.filter(\.isDiscrete) == [.tap, .swipe])
        #expect(GestureKind.allCases.count == 8)
        #expect(GestureKind.screenEdge.description == "screenEdge")
    }

    @Test func recognizedIsEndedAsInUIKit() {
        #expect(GesturePhase.recognized == .ended)
    }

    @Test func everyPhaseIsNamed() {
        #expect(
            GesturePhase.allCases.map(\.description) == [
                "possible", "began", "changed", "ended", "cancelled", "failed",
            ])
    }

    @Test func unspecifiedValuesAreNeutral() {
        let values = GestureValues(phase: .changed)
        #expect(values.scale == 1)
        #expect(values.rotation == 0)
        #expect(values.translation == .zero)
        #expect(values.numberOfTouches == 1)
        #expect(values.direction.isEmpty)
        #expect(values.edge.isEmpty)
    }

    @Test func directionsAreDistinctAndDescribed() {
        let all: SwipeDirection = [.right, .left, .up, .down]
        #expect(all.rawValue == 0b1111)
        #expect(SwipeDirection([.left, .up]).description == "[left, up]")
    }

    @Test func allHoldsEveryEdge() {
        #expect(ScreenEdges.all == [.top, .left, .bottom, .right])
        #expect(ScreenEdges.left.description == "[left]")
    }

    @Test func describesCoordinates() {
        #expect(Point(x: 3, y: -4.25).description == "(3, -4.25)")
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Point(x: .nan, y: .infinity).description == "(nan, inf)")
    }

    @Test func describesWhatHappened() {
        #expect(SenderOccurrence.control(.touchUpInside).description == "control[touchUpInside]")
        #expect(SenderOccurrence.gesture(.pan, GestureValues(phase: .changed)).description == "pan changed")
        #expect(SenderOccurrence.key(KeyPress("q", modifierFlags: .command)).description == "key command+q")
    }

    @Test func everyUIKitEventIsADistinctBit() {
        let all: [ControlEvents] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
            .primaryActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
        ]
        #expect(Set(all.map(\.rawValue)).count == 15)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(ControlEvents(all) == .allEvents)
    }

    @Test func composesAsAnOptionSet() {
        let released: ControlEvents = [.touchUpInside, .touchUpOutside]
        #expect(released.contains(.touchUpInside))
        #expect(!released.contains(.touchDown))
        #expect(ControlEvents.allTouchEvents.contains(released))
        #expect(released.description == "[touchUpInside, touchUpOutside]")
    }

    @Test func wrapsAndUnwrapsEventsAsSenderEventControlDoesIn100() {
        let control = SenderEvent.Control(.touchUpInside)
        #expect(control.value == .touchUpInside)
        #expect(SenderEvent.control(.init(.touchUpInside)) == .control(.touchUpInside))
        #expect(ControlEvents([.touchDown, .touchUpInside]).value == [.touchDown, .touchUpInside])
    }
}
