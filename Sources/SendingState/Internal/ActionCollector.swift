/// Collects the actions of the mappings that match, for ``EventForwardable/actions(for:event:)``
/// and ``EventForwardable/actions(for:occurrence:)``.
@MainActor
@usableFromInline
final class ActionCollector {
    /// The storage of the sender whose declarations run, whose resolved state state-aware mappings
    /// read.
    let storage: SenderStorage

    /// The event whose mappings to run, matched by equality; `nil` to run the mappings that
    /// match the context's occurrence.
    let declaredEvent: SenderEvent?

    private(set) var actions: [Any] = []

    /// Creates a collector.
    ///
    /// - Parameters:
    ///   - storage: The storage of the sender whose declarations run.
    ///   - declaredEvent: The declared event to collect the mappings of, or `nil` to collect the
    ///     mappings that match an occurrence.
    init(storage: SenderStorage, declaredEvent: SenderEvent? = nil) {
        self.storage = storage
        self.declaredEvent = declaredEvent
    }

    /// Records the actions of a mapping that matched.
    @usableFromInline
    func record<Action>(_ actions: [Action]) {
        for action in actions {
            self.actions.append(action)
        }
    }
}
