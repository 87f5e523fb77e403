/// A bound model of some type, stored on a sender.
class AnyStateBox {
    /// The stored model if it is a `T`, or converts to one.
    func value<T>(as type: T.Type) -> T? { nil }

    /// Binds the same model on another sender.
    @MainActor func bind(on storage: SenderStorage) {}
}

/// A bound model of a known type, overwritten in place when a model of the same type is bound again.
final class StateBox<Value>: AnyStateBox {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func value<T>(as type: T.Type) -> T? {
        if Value.self == T.self {
            // Same type: reinterpret without a runtime cast.
            return unsafeBitCast(value, to: T.self)
        }
        return value as? T
    }

    @MainActor override func bind(on storage: SenderStorage) {
        storage.setState(value)
    }
}

@MainActor
extension SenderStorage {
    /// Binds a model, reusing the existing box when it holds the same type.
    func setState<Value>(_ value: Value) {
        if let box = state as? StateBox<Value> {
            box.value = value
        } else {
            state = StateBox(value)
        }
    }

    /// The bound model as a `T`, or `nil` when none is bound or it is of another type.
    func state<T>(as type: T.Type) -> T? {
        state?.value(as: type)
    }
}
