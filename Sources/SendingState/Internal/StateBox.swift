/// A bound model of some type, stored on a sender.
@usableFromInline
class AnyStateBox {
    /// The type of the stored model, compared by identity to reuse the box without a runtime cast.
    @usableFromInline let valueType: Any.Type

    @usableFromInline init(valueType: Any.Type) {
        self.valueType = valueType
    }

    /// The stored model if it is a `T`, or converts to one.
    func value<T>(as type: T.Type) -> T? { nil }

    /// The actions `body` produces from the stored model if it is a `T`, or none.
    ///
    /// A method rather than `value(as:)` followed by `Optional.map`: it returns no `T?`, whose
    /// metadata unspecialized generic callers would look up at every event.
    func actions<T, Action>(from body: (T) -> [Action]) -> [Action] { [] }

}

/// A bound model of a known type, overwritten in place when a model of the same type is bound again.
@usableFromInline
final class StateBox<Value>: AnyStateBox {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @usableFromInline init(_ value: Value) {
        self.value = value
        super.init(valueType: Value.self)
    }

    override func value<T>(as type: T.Type) -> T? {
        if ObjectIdentifier(Value.self) == ObjectIdentifier(T.self) {
            // Same type: reinterpret without a runtime cast.
            return unsafeBitCast(value, to: T.self)
        }
        return value as? T
    }

    override func actions<T, Action>(from body: (T) -> [Action]) -> [Action] {
        if ObjectIdentifier(Value.self) == ObjectIdentifier(T.self) {
            return body(unsafeBitCast(value, to: T.self))
        }
        return convertedActions(from: body)
    }

    /// The actions for a `T` that the model converts to, such as a protocol it conforms to.
    ///
    /// Kept out of ``actions(from:)``, which would otherwise look up `Optional<T>`'s metadata on
    /// entry, at every event, for a cast it rarely makes.
    @inline(never)
    private func convertedActions<T, Action>(from body: (T) -> [Action]) -> [Action] {
        guard let converted = value as? T else { return [] }
        return body(converted)
    }
}

/// Orders every bind and unbind on the main actor, so the newest of several bindings wins.
@MainActor
@usableFromInline
enum BindingClock {
    private static var last: UInt64 = 0

    /// A stamp later than every stamp handed out before.
    @usableFromInline static func tick() -> UInt64 {
        last &+= 1
        return last
    }
}

@MainActor
extension SenderStorage {
    /// Binds a model, reusing the existing box when it holds the same type.
    ///
    /// Inlinable, so that a caller that knows the model's type writes it without generic calls.
    @inlinable
    func setState<Value>(_ value: Value) {
        // Comparing metatypes is a pointer comparison; `state as? StateBox<Value>` would look up
        // the generic class's metadata in the runtime's cache on every call.
        if let box = state, ObjectIdentifier(box.valueType) == ObjectIdentifier(Value.self) {
            unsafeDowncast(box, to: StateBox<Value>.self).value = value
        } else {
            state = StateBox(value)
        }
        stateStamp = BindingClock.tick()
    }

    /// Unbinds the model; state-aware mappings produce nothing until a newer bind.
    @usableFromInline
    func clearState() {
        state = nil
        stateStamp = BindingClock.tick()
    }

    /// The state this sender resolves to: the newest of its own binding and its providers'.
    ///
    /// A provider binds its model once, on itself; its declared senders read it through their
    /// routes here, instead of receiving a copy on every configure. A sender bound directly, after
    /// its provider, keeps its own model until the provider binds again.
    var resolvedState: AnyStateBox? {
        var newest = state
        var newestStamp = stateStamp
        for index in routes.indices {
            let forwarding = routes[index].forwarding
            guard forwarding.isProviderAlive else { continue }
            let provider = forwarding.providerStorage
            if provider.stateStamp > newestStamp {
                newest = provider.state
                newestStamp = provider.stateStamp
            }
        }
        return newest
    }

    /// The resolved model as a `T`, or `nil` when none is bound or it is of another type.
    func state<T>(as type: T.Type) -> T? {
        resolvedState?.value(as: type)
    }
}
