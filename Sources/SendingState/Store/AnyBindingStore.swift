#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A type-erased ``BindingStore``, so a heterogeneous collection of stores can drive a list.
///
/// A class, as in SendingState 1.0.0, so it can be held weakly; two erasures are equal only when
/// they are the same instance. It forwards the identifier, the state, `apply`, `observe` and `size`.
/// Applying it to a view of another type than its binder, or setting a state of another type than
/// the store's, changes nothing: the mismatch is reported to ``SendingStateDiagnostics``.
///
/// ```swift
/// let rows: [AnyBindingStore] = [headerStore.eraseToAnyBindingStore(), AnyBindingStore(stepperStore)]
/// rows[1].apply(to: cell)
/// rows[1].state = 3
/// ```
@MainActor
public final class AnyBindingStore {
    /// The wrapped store.
    public let base: AnyObject

    /// The wrapped store's identifier.
    public let identifier: String?

    /// The view type the wrapped store renders on.
    public let binderType: any Configurable.Type

    private let readState: () -> Any
    private let writeState: (Any) -> SendingStateDiagnostic?
    private let applyTo: (AnyObject) -> BindingMismatch?
    private let addObserver: (@escaping @MainActor (Any) -> Void) -> StateObservationToken
    private let measure: (Size?) -> Size?
    private let encode: (_ prettyPrinted: Bool) throws -> Data
    private let decodeState: (_ data: Data, _ decoder: JSONDecoder) throws -> Void

    /// Wraps a store.
    ///
    /// - Parameter store: The store to wrap.
    public init<State, Binder>(_ store: BindingStore<State, Binder>) {
        base = store
        identifier = store.identifier
        binderType = Binder.self
        readState = { store.state }
        writeState = { value in
            guard let state = value as? State else {
                return .stateTypeMismatch(
                    store: "BindingStore<\(State.self), \(Binder.self)>", expected: "\(State.self)",
                    actual: "\(type(of: value))")
            }
            store.state = state
            return nil
        }
        applyTo = { binder in
            applyChecked(
                "AnyBindingStore(BindingStore<\(State.self), \(Binder.self)>)", to: binder, as: Binder.self
            ) { store.apply(to: $0) }
        }
        addObserver = { observer in store.observe { observer($0) } }
        measure = { store.size(constrainedTo: $0) }
        encode = { prettyPrinted in try store.encodedJSON(prettyPrinted: prettyPrinted) }
        decodeState = { data, decoder in try store.decodeAndSetState(from: data, using: decoder) }
    }

    /// The wrapped store's state; setting a value of the store's state type sets the store's, and a
    /// value of any other type changes nothing and is reported, naming both types.
    public var state: Any {
        get { readState() }
        set {
            if let mismatch = writeState(newValue) {
                SendingStateDiagnostics.report(mismatch)
            }
        }
    }

    /// Applies the wrapped store to a view, if the view is of its binder type.
    ///
    /// - Parameter binder: The view to render on.
    /// - Returns: `nil` when applied, or the mismatch when nothing was applied.
    @discardableResult
    public func apply(to binder: AnyObject) -> BindingMismatch? {
        applyTo(binder)
    }

    /// Calls a closure at once with the wrapped store's state, then with the new state after every
    /// change, as ``BindingStore/observe(_:)`` does.
    ///
    /// - Parameter observer: Called on the main actor with the state.
    /// - Returns: The token that keeps the observation alive.
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (_ state: Any) -> Void) -> StateObservationToken {
        addObserver(observer)
    }

    /// The size the binder would need to render the wrapped store's state.
    ///
    /// - Parameter size: The space available, or `nil` for no constraint.
    /// - Returns: The binder type's size for the state, or `nil` when it has no opinion.
    public func size(constrainedTo size: Size?) -> Size? {
        measure(size)
    }

    /// The wrapped store's state as JSON data, as ``BindingStore/toJSONData(prettyPrinted:)`` makes it.
    ///
    /// - Parameter prettyPrinted: Whether to indent the JSON.
    /// - Returns: The JSON.
    /// - Throws: ``BindingStoreError/stateNotEncodable(stateType:)`` when the state isn't `Encodable`.
    public func toJSONData(prettyPrinted: Bool = false) throws -> Data {
        try encode(prettyPrinted)
    }

    /// The wrapped store's state as JSON text.
    ///
    /// - Parameter prettyPrinted: Whether to indent the JSON.
    /// - Returns: The JSON.
    /// - Throws: ``BindingStoreError/stateNotEncodable(stateType:)`` when the state isn't `Encodable`.
    public func toJSONString(prettyPrinted: Bool = false) throws -> String {
        String(decoding: try toJSONData(prettyPrinted: prettyPrinted), as: UTF8.self)
    }

    /// Sets the wrapped store's state from JSON data, as ``BindingStore/updateState(fromJSONData:using:)`` does.
    ///
    /// - Parameters:
    ///   - data: A payload made by `toJSONData`, or the bare state.
    ///   - decoder: The decoder to use.
    /// - Throws: ``BindingStoreError`` when the state isn't `Decodable`, the payload is of another
    ///   binder type, or the JSON doesn't decode.
    public func updateState(fromJSONData data: Data, using decoder: JSONDecoder = JSONDecoder()) throws {
        try decodeState(data, decoder)
    }

    /// Sets the wrapped store's state from JSON text.
    ///
    /// - Parameters:
    ///   - jsonString: A payload made by `toJSONString`, or the bare state.
    ///   - decoder: The decoder to use.
    /// - Throws: ``BindingStoreError`` when the state isn't `Decodable`, the payload is of another
    ///   binder type, or the JSON doesn't decode.
    public func updateState(fromJSONString jsonString: String, using decoder: JSONDecoder = JSONDecoder())
        throws
    {
        try decodeState(Data(jsonString.utf8), decoder)
    }
}

extension AnyBindingStore: Hashable {
    /// Whether two references are to the same erasure.
    ///
    /// - Parameters:
    ///   - lhs: An erased store.
    ///   - rhs: Another erased store.
    /// - Returns: `true` when both are the same instance.
    nonisolated public static func == (lhs: AnyBindingStore, rhs: AnyBindingStore) -> Bool {
        lhs === rhs
    }

    /// Hashes the erasure's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
