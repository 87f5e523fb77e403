/// Keeps an observation of a store alive; cancel it, or release it, to stop observing.
///
/// Cancelling twice is harmless. A token is `Sendable`: it may be cancelled or released on any
/// thread. As in SendingState 1.0.0, you can make one for an observation of your own, with the
/// closure that ends it.
///
/// ```swift
/// token = store.observe { quantity in print(quantity) }
/// token?.cancel()
///
/// let custom = StateObservationToken { subscription.stop() }
/// ```
public final class StateObservationToken: Sendable {
    /// The closure that ends the observation, until it has run.
    private let cancellation: Locked<(@Sendable () -> Void)?>
    /// Whether releasing the token cancels it.
    private let cancelsWhenReleased: Bool
    /// Says whether the observation ended on its own, such as when its owner was released.
    private let hasEnded: (@MainActor () -> Bool)?

    /// Creates a token that runs a closure once, when it is cancelled or released.
    ///
    /// - Parameter cancellation: Ends the observation.
    public init(_ cancellation: @escaping @Sendable () -> Void) {
        self.cancellation = Locked(cancellation)
        cancelsWhenReleased = true
        hasEnded = nil
    }

    /// Creates a token for an observation of a store.
    ///
    /// - Parameters:
    ///   - cancelsWhenReleased: Whether releasing the token ends the observation.
    ///   - hasEnded: Says whether the observation ended on its own.
    ///   - cancellation: Ends the observation.
    init(
        cancelsWhenReleased: Bool, hasEnded: @escaping @MainActor () -> Bool,
        cancellation: @escaping @Sendable () -> Void
    ) {
        self.cancellation = Locked(cancellation)
        self.cancelsWhenReleased = cancelsWhenReleased
        self.hasEnded = hasEnded
    }

    deinit {
        if cancelsWhenReleased { cancel() }
    }

    /// Whether the observation has ended: by ``cancel()``, or on its own, as an observation made
    /// with an owner does when the owner is released.
    @MainActor
    public var isCancelled: Bool {
        cancellation.withLock { $0 == nil } || hasEnded?() == true
    }

    /// Ends the observation: the observer is never called again, and calling this again does nothing.
    public func cancel() {
        let cancel = cancellation.withLock { cancellation in
            defer { cancellation = nil }
            return cancellation
        }
        cancel?()
    }
}
