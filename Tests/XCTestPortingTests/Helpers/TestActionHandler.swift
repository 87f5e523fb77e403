import SendingState

/// An interactor that records every action it handles, as the iOS library's tests use one.
final class TestActionHandler: ActionHandlingProvider {
    private(set) var handledActions: [TestAction] = []

    func handle(action: TestAction) {
        handledActions.append(action)
    }
}
