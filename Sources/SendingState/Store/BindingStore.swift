/// Holds a view's state, renders it, and hears the view's own changes back.
///
/// A store makes state two-way without streams. Apply it to a view and the view renders its state;
/// when the view changes its own state with `view.ss.invalidateState { old in new }`, for example a
/// stepper's plus button, the new state is written back to the store, which notifies its
/// observers. Observers see the new value, called after it is stored.
///
/// ```swift
/// let store = BindingStore<Int, StepperCell>(1)
/// let token = store.observe { quantity in cart.setQuantity(quantity) }
/// store.apply(to: stepperCell)
/// ```
///
/// - A store holds its view weakly, and the view holds its store weakly: neither keeps the other
///   alive. Applying another store to the same view detaches the first: only the last store applied
///   hears write-backs and renders on the view.
/// - For `Equatable` state, setting an equal value neither re-renders nor notifies, unless the caller
///   passes `force: true`, for a one-shot event that must fire even when equal.
/// - A write-back is delivered once: it notifies the store's observers but is not rendered again.
@MainActor
public final class BindingStore<State, Binder: Configurable>: Presentable where Binder.Input == State {
    /// The current state.
    public private(set) var state: State

    /// The view the store was last applied to, if it still exists and is still attached.
    public private(set) weak var binder: Binder?

    private var observations: [Observation] = []

    /// Changes stored but not yet delivered to every observer, oldest first.
    private var pendingChanges: [Change] = []

    /// Whether observers are being notified; a write made meanwhile is queued behind the change
    /// being delivered, so every observer sees every change in the order it happened.
    private var isNotifying = false

    /// How many writes made by observers lead to the change being delivered.
    private var deliveringDepth = 0

    /// Creates a store with an initial state.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - binderType: The view type the state is rendered on; inferred when omitted.
    public init(_ state: State, binderType: Binder.Type = Binder.self) {
        self.state = state
    }

    /// The view type the state is rendered on.
    public var binderType: Binder.Type {
        Binder.self
    }

    /// Renders the state on a view and attaches the store to it, detaching any store applied before.
    ///
    /// - Parameter binder: The view to render on.
    public func apply(to binder: Binder) {
        self.binder = binder
        binder.stateStorage?.writeBackReceiver = self
        binder.ss.configure(state)
    }

    /// Sets the state, renders it on the attached view and notifies the observers.
    ///
    /// For `Equatable` state, an equal value does nothing unless `force` is `true`.
    ///
    /// - Parameters:
    ///   - newState: The new state.
    ///   - force: Whether to render and notify even when the state is equal to the current one.
    public func update(_ newState: State, force: Bool = false) {
        guard force || !areEqual(state, newState) else { return }
        store(newState, render: true)
    }

    /// Changes the state in place, then behaves like ``update(_:force:)``.
    ///
    /// - Parameters:
    ///   - force: Whether to render and notify even when the state didn't change.
    ///   - change: Mutates a copy of the state.
    public func update(force: Bool = false, _ change: (inout State) -> Void) {
        var newState = state
        change(&newState)
        update(newState, force: force)
    }

    /// The size the binder would need to render the current state, without creating a view.
    ///
    /// - Parameter size: The space available.
    /// - Returns: ``Configurable/size(with:constrainedTo:)`` of the binder type for the state.
    public func size(constrainedTo size: Size) -> Size? {
        Binder.size(with: state, constrainedTo: size)
    }

    // MARK: - Observing

    /// Calls a closure with the new state after every change, until the token is cancelled or
    /// released.
    ///
    /// Keep the token: releasing it ends the observation. To observe for as long as an object
    /// lives without capturing it, use ``observe(_:_:)``.
    ///
    /// - Parameter observer: Called with the new state, after it is stored.
    /// - Returns: The token that keeps the observation alive.
    public func observe(_ observer: @escaping (_ state: State) -> Void) -> StateObservationToken {
        let entry = TypedObservationEntry<State>(owner: nil) { _, _, new in observer(new) }
        observations.append(Observation(weak: entry))
        return StateObservationToken(owning: entry)
    }

    /// Calls a closure with the old and the new state after every change, until the token is
    /// cancelled or released.
    ///
    /// - Parameter observer: Called with the previous and the new state, after the new one is stored.
    /// - Returns: The token that keeps the observation alive.
    public func observeChanges(_ observer: @escaping (_ old: State, _ new: State) -> Void)
        -> StateObservationToken
    {
        let entry = TypedObservationEntry<State>(owner: nil) { _, old, new in observer(old, new) }
        observations.append(Observation(weak: entry))
        return StateObservationToken(owning: entry)
    }

    /// Calls a closure with an owner and the new state after every change, for as long as the owner
    /// lives.
    ///
    /// The store holds the owner weakly and passes it to the closure, so the closure needs no
    /// capture of it and nothing leaks. The observation ends when the owner is released or the token
    /// is cancelled; keeping the token is optional.
    ///
    /// ```swift
    /// store.observe(self) { screen, quantity in screen.render(quantity) }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object the observation lives with.
    ///   - observer: Called with the owner and the new state, after it is stored.
    /// - Returns: A token that can end the observation early.
    @discardableResult
    public func observe<Owner: AnyObject>(
        _ owner: Owner,
        _ observer: @escaping (_ owner: Owner, _ state: State) -> Void
    ) -> StateObservationToken {
        let entry = TypedObservationEntry<State>(owner: owner) { owner, _, new in
            if let owner = owner as? Owner { observer(owner, new) }
        }
        observations.append(Observation(strong: entry))
        return StateObservationToken(observing: entry)
    }

    /// The number of live observations.
    public var observerCount: Int {
        observations.lazy.filter { $0.entry?.isActive == true }.count
    }

    /// Stores a new state, renders it on the attached view when asked, and notifies the observers.
    ///
    /// A write made by an observer while it is notified is stored at once and delivered after the
    /// change being delivered has reached every observer. Past
    /// ``SendingStateDiagnostics/maximumDispatchDepth`` writes made that way, one leading to the
    /// next, the innermost is dropped and reported, so an observer loop can't run forever.
    private func store(_ newState: State, render: Bool) {
        let depth = isNotifying ? deliveringDepth + 1 : 0
        guard depth <= SendingStateDiagnostics.maximumDispatchDepth else {
            SendingStateDiagnostics.report(.storeUpdateTooDeep(store: "\(Self.self)", depth: depth))
            return
        }
        let oldState = state
        state = newState
        if render, let binder, isAttached(to: binder) {
            binder.ss.configure(newState)
        }
        pendingChanges.append(Change(old: oldState, new: newState, depth: depth))
        deliverPendingChanges()
    }

    /// Delivers the queued changes, oldest first, unless an outer call is already delivering them.
    private func deliverPendingChanges() {
        guard !isNotifying else { return }
        isNotifying = true
        defer { isNotifying = false }
        while !pendingChanges.isEmpty {
            let change = pendingChanges.removeFirst()
            deliveringDepth = change.depth
            observations.removeAll { $0.entry?.isActive != true }
            // A snapshot: observers added meanwhile hear the next change; one cancelled meanwhile
            // is skipped.
            for observation in observations {
                guard let entry = observation.entry, entry.isActive else { continue }
                entry.notify(entry.owner, change.old, change.new)
            }
        }
    }

    private func isAttached(to binder: Binder) -> Bool {
        guard let storage = binder.stateStorage else { return true }
        return storage.writeBackReceiver === self
    }

    /// A change stored and waiting to reach the observers.
    private struct Change {
        let old: State
        let new: State
        /// How many writes made by observers led to it.
        let depth: Int
    }

    /// An observation the store holds strongly (owned observers) or weakly (token-held observers).
    private struct Observation {
        private let strongEntry: TypedObservationEntry<State>?
        private weak var weakEntry: TypedObservationEntry<State>?

        init(strong entry: TypedObservationEntry<State>) {
            strongEntry = entry
        }

        init(weak entry: TypedObservationEntry<State>) {
            strongEntry = nil
            weakEntry = entry
        }

        var entry: TypedObservationEntry<State>? {
            strongEntry ?? weakEntry
        }
    }
}

extension BindingStore: WriteBackReceiver {
    func receiveWriteBack<Value>(_ value: Value) {
        guard let newState = value as? State else { return }
        store(newState, render: false)
    }
}
