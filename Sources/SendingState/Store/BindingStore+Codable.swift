#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

// The JSON form of a store, as SendingState 1.0.0 writes it: `{"binderType": "…", "state": …}`.

extension BindingStore where State: Encodable {
    /// The store's state as JSON data, with the binder type's name, as SendingState 1.0.0 writes it.
    ///
    /// The payload is an object with two keys: `state`, the encoded state, and `binderType`, the
    /// binder type's name. Keys are sorted, so equal states give equal data.
    ///
    /// ```swift
    /// let data = try store.toJSONData()  // {"binderType":"StepperCell","state":3}
    /// ```
    ///
    /// - Parameter prettyPrinted: Whether to indent the JSON.
    /// - Returns: The JSON.
    /// - Throws: What `JSONEncoder` throws for the state.
    public func toJSONData(prettyPrinted: Bool = false) throws -> Data {
        try encodedJSON(prettyPrinted: prettyPrinted)
    }

    /// The store's state as JSON text, as ``toJSONData(prettyPrinted:)`` makes it.
    ///
    /// - Parameter prettyPrinted: Whether to indent the JSON.
    /// - Returns: The JSON.
    /// - Throws: What `JSONEncoder` throws for the state.
    public func toJSONString(prettyPrinted: Bool = false) throws -> String {
        String(decoding: try toJSONData(prettyPrinted: prettyPrinted), as: UTF8.self)
    }
}

extension BindingStore where State: Decodable {
    /// Makes a store from JSON data, as SendingState 1.0.0 does.
    ///
    /// Accepts the payload ``toJSONData(prettyPrinted:)`` makes, whose binder type must be this
    /// store's, and, as 1.0.0 did, the bare state.
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - decoder: The decoder to use.
    /// - Returns: A store holding the decoded state, with no identifier.
    /// - Throws: ``BindingStoreError/binderMismatch(expected:found:)`` for a payload of another
    ///   binder type, or ``BindingStoreError/invalidJSON(_:)`` when the JSON doesn't decode.
    public static func decode(from data: Data, using decoder: JSONDecoder = JSONDecoder()) throws
        -> BindingStore
    {
        BindingStore(state: try decodedState(from: data, using: decoder))
    }

    /// Makes a store from JSON text, as ``decode(from:using:)-(Data,_)`` does from data.
    ///
    /// - Parameters:
    ///   - jsonString: The JSON.
    ///   - decoder: The decoder to use.
    /// - Returns: A store holding the decoded state, with no identifier.
    /// - Throws: ``BindingStoreError`` as ``decode(from:using:)-(Data,_)`` does.
    public static func decode(from jsonString: String, using decoder: JSONDecoder = JSONDecoder()) throws
        -> BindingStore
    {
        try decode(from: Data(jsonString.utf8), using: decoder)
    }

    /// Replaces the state with one decoded from JSON data, and notifies the observers, as setting
    /// ``state`` does.
    ///
    /// - Parameters:
    ///   - data: A payload made by ``toJSONData(prettyPrinted:)``, or the bare state.
    ///   - decoder: The decoder to use.
    /// - Throws: ``BindingStoreError`` as ``decode(from:using:)-(Data,_)`` does; the state is
    ///   unchanged then.
    public func updateState(fromJSONData data: Data, using decoder: JSONDecoder = JSONDecoder()) throws {
        state = try Self.decodedState(from: data, using: decoder)
    }

    /// Replaces the state with one decoded from JSON text.
    ///
    /// - Parameters:
    ///   - jsonString: A payload made by ``toJSONString(prettyPrinted:)``, or the bare state.
    ///   - decoder: The decoder to use.
    /// - Throws: ``BindingStoreError`` as ``decode(from:using:)-(Data,_)`` does; the state is
    ///   unchanged then.
    public func updateState(fromJSONString jsonString: String, using decoder: JSONDecoder = JSONDecoder())
        throws
    {
        try updateState(fromJSONData: Data(jsonString.utf8), using: decoder)
    }
}

extension BindingStore {
    /// The JSON payload of the state, checked at run time, for ``AnyBindingStore``.
    func encodedJSON(prettyPrinted: Bool) throws -> Data {
        guard let encodable = state as? any Encodable else {
            throw BindingStoreError.stateNotEncodable(stateType: "\(State.self)")
        }
        func encode<Value: Encodable>(_ value: Value) throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
            return try encoder.encode(Payload(binderType: "\(Binder.self)", state: value))
        }
        return try encode(encodable)
    }

    /// Decodes a state from JSON and sets it, checked at run time, for ``AnyBindingStore``.
    func decodeAndSetState(from data: Data, using decoder: JSONDecoder) throws {
        guard let decodableType = State.self as? any Decodable.Type else {
            throw BindingStoreError.stateNotDecodable(stateType: "\(State.self)")
        }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> State {
            guard let state = try Self.decodedValue(Value.self, from: data, using: decoder) as? State else {
                throw BindingStoreError.invalidJSON("the state is not a \(State.self)")
            }
            return state
        }
        state = try decode(decodableType)
    }

    /// Decodes the payload, or the bare value, checking the payload's binder type.
    fileprivate static func decodedValue<Value: Decodable>(
        _ type: Value.Type, from data: Data, using decoder: JSONDecoder
    ) throws -> Value {
        if let payload = try? decoder.decode(Payload<Value>.self, from: data) {
            guard payload.binderType == "\(Binder.self)" else {
                throw BindingStoreError.binderMismatch(expected: "\(Binder.self)", found: payload.binderType)
            }
            return payload.state
        }
        do {
            return try decoder.decode(Value.self, from: data)
        } catch {
            throw BindingStoreError.invalidJSON("\(error)")
        }
    }
}

extension BindingStore where State: Decodable {
    fileprivate static func decodedState(from data: Data, using decoder: JSONDecoder) throws -> State {
        try decodedValue(State.self, from: data, using: decoder)
    }
}

/// The JSON form of a store's state.
private struct Payload<Value> {
    var binderType: String
    var state: Value
}

extension Payload: Encodable where Value: Encodable {}
extension Payload: Decodable where Value: Decodable {}
