import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// What a target gets without declaring it, and what a class-based toolkit's subclasses reach.
@MainActor
struct InputTargetDefaultsTests {
    /// A target with nothing but the required members: no `mappedEventsDidChange()` of its own.
    final class Plain: InputTarget {
        let senderStorage = SenderStorage()
        let senderInput = SenderInput()
        var inputSuperview: (any InputTarget)? { nil }
        var controlKind: ControlKind? { nil }
        var isInputEnabled: Bool { true }
        func convertFromWindow(_ point: Point) -> Point { point }
        func containsTouch(at point: Point) -> Bool { true }
        func emit(_ occurrence: SenderOccurrence) { ss.report(occurrence) }
        func respond(to input: TargetInput) -> Bool { false }
    }

    @Test func aTargetThatDeclaresNoMappedEventsDidChangeKeepsItsRecognizersInStep() {
        let target = Plain()
        let mappings = Mappings(named: [(target, "plain", [.key(KeyPress("q")), .gesture(.tap())])])
        #expect(target.senderInput.installedGestureKinds == [.tap])
        let engine = InputEngine(clock: TestClock())
        let pointer = engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: target)
        engine.pointerUp(pointer ?? -1, at: Point(x: 5, y: 5), time: 0.05)
        #expect(mappings.actions == ["plain tap ended"])
        mappings.remap([])
        #expect(target.senderInput.installedGestureKinds.isEmpty)
    }

    /// The base class of a class-based toolkit, which declares every behaviour once, overridable.
    class ToolkitWidget: InputTarget {
        let senderStorage = SenderStorage()
        let senderInput = SenderInput()
        var inputSuperview: (any InputTarget)? { nil }
        var controlKind: ControlKind? { nil }
        var isInputEnabled: Bool { true }
        func convertFromWindow(_ point: Point) -> Point { point }
        func containsTouch(at point: Point) -> Bool { true }
        func emit(_ occurrence: SenderOccurrence) { ss.report(occurrence) }
        func respond(to input: TargetInput) -> Bool { false }
    }

    /// A subclass that is a button: it overrides what it is and how it responds.
    final class ToolkitButton: ToolkitWidget {
        private(set) var emitted: [SenderOccurrence] = []
        var isEnabled = true
        override var controlKind: ControlKind? { .button }
        override var isInputEnabled: Bool { isEnabled }
        override func emit(_ occurrence: SenderOccurrence) {
            emitted.append(occurrence)
            super.emit(occurrence)
        }
        override func respond(to input: TargetInput) -> Bool {
            guard input == .touchEndedInside || input == .command(.activate) else { return false }
            emit(.control(.primaryActionTriggered))
            return true
        }
    }

    @Test func aSubclassOfAToolkitsBaseClassIsReachedThroughItsOverrides() {
        let button = ToolkitButton()
        let engine = InputEngine(clock: TestClock())
        let pointer = engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: button)
        engine.pointerUp(pointer ?? -1, at: Point(x: 5, y: 5), time: 0.05)
        #expect(
            button.emitted == [
                .control(.touchDown), .control(.touchUpInside), .control(.primaryActionTriggered),
            ])
        engine.deliver(KeyPress(.space), focused: button)
        #expect(button.emitted.last == .control(.primaryActionTriggered))
        #expect(button.emitted.count == 4)
        button.isEnabled = false
        engine.deliver(KeyPress(.space), focused: button)
        #expect(button.emitted.count == 4, "a disabled button takes no key")
    }
}
