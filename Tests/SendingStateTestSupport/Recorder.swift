public import SendingState

/// An action handler that records every action it handles, in order, for a test to read.
public final class Recorder<Action>: ActionHandlingProvider {
    /// The actions handled so far, oldest first.
    public private(set) var actions: [Action] = []

    /// Called with each action as it is handled, after it is recorded.
    public var onHandle: ((Action) -> Void)?

    /// Creates a recorder with no actions.
    public init() {}

    /// Records the action, then calls ``onHandle``.
    public func handle(action: Action) {
        actions.append(action)
        onHandle?(action)
    }

    /// Forgets the actions recorded so far.
    public func removeAll() {
        actions.removeAll()
    }
}
