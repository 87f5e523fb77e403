/// The delivery of a store's changes that the current task is running, so that a write an observer
/// makes is known to be nested in it.
struct StoreDelivery: Sendable {
    /// The store whose changes are delivered.
    let store: ObjectIdentifier
    /// How many writes made by observers led to the change being delivered.
    let depth: Int

    /// The delivery the current task is running, if any.
    @TaskLocal static var current: StoreDelivery?
}
