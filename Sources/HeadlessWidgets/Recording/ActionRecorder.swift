public import SendingState

/// An action handler that records every action, so a test can assert on them.
///
/// ```swift
/// let recorder = ActionRecorder<ShopAction>()
/// cell.ss.addActionHandler(to: recorder)
/// try cell.favoriteButton.tap()
/// #expect(recorder.actions == [.toggleFavorite(product.id)])
/// ```
public final class ActionRecorder<Action>: ActionHandlingProvider {
    /// Every action handled, oldest first.
    public private(set) var actions: [Action] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records an action.
    ///
    /// - Parameter action: The action to record.
    public func handle(action: Action) {
        actions.append(action)
    }

    /// Forgets the recorded actions.
    public func removeAll() {
        actions.removeAll()
    }
}
