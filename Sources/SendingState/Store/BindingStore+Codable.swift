#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension BindingStore {
    /// The store's state as JSON, with the binder type's name, to save a screen or build a fixture.
    ///
    /// The JSON is an object with two keys: `binder`, the binder type's name, and `state`, the
    /// encoded state, with sorted keys so equal states export equal text.
    ///
    /// ```swift
    /// let json = try store.exportJSON()  // {"binder":"StepperCell","state":3}
    /// ```
    ///
    /// - Returns: The JSON text.
    /// - Throws: ``BindingStoreError/stateNotEncodable(stateType:)`` when the state isn't `Encodable`.
    public func exportJSON() throws(BindingStoreError) -> String {
        guard let encodable = state as? any Encodable else {
            throw .stateNotEncodable(stateType: "\(State.self)")
        }
        func encode<Value: Encodable>(_ value: Value) throws(BindingStoreError) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            do {
                let data = try encoder.encode(StoredState(binder: "\(Binder.self)", state: value))
                return String(decoding: data, as: UTF8.self)
            } catch {
                throw .invalidJSON("\(error)")
            }
        }
        return try encode(encodable)
    }

    /// Replaces the state with one exported by ``exportJSON()``, then renders and notifies as
    /// ``update(_:force:)`` does.
    ///
    /// - Parameters:
    ///   - json: JSON exported from a store of the same binder type.
    ///   - force: Whether to render and notify even when the restored state equals the current one.
    /// - Throws: ``BindingStoreError`` when the state isn't `Decodable`, the JSON is invalid, or it
    ///   was exported for another binder type. The state is unchanged then.
    public func restore(fromJSON json: String, force: Bool = false) throws(BindingStoreError) {
        guard let decodableType = State.self as? any Decodable.Type else {
            throw .stateNotDecodable(stateType: "\(State.self)")
        }
        func decode<Value: Decodable>(_ type: Value.Type) throws(BindingStoreError) -> StoredState<Any> {
            do {
                let stored = try JSONDecoder().decode(StoredState<Value>.self, from: Data(json.utf8))
                return StoredState(binder: stored.binder, state: stored.state)
            } catch {
                throw .invalidJSON("\(error)")
            }
        }
        let stored = try decode(decodableType)
        guard stored.binder == "\(Binder.self)" else {
            throw .binderMismatch(expected: "\(Binder.self)", found: stored.binder)
        }
        guard let restored = stored.state as? State else {
            throw .invalidJSON("the state is not a \(State.self)")
        }
        update(restored, force: force)
    }
}

/// The JSON form of a store's state.
private struct StoredState<Value> {
    var binder: String
    var state: Value
}

extension StoredState: Encodable where Value: Encodable {}
extension StoredState: Decodable where Value: Decodable {}
