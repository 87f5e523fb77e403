/// What the core keeps for one event-forwarding provider: its bound model, the handlers attached
/// to it, and the senders its forwarder declares.
///
/// The one owner of a provider's model. The provider's storage owns the record, and every declared
/// sender's route holds it too, so a sender reads its provider's model through its route, with no
/// pointer back to the provider. Binding a model writes here once, whatever the number of senders.
///
/// `reloadEventForwarder()` replaces the record with a new one that carries over the model and the
/// handlers; the old record loses its routes and is released.
@MainActor
@usableFromInline
final class ProviderRecord {
    /// Whether the provider is alive: a sender that outlives it forwards nothing more.
    ///
    /// Cleared by the provider's storage as it is released; a weak reference to the provider would
    /// cost a side-table load on every dispatch.
    private(set) var isProviderAlive = true

    /// The provider's bound model, which its declared senders resolve to.
    @usableFromInline var state: AnyStateBox?

    /// Counts the provider's binds and unbinds, so a sender bound on its own can tell whether its
    /// binding or the provider's is newer.
    @usableFromInline var generation: UInt64 = 0

    /// Attached handlers, in attachment order.
    private(set) var handlers: [HandlerBox] = []

    /// The senders the forwarder declares, in declaration order, each once.
    private(set) var senders: [WeakSender] = []

    /// Creates a record, carrying over the model and handlers of the record it replaces.
    ///
    /// - Parameter previous: The record this one replaces, if any.
    init(previous: ProviderRecord?) {
        if let previous {
            state = previous.state
            generation = previous.generation
            handlers = previous.handlers
        }
    }

    /// Marks the provider released.
    func providerDidRelease() {
        isProviderAlive = false
    }

    // MARK: - State

    /// Binds a model; its declared senders resolve to it from now on.
    @inlinable
    func bind<Value>(_ value: Value) {
        state.store(value)
        generation &+= 1
    }

    /// Unbinds the model; its declared senders resolve to no state from now on.
    func clearState() {
        state = nil
        generation &+= 1
    }

    /// Takes over a model bound on the provider before it had a record.
    func adoptState(_ box: AnyStateBox) {
        state = box
        generation &+= 1
    }

    // MARK: - Routes

    /// Evaluates a forwarder once and installs a route on each sender it declares.
    ///
    /// A sender bound on its own keeps preferring its own binding over the model, as it did with
    /// the record this one replaces.
    ///
    /// - Parameters:
    ///   - forwarder: The provider's forwarder.
    ///   - previous: The record this one replaces, whose routes are still installed.
    func install(_ forwarder: any EventForwardable, replacing previous: ProviderRecord?) {
        for leaf in forwarder.forwarders {
            let sender = leaf.sender
            let storage = sender.senderStorage
            guard storage.claim(by: sender) else { continue }
            let events = leaf.mappedEvents()
            if let index = storage.routes.firstIndex(where: { $0.provider === self }) {
                storage.routes[index].add(leaf.declaration, events: events)
            } else {
                let prefersOwnBinding =
                    previous.flatMap { storage.route(to: $0)?.prefersOwnBinding }
                    ?? (storage.boundState != nil)
                var route = SenderRoute(provider: self, prefersOwnBinding: prefersOwnBinding)
                route.add(leaf.declaration, events: events)
                storage.routes.append(route)
                senders.append(WeakSender(sender))
            }
        }
    }

    /// Removes this record's routes from its senders.
    func uninstall() {
        for case let sender? in senders.map(\.sender) {
            sender.senderStorage.routes.removeAll { $0.provider === self }
        }
        senders = []
    }

    /// The declared senders that are still alive.
    var liveSenders: [any Sender] {
        senders.compactMap(\.sender)
    }

    // MARK: - Handlers

    /// Attaches a handler unless it is attached already.
    ///
    /// - Parameters:
    ///   - handler: The handler, to check whether it is attached.
    ///   - makeBox: Makes its box, called only when the handler is new.
    func attach(_ handler: AnyObject, makeBox: () -> HandlerBox) {
        pruneReleasedHandlers()
        guard !handlers.contains(where: { $0.holds(handler) }) else { return }
        handlers.append(makeBox())
    }

    /// Makes a handler the only one attached, or detaches every handler when it is `nil`.
    ///
    /// - Parameters:
    ///   - handler: The handler, or `nil` when it was released.
    ///   - makeBox: Makes its box, called only when it isn't already the only handler.
    func assign(_ handler: AnyObject?, makeBox: () -> HandlerBox) {
        guard let handler else {
            handlers = []
            return
        }
        if handlers.count == 1, handlers[0].holds(handler) { return }
        handlers = [makeBox()]
    }

    /// Detaches a handler, and the entries of released handlers.
    ///
    /// - Parameter handler: The handler to detach, or `nil` to drop released handlers only.
    func detach(_ handler: AnyObject?) {
        pruneReleasedHandlers()
        guard let handler else { return }
        handlers.removeAll { $0.holds(handler) }
    }

    /// Detaches every handler.
    func detachAll() {
        handlers = []
    }

    /// The number of handlers attached and alive.
    var liveHandlerCount: Int {
        handlers.count { $0.object != nil }
    }

    /// Drops the entries of released handlers.
    private func pruneReleasedHandlers() {
        handlers.removeAll { $0.object == nil }
    }

    /// Delivers actions to every live handler, in attachment order.
    ///
    /// Iterates a snapshot: a handler attached or removed meanwhile takes effect from the next
    /// mapping on, and never makes another handler miss an action.
    func deliver<Action>(_ actions: [Action]) {
        guard !actions.isEmpty else { return }
        let snapshot = handlers
        for handler in snapshot {
            handler.deliver(actions)
        }
    }
}
