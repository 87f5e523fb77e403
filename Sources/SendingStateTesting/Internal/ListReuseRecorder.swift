import SendingState

/// The handler ``checkListReuse(of:)`` gives the list: it records the rows that acted.
@MainActor
final class ListReuseRecorder {
    /// The rows whose actions arrived, oldest first.
    private(set) var rows: [ListReuseRow] = []

    /// Forgets what was recorded.
    func clear() {
        rows.removeAll()
    }
}

extension ListReuseRecorder: @MainActor ActionHandlingProvider {
    func handle(action: ListReuseRow) {
        rows.append(action)
    }
}
