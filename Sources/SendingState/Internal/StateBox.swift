/// A bound model of a known type.
///
/// A box emptied by ``empty()`` is kept by its storage as a spare, to hold the next model of the
/// same type without allocating: a list row unbound and bound again reuses its box.
@usableFromInline
final class StateBox<Value>: AnyStateBox {
    /// The model, or `nil` once the box is emptied.
    @usableFromInline var value: Value?

    @usableFromInline init(_ value: Value) {
        self.value = value
        super.init()
    }

    override func value<T>(as type: T.Type) -> T? {
        guard let value else { return nil }
        return value as? T
    }

    override func empty() {
        value = nil
    }
}
