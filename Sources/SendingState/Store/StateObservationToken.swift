/// Keeps an observation of a ``BindingStore`` alive; cancel it, or release it, to stop observing.
///
/// Cancelling twice is harmless. An observation made with an owner ends when the owner is
/// released, even if nobody keeps the token.
///
/// ```swift
/// token = store.observe { quantity in print(quantity) }
/// token?.cancel()
/// ```
@MainActor
public final class StateObservationToken {
    /// Holds the observation for an ownerless observer: the store only points at it weakly.
    private var ownedEntry: ObservationEntry?
    /// Points at the observation of an owned observer, which the store keeps.
    private weak var observedEntry: ObservationEntry?

    init(owning entry: ObservationEntry) {
        ownedEntry = entry
    }

    init(observing entry: ObservationEntry) {
        observedEntry = entry
    }

    /// Whether the observation has ended, by ``cancel()`` or because its owner was released.
    public var isCancelled: Bool {
        guard let entry = ownedEntry ?? observedEntry else { return true }
        return !entry.isActive
    }

    /// Stops the observation: the observer is never called again, and calling this again does nothing.
    public func cancel() {
        (ownedEntry ?? observedEntry)?.isCancelled = true
        ownedEntry = nil
        observedEntry = nil
    }
}
