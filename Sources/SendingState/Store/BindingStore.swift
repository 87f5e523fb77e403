/// Holds a view's state, renders it, and hears the view's own changes back.
///
/// A store makes state two-way without streams. Apply it to a view and the view renders its state;
/// when the view changes its own state with `view.ss.invalidateState { old in new }`, for example a
/// stepper's plus button, the new state is written back to the store, which notifies its
/// observers.
///
/// ```swift
/// let store = BindingStore<Int, StepperCell>(state: 1, identifier: "bags")
/// store.observe { quantity in cart.setQuantity(quantity) }  // called at once with 1, then on each change
/// store.apply(to: stepperCell)
/// ```
///
/// ## Threads
///
/// A store is `Sendable`, as SendingState 1.0.0's is: its state is kept behind a lock, so any thread
/// can read and set ``state``. Views and observers belong to the main actor: ``apply(to:)``,
/// ``update(_:force:)`` and the `observe` methods run there, and observers are always called there.
///
/// - On the main actor, ``update(_:force:)`` stores the state, renders it on the view the store was
///   applied to, and calls every observer before it returns.
/// - From any thread, setting ``state`` stores it at once; as in 1.0.0 it doesn't render, and every
///   observer is called with it on the main actor, in the order the writes happened.
///
/// ## Ownership and order
///
/// - A store holds its view weakly, and the view holds its store weakly: neither keeps the other
///   alive. Applying another store to the same view detaches the first: only the last store applied
///   hears write-backs and renders on the view.
/// - For `Equatable` state, ``update(_:force:)`` with an equal value neither re-renders nor
///   notifies, unless the caller passes `force: true`, for a one-shot event that must fire even
///   when equal. Setting ``state`` always notifies, as in 1.0.0.
/// - A write-back is delivered once: it notifies the store's observers but is not rendered again.
/// - Every observer sees every change, in the order it happened, even when an observer writes to
///   the store while it is notified. Past ``SendingStateDiagnostics/maximumDispatchDepth`` such
///   writes, one leading to the next, the innermost is dropped and reported, so an observer loop
///   ends.
public final class BindingStore<State: Sendable, Binder: Configurable>: Presentable, Sendable
where Binder.Input == State {
    /// A name for the store, such as a row's identifier, as SendingState 1.0.0 has it.
    public let identifier: String?

    /// The state, and the changes not yet delivered to the observers, behind a lock.
    private let shared: Locked<Shared>

    /// The view the store was last applied to, if it still exists and is still attached.
    @MainActor public var binder: Binder? {
        guard let binder = lastBinder, isAttached(to: binder) else { return nil }
        return binder
    }

    /// The view the store was last applied to, if it still exists, whether or not another store was
    /// applied to it since.
    @MainActor private weak var lastBinder: Binder?

    /// The observations, in the order they were made.
    @MainActor private var observations: [ObservationEntry<State>] = []

    /// Whether observers are being notified on the main actor right now.
    @MainActor private var isDelivering = false

    /// Creates a store with an initial state, as SendingState 1.0.0 does.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - identifier: A name for the store, such as a row's identifier.
    public init(state: State, identifier: String? = nil) {
        self.identifier = identifier
        shared = Locked(Shared(state: state))
    }

    /// Creates a store with an initial state.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - binderType: The view type the state is rendered on; inferred when omitted.
    public convenience init(_ state: State, binderType: Binder.Type = Binder.self) {
        self.init(state: state)
    }

    /// The current state; setting it, from any thread, stores it and notifies every observer on the
    /// main actor, without rendering.
    ///
    /// Observers are called on the main actor after the write, in the order writes happened; to
    /// render and notify at once on the main actor, call ``update(_:force:)`` instead.
    public var state: State {
        get { shared.withLock { $0.state } }
        set {
            switch store(newValue) {
            case .stored(let isFirstPending):
                // Within this store's own delivery, the running delivery picks the change up.
                if isFirstPending, StoreDelivery.current?.store != ObjectIdentifier(self) {
                    Task { @MainActor [weak self] in self?.deliverPendingChanges() }
                }
            case .dropped(let depth):
                Task { @MainActor in
                    SendingStateDiagnostics.report(.storeUpdateTooDeep(store: "\(Self.self)", depth: depth))
                }
            }
        }
    }

    /// Renders the state on a view and attaches the store to it, detaching any store applied before.
    ///
    /// - Parameter binder: The view to render on.
    @MainActor
    public func apply(to binder: Binder) {
        lastBinder = binder
        binder.stateStorage?.writeBackReceiver = self
        binder.ss.configure(state)
    }

    /// Sets the state, renders it on the attached view and notifies the observers, before returning.
    ///
    /// For `Equatable` state, an equal value does nothing unless `force` is `true`.
    ///
    /// - Parameters:
    ///   - newState: The new state.
    ///   - force: Whether to render and notify even when the state is equal to the current one.
    @MainActor
    public func update(_ newState: State, force: Bool = false) {
        guard force || !areEqual(state, newState) else { return }
        storeAndDeliver(newState, render: true)
    }

    /// Changes the state in place, then behaves like ``update(_:force:)``.
    ///
    /// - Parameters:
    ///   - force: Whether to render and notify even when the state didn't change.
    ///   - change: Mutates a copy of the state.
    @MainActor
    public func update(force: Bool = false, _ change: (inout State) -> Void) {
        var newState = state
        change(&newState)
        update(newState, force: force)
    }

    /// The size the binder would need to render the current state, without creating a view.
    ///
    /// - Parameter size: The space available, or `nil` for no constraint.
    /// - Returns: ``Configurable/size(with:constrainedTo:)`` of the binder type for the state.
    public func size(constrainedTo size: Size?) -> Size? {
        Binder.size(with: state, constrainedTo: size)
    }

    // MARK: - Observing

    /// Calls a closure at once with the current state, then with the new state after every change,
    /// until the token is cancelled or released, as SendingState 1.0.0 does.
    ///
    /// Keep the token: releasing it ends the observation, so a discarded token ends it at once,
    /// after the first call. To observe for as long as an object lives without capturing it, use
    /// ``observe(_:_:)``; for changes only, with the old state too, ``observeChanges(_:)``.
    ///
    /// - Parameter observer: Called on the main actor with the state.
    /// - Returns: The token that keeps the observation alive.
    @MainActor
    @discardableResult
    public func observe(_ observer: @escaping @MainActor (_ state: State) -> Void) -> StateObservationToken {
        let token = addObservation(owner: nil, endsWithToken: true) { _, _, new in observer(new) }
        observer(state)
        return token
    }

    /// Calls a closure with the old and the new state after every change, until the token is
    /// cancelled or released.
    ///
    /// - Parameter observer: Called on the main actor with the previous and the new state.
    /// - Returns: The token that keeps the observation alive.
    @MainActor
    public func observeChanges(_ observer: @escaping @MainActor (_ old: State, _ new: State) -> Void)
        -> StateObservationToken
    {
        addObservation(owner: nil, endsWithToken: true) { _, old, new in observer(old, new) }
    }

    /// Calls a closure with an owner and the new state after every change, for as long as the owner
    /// lives.
    ///
    /// The store holds the owner weakly and passes it to the closure, so the closure needs no
    /// capture of it and nothing leaks. The observation ends when the owner is released or the
    /// token is cancelled; keeping the token is optional. Unlike ``observe(_:)``, it isn't called
    /// with the current state.
    ///
    /// ```swift
    /// store.observe(self) { screen, quantity in screen.render(quantity) }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: The object the observation lives with.
    ///   - observer: Called on the main actor with the owner and the new state.
    /// - Returns: A token that can end the observation early.
    @MainActor
    @discardableResult
    public func observe<Owner: AnyObject>(
        _ owner: Owner,
        _ observer: @escaping @MainActor (_ owner: Owner, _ state: State) -> Void
    ) -> StateObservationToken {
        addObservation(owner: owner, endsWithToken: false) { owner, _, new in
            if let owner = owner as? Owner { observer(owner, new) }
        }
    }

    /// The number of observations still running.
    @MainActor
    public var observerCount: Int {
        observations.count { $0.isActive }
    }

    @MainActor
    private func addObservation(
        owner: AnyObject?, endsWithToken: Bool,
        _ notify: @escaping @MainActor (_ owner: AnyObject?, _ old: State, _ new: State) -> Void
    ) -> StateObservationToken {
        let entry = ObservationEntry<State>(owner: owner, notify: notify)
        observations.append(entry)
        return StateObservationToken(
            cancelsWhenReleased: endsWithToken,
            hasEnded: { [weak entry] in !(entry?.isActive ?? false) },
            cancellation: { [weak entry] in entry?.cancel() })
    }

    // MARK: - Writing and delivering

    /// Stores a new state and queues its change for the observers.
    ///
    /// A write made while this task delivers the store's changes, by an observer, is nested one
    /// level deeper than the change being delivered; past the limit it is dropped, not stored.
    private func store(_ newState: State) -> WriteOutcome {
        let delivery = StoreDelivery.current
        let depth = delivery?.store == ObjectIdentifier(self) ? (delivery?.depth ?? 0) + 1 : 0
        guard depth <= SendingStateDiagnostics.maximumDispatchDepth else { return .dropped(depth: depth) }
        return shared.withLock { shared in
            shared.pending.append(Change(old: shared.state, new: newState, depth: depth))
            shared.state = newState
            return .stored(isFirstPending: shared.pending.count == 1)
        }
    }

    /// Stores a new state on the main actor, renders it when asked, and delivers it before returning;
    /// a write past the depth limit is dropped and reported instead, to stop an observer loop.
    @MainActor
    private func storeAndDeliver(_ newState: State, render: Bool) {
        if case .dropped(let depth) = store(newState) {
            SendingStateDiagnostics.report(.storeUpdateTooDeep(store: "\(Self.self)", depth: depth))
            return
        }
        if render, let binder, isAttached(to: binder) {
            binder.ss.configure(newState)
        }
        deliverPendingChanges()
    }

    /// Delivers the queued changes, oldest first, unless a delivery is already running.
    @MainActor
    private func deliverPendingChanges() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while let change = shared.withLock({ $0.pending.isEmpty ? nil : $0.pending.removeFirst() }) {
            observations.removeAll { !$0.isActive }
            // A snapshot: observers added meanwhile hear the next change; one cancelled meanwhile
            // is skipped.
            StoreDelivery.$current.withValue(
                StoreDelivery(store: ObjectIdentifier(self), depth: change.depth)
            ) {
                for entry in observations {
                    entry.notify(change.old, change.new)
                }
            }
        }
    }

    @MainActor
    private func isAttached(to binder: Binder) -> Bool {
        guard let storage = binder.stateStorage else { return true }
        return storage.writeBackReceiver === self
    }

    /// What the lock guards.
    private struct Shared {
        var state: State
        /// Changes stored but not yet delivered to every observer, oldest first.
        var pending: [Change] = []
    }

    /// What became of a write.
    private enum WriteOutcome {
        /// Stored and queued; whether it is the only change waiting.
        case stored(isFirstPending: Bool)
        /// Dropped, nested this deep in the store's own delivery.
        case dropped(depth: Int)
    }

    /// A change stored and waiting to reach the observers.
    private struct Change {
        let old: State
        let new: State
        /// How many writes made by observers led to it.
        let depth: Int
    }
}

extension BindingStore: WriteBackReceiver {
    func receiveWriteBack<Value>(_ value: Value) {
        guard let newState = value as? State else { return }
        storeAndDeliver(newState, render: false)
    }
}

extension BindingStore: Hashable {
    /// Whether two references are to the same store.
    ///
    /// - Parameters:
    ///   - lhs: A store.
    ///   - rhs: Another store.
    /// - Returns: `true` when both are the same instance.
    nonisolated public static func == (lhs: BindingStore, rhs: BindingStore) -> Bool {
        lhs === rhs
    }

    /// Hashes the store's identity.
    ///
    /// - Parameter hasher: The hasher to feed.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension BindingStore {
    /// The store, type-erased, as SendingState 1.0.0's `eraseToAnyBindingStore()` returns it.
    ///
    /// - Returns: A type-erased store that forwards to this one.
    @MainActor
    public func eraseToAnyBindingStore() -> AnyBindingStore {
        AnyBindingStore(self)
    }
}
