/// Collects the actions of the mappings that match, for ``EventForwardable/actions(for:event:)``.
@MainActor
@usableFromInline
final class ActionCollector {
    private(set) var actions: [Any] = []

    /// Records the actions of a mapping that matched.
    @usableFromInline
    func record<Action>(_ actions: [Action]) {
        for action in actions {
            self.actions.append(action)
        }
    }
}
