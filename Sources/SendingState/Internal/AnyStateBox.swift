/// A bound model of some type, kept by a sender or a provider record.
@usableFromInline
class AnyStateBox {
    @usableFromInline init() {}

    /// The stored model if it is a `T`, or converts to one.
    func value<T>(as type: T.Type) -> T? { nil }

    /// The actions `body` produces from the stored model if it is a `State`, or converts to one;
    /// none otherwise.
    func actions<State, Action>(from body: (State) -> [Action]) -> [Action] { [] }
}

extension AnyStateBox? {
    /// Stores a model, overwriting the box in place when it already holds the same type, so that
    /// binding the next row of a list allocates nothing.
    @inlinable
    mutating func store<Value>(_ value: Value) {
        if let box = self as? StateBox<Value> {
            box.value = value
        } else {
            self = StateBox(value)
        }
    }
}
