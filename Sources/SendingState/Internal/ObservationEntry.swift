/// One observer of a store.
@MainActor
class ObservationEntry {
    var isCancelled = false
    /// Whether the observation has an owner that must be alive.
    let hasOwner: Bool
    weak var owner: AnyObject?

    init(owner: AnyObject?) {
        self.owner = owner
        hasOwner = owner != nil
    }

    /// Whether the observer should still be called.
    var isActive: Bool {
        !isCancelled && (!hasOwner || owner != nil)
    }
}
