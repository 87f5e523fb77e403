/// One observer of a store, called with the owner, the old and the new state.
@MainActor
final class ObservationEntry<State> {
    /// Calls the observer with the owner, the old and the new state.
    typealias Notify = @MainActor (_ owner: AnyObject?, _ old: State, _ new: State) -> Void

    /// The observer until the observation is cancelled, from any thread; cancelling releases it,
    /// and what it captured, at once.
    private nonisolated let observer: Locked<Notify?>
    /// Whether the observation has an owner that must be alive.
    let hasOwner: Bool
    /// The owner, held weakly.
    weak var owner: AnyObject?

    init(owner: AnyObject?, notify: @escaping Notify) {
        observer = Locked(notify)
        self.owner = owner
        hasOwner = owner != nil
    }

    /// Ends the observation; safe on any thread.
    nonisolated func cancel() {
        observer.withLock { $0 = nil }
    }

    /// Whether the observer should still be called: not cancelled, and its owner, if any, alive.
    var isActive: Bool {
        observer.withLock { $0 != nil } && (!hasOwner || owner != nil)
    }

    /// Calls the observer, unless the observation ended.
    func notify(_ old: State, _ new: State) {
        guard isActive, let notify = observer.withLock({ $0 }) else { return }
        notify(owner, old, new)
    }
}
