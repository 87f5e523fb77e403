/// A bound model of some type, kept by a sender or a provider record.
@usableFromInline
class AnyStateBox {
    @usableFromInline init() {}

    /// The stored model if it is a `T`, or converts to one.
    @usableFromInline
    func value<T>(as type: T.Type) -> T? { nil }

    /// Lets go of the stored model, so that the box can be kept as a spare without keeping it.
    func empty() {}
}

extension AnyStateBox {
    /// The stored model if it is a `State`, or converts to one.
    ///
    /// Inlinable, so that a model of exactly `State`, the common case, is read after one cast of
    /// the box, without a generic call.
    @inlinable
    func state<State>(as type: State.Type) -> State? {
        if let box = self as? StateBox<State> {
            return box.value
        }
        return value(as: type)
    }
}
