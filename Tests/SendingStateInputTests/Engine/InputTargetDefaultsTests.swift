import SendingState
import SendingStateInput
import Testing

/// What a target that implements only what `InputTarget` requires gets from the defaults.
@MainActor
struct InputTargetDefaultsTests {
    /// A target with nothing but the required members.
    final class Plain: InputTarget {
        let senderStorage = SenderStorage()
        let senderInput = SenderInput()
        var inputSuperview: (any InputTarget)? { nil }
        func convertFromWindow(_ point: Point) -> Point { point }
        func containsTouch(at point: Point) -> Bool { true }
        func mappedEventsDidChange() { updateRecognizers() }
    }

    @Test func aPlainTargetIsNoControlTakesKeysAndReportsThroughItsStorage() {
        let target = Plain()
        #expect(target.controlKind == nil)
        #expect(target.isInputEnabled)
        #expect(!target.perform(.activate))
        let mappings = Mappings(named: [(target, "plain", [.key(KeyPress("q")), .gesture(.tap())])])
        let engine = InputEngine(clock: TestClock())
        let delivery = engine.deliver("q", focused: target)
        guard case .reported(let to) = delivery else {
            Issue.record("expected the key reported, got \(delivery)")
            return
        }
        #expect(to === target)
        let pointer = engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: target)
        engine.pointerUp(pointer ?? -1, at: Point(x: 5, y: 5), time: 0.05)
        #expect(mappings.actions == ["plain q", "plain tap ended"])
    }
}
