import SendingState

/// Records every action it handles, in order.
final class Recorder<Action>: ActionHandlingProvider {
    private(set) var actions: [Action] = []

    func handle(action: Action) {
        actions.append(action)
    }

    func removeAll() {
        actions.removeAll()
    }
}
