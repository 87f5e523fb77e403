// SendingState 1.0.0's tests reach two of its internals with `@testable import SendingState`: the
// state bound on an object, `boundState`, and the object that configures a binder with a new
// state, `stateObserver`. The same names here, with the same effect, let a file of those tests
// compile and run unchanged; nothing else uses them.

@MainActor
extension Sender {
    /// The model bound on the sender, as SendingState 1.0.0's internal `boundState` is: reading
    /// gives it as `Any`, setting binds a model without running a configurer, and `nil` unbinds it.
    var boundState: Any? {
        get { senderStorage.boundState?.value(as: Any.self) }
        set {
            if let newValue {
                senderStorage.bind(newValue, on: self)
            } else {
                senderStorage.clearState(on: self)
            }
        }
    }
}

/// Configures a binder with the states it is given, as SendingState 1.0.0's internal
/// `StateObserver` does; it holds the binder weakly, so it does nothing once the binder is gone.
@MainActor
final class StateObserver {
    /// Configures the binder with a state, or does nothing.
    private let configure: (Any) -> Void

    /// Creates the observer of a binder.
    init<Binder: Configurable>(binder: Binder) {
        configure = { [weak binder] state in
            guard let binder, let input = state as? Binder.Input else { return }
            binder.ss.configure(input)
        }
    }

    /// Configures the binder with a state, when the binder is alive and the state is its input.
    ///
    /// - Parameter state: The new state.
    func update(_ state: Any) {
        configure(state)
    }
}

@MainActor
extension Configurable {
    /// An observer that configures this binder with the states it is given, as SendingState
    /// 1.0.0's internal `stateObserver` is; a new one on each read, which holds the binder weakly.
    var stateObserver: StateObserver? {
        StateObserver(binder: self)
    }
}
