/// A bound model of a known type.
@usableFromInline
final class StateBox<Value>: AnyStateBox {
    @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) {
        self.value = value
        super.init()
    }

    override func value<T>(as type: T.Type) -> T? {
        value as? T
    }
}
