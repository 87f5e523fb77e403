/// A type-erased ``BindingStore``, so a heterogeneous collection of stores can drive a list.
///
/// It forwards the state, `apply`, `observe` and `size`. Applying it to a view of another type
/// than its binder changes nothing: the mismatch is returned and reported to
/// ``SendingStateDiagnostics``, as with ``AnyBoundable``.
///
/// ```swift
/// let rows: [AnyBindingStore] = [AnyBindingStore(headerStore), AnyBindingStore(stepperStore)]
/// rows[1].apply(to: cell)
/// ```
@MainActor
public struct AnyBindingStore {
    /// The wrapped store.
    public let base: AnyObject

    /// The view type the wrapped store renders on.
    public let binderType: any Configurable.Type

    private let readState: () -> Any
    private let applyTo: (AnyObject) -> BindingMismatch?
    private let addObserver: (@escaping (Any) -> Void) -> StateObservationToken
    private let measure: (Size) -> Size?

    /// Wraps a store.
    ///
    /// - Parameter store: The store to wrap.
    public init<State, Binder>(_ store: BindingStore<State, Binder>) {
        base = store
        binderType = Binder.self
        readState = { store.state }
        applyTo = { binder in
            applyChecked(
                "AnyBindingStore(BindingStore<\(State.self), \(Binder.self)>)", to: binder, as: Binder.self
            ) { store.apply(to: $0) }
        }
        addObserver = { observer in store.observe { observer($0) } }
        measure = { store.size(constrainedTo: $0) }
    }

    /// The wrapped store's current state.
    public var state: Any {
        readState()
    }

    /// Applies the wrapped store to a view, if the view is of its binder type.
    ///
    /// - Parameter binder: The view to render on.
    /// - Returns: `nil` when applied, or the mismatch when nothing was applied.
    @discardableResult
    public func apply(to binder: AnyObject) -> BindingMismatch? {
        applyTo(binder)
    }

    /// Calls a closure with the new state after every change of the wrapped store.
    ///
    /// - Parameter observer: Called with the new state, after it is stored.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping (_ state: Any) -> Void) -> StateObservationToken {
        addObserver(observer)
    }

    /// The size the binder would need to render the wrapped store's state.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The binder type's size for the state, or `nil` when it has no opinion.
    public func size(constrainedTo size: Size) -> Size? {
        measure(size)
    }
}
