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

    @Test("A key mapping matches the same key with exactly the same modifiers, as a UIKit key command")
    func aKeyMappingMatchesExactlyItsModifiers() {
        let save = SenderEvent.key(KeyPress("s", modifierFlags: .command))
        #expect(save.matches(.key(KeyPress("s", modifierFlags: .command))))
        #expect(!save.matches(.key(KeyPress("s"))), "fewer modifiers")
        #expect(!save.matches(.key(KeyPress("s", modifierFlags: [.command, .shift]))), "more modifiers")
        #expect(!save.matches(.key(KeyPress("a", modifierFlags: .command))), "another key")
        #expect(SenderEvent.key(.init(.escape)).matches(.key(.init(.escape))))
        #expect(!SenderEvent.key(.init(.escape)).matches(.key(.init(.return))))
        #expect(SenderEvent.key("Q").matches(.key(KeyPress("q", modifierFlags: .shift))))
    }

    @Test func keysNeverMatchControlsOrGestures() {
        #expect(!SenderEvent.key(.init(.return)).matches(.control(.primaryActionTriggered)))
        #expect(!SenderEvent.key(.init(.space)).matches(.gesture(.tap, GestureValues(phase: .recognized))))
        #expect(!SenderEvent.control(.allEvents).matches(.key(.init(.return))))
        #expect(!SenderEvent.gesture(.tap()).matches(.key(.init(.space))))
    }

    @Test func isHashableAndDescribed() {
        let events: Set<SenderEvent> = [.control(.valueChanged), .control(.valueChanged), .gesture(.pan())]
        #expect(events.count == 2)
        #expect(
            SenderEvent.control([.touchDown, .valueChanged]).description == "control[touchDown, valueChanged]"
        )
        #expect(SenderEvent.key(KeyPress("q", modifierFlags: .command)).description == "key(command+q)")
        #expect(Set<SenderEvent>([.key("q"), .key(KeyPress(.character("q")))]).count == 1)
    }

    @Test func aGestureReadsAsSendingState100sGesture() {
        let event = SenderEvent.gesture(.tap(numberOfTaps: 2))
        guard case .gesture(let gesture) = event else {
            Issue.record("expected a gesture")
            return
        }
        let same: SenderEvent.Gesture = gesture
        #expect(same.kind == .tap)
        #expect(same.kind.contains(.tap) && !same.kind.contains(.pan))
        #expect(same.states == [.ended])
        #expect(same.numberOfTaps == 2)
        #expect(same.numberOfTouches == 1)
        #expect(same.direction == nil && same.edges == nil && same.minimumPressDuration == nil)
        #expect(SenderEvent.Gesture.longPress(minimumPressDuration: 2).minimumPressDuration == 2)
        #expect(SenderEvent.Gesture.swipe(direction: .left).direction == .left)
        #expect(SenderEvent.Gesture.screenEdge(edges: .right).edges == .right)
        #expect(SenderEvent.Gesture.pan(on: [.began, .changed]).states == [.began, .changed])
    }

    @Test func everyKindHasItsOwnBitAndNamesTheSameGestureKind() {
        let kinds: [GestureEvent.Kind] = [
            .tap, .longPress, .swipe, .pan, .pinch, .rotation, .screenEdge, .hover,
        ]
        #expect(kinds == GestureKind.allCases.map(GestureEvent.Kind.init))
        #expect(Set(kinds.map(\.rawValue)).count == 8)
        #expect(kinds.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(GestureEvent.hover().kind == .hover)
        #expect(GestureEvent.hover().gestureKind == .hover)
    }
}
