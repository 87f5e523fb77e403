import SendingState

/// An action handler that calls a closure on the main actor, to act on the tree mid-dispatch.
@MainActor
final class ActionCallback<Action>: @MainActor ActionHandlingProvider {
    private let body: (Action) -> Void

    init(_ body: @escaping (Action) -> Void) {
        self.body = body
    }

    func handle(action: Action) {
        body(action)
    }
}
