import SendingState

/// Records every action it handles.
final class Recorder<Action>: ActionHandlingProvider {
    private(set) var actions: [Action] = []
    var onHandle: ((Action) -> Void)?

    func handle(action: Action) {
        actions.append(action)
        onHandle?(action)
    }
}
