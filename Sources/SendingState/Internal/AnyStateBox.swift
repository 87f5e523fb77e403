/// A bound model of some type, kept by a sender or a provider record.
@usableFromInline
class AnyStateBox {
    @usableFromInline init() {}

    /// The stored model if it is a `T`, or converts to one.
    func value<T>(as type: T.Type) -> T? { nil }

    /// The actions `body` produces from the stored model if it is a `State`, or converts to one;
    /// none otherwise.
    @usableFromInline
    func convertedActions<State, Action>(from body: (State) -> [Action]) -> [Action] { [] }
}

extension AnyStateBox {
    /// The actions `body` produces from the stored model if it is a `State`, or converts to one;
    /// none otherwise.
    ///
    /// Inlinable, so that a model of exactly `State`, the common case, is read without a generic call.
    @inlinable
    func actions<State, Action>(as type: State.Type, from body: (State) -> [Action]) -> [Action] {
        if let box = self as? StateBox<State> {
            return body(box.value)
        }
        return convertedActions(from: body)
    }
}
