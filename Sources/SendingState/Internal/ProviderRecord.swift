/// What the core keeps for one event-forwarding provider: its bound model, the handlers attached
/// to it, and the senders its forwarder declares.
///
/// The one owner of a provider's model. The provider's storage owns the record, and every declared
/// sender's route holds it too, so a sender reads its provider's model through its route, with no
/// pointer back to the provider. Binding a model writes here once, whatever the number of senders.
///
/// The record holds the senders its forwarder declares, other than the provider itself, strongly:
/// a weak reference would give each sender a side table, which slows every retain and release of
/// it, in every dispatch. The senders' routes hold the record in turn, and the cycle is broken when
/// the provider is released, which drops the senders, or when `reloadEventForwarder()` replaces the
/// record with a new one that carries over the model and the handlers: the old record loses its
/// routes and senders and is released.
@MainActor
@usableFromInline
final class ProviderRecord {
    /// Whether the provider is alive: a sender that outlives it forwards nothing more.
    ///
    /// Cleared by the provider's storage as it is released; a weak reference to the provider would
    /// cost a side-table load on every dispatch.
    private(set) var isProviderAlive = true

    /// The provider's bound model, which its declared senders resolve to.
    var state: AnyStateBox?

    /// Counts the provider's binds and unbinds, so a sender bound on its own can tell whether its
    /// binding or the provider's is newer.
    private(set) var generation: UInt64 = 0

    /// Attached handlers, in attachment order.
    private(set) var handlers: [HandlerBox] = []

    /// The record that replaced this one when the provider reloaded its forwarder.
    ///
    /// A dispatch still running through this record's routes then delivers to the handlers of the
    /// newest record, where handlers are attached and detached from then on.
    private var successor: ProviderRecord?

    /// The attached handlers as they are now, for a delivery to iterate while handlers change.
    @usableFromInline
    func handlerSnapshot() -> [HandlerBox] {
        successor?.handlerSnapshot() ?? handlers
    }

    /// The senders the forwarder declares other than the provider, in declaration order, each once.
    private(set) var senders: [any Sender] = []

    /// Whether the forwarder declares the provider itself, which ``senders`` leaves out so that the
    /// record never keeps its own provider alive.
    private(set) var declaresProvider = false

    /// Creates a record, carrying over the model and handlers of the record it replaces.
    ///
    /// - Parameter previous: The record this one replaces, if any.
    init(previous: ProviderRecord?) {
        if let previous {
            state = previous.state
            generation = previous.generation
            handlers = previous.handlers
            previous.successor = self
        }
    }

    /// Marks the provider released, tells its senders when their mapped events lose its mappings,
    /// and lets go of them.
    func providerDidRelease() {
        isProviderAlive = false
        let released = senders
        senders = []
        guard hasLiveHandlers else { return }
        for sender in released {
            sender.mappedEventsDidChange()
        }
    }

    // MARK: - State

    /// Records a bind or unbind of ``state``; its declared senders resolve to it from now on.
    func didBind() {
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
    ///   - provider: The provider.
    ///   - previous: The record this one replaces, whose routes are still installed.
    func install(
        _ forwarder: any EventForwardable, of provider: some EventForwardingProvider,
        replacing previous: ProviderRecord?
    ) {
        for leaf in forwarder.forwarders {
            let sender = leaf.sender
            let storage = sender.senderStorage
            guard storage.claim(by: sender) else { continue }
            let isNew = storage.install(
                leaf.declaration, events: leaf.mappedEvents(), from: self,
                prefersOwnBinding: previous.flatMap { storage.route(to: $0)?.prefersOwnBinding }
                    ?? (storage.boundState != nil))
            if !isNew { continue }
            if sender === provider {
                declaresProvider = true
            } else {
                senders.append(sender)
            }
        }
    }

    /// Removes this record's routes from its senders, and lets go of them.
    ///
    /// - Parameter provider: The provider.
    func uninstall(of provider: some EventForwardingProvider) {
        for sender in declaredSenders(of: provider) {
            sender.senderStorage.uninstallRoutes(of: self)
        }
        senders = []
        declaresProvider = false
    }

    /// The senders the forwarder declares, in declaration order, with the provider when it declares
    /// itself.
    ///
    /// - Parameter provider: The provider.
    /// - Returns: The declared senders.
    func declaredSenders(of provider: some EventForwardingProvider) -> [any Sender] {
        declaresProvider ? [provider] + senders : senders
    }

    /// Tells every declared sender that its mapped events changed.
    ///
    /// - Parameter provider: The provider.
    func notifySenders(of provider: some EventForwardingProvider) {
        for sender in declaredSenders(of: provider) {
            sender.mappedEventsDidChange()
        }
    }

    // MARK: - Handlers

    // Handlers are replaced whole rather than changed in place: a property only ever read and
    // assigned needs no run-time exclusivity check, and every delivery reads it.

    // Each method that changes the handlers prunes the entries of released ones first, and says
    // whether the provider went from having no live handler to having one, or back: its senders'
    // mapped events, which list only providers with a handler, changed then.

    /// Attaches a handler unless it is attached already.
    ///
    /// - Parameters:
    ///   - handler: The handler, to check whether it is attached.
    ///   - makeBox: Makes its box, called only when the handler is new.
    /// - Returns: Whether this is now the provider's only live handler, where there was none.
    @discardableResult
    func attach(_ handler: AnyObject, makeBox: () -> HandlerBox) -> Bool {
        pruneReleasedHandlers()
        for box in handlers where box.holds(handler) {
            return false
        }
        let hadNone = handlers.isEmpty
        handlers = handlers + [makeBox()]
        return hadNone
    }

    /// Makes a handler the only one attached, or detaches every handler when it is `nil`.
    ///
    /// - Parameters:
    ///   - handler: The handler, or `nil` when it was released.
    ///   - makeBox: Makes its box, called only when it isn't already the only handler.
    /// - Returns: Whether the provider went from no live handler to one, or from some to none.
    @discardableResult
    func assign(_ handler: AnyObject?, makeBox: () -> HandlerBox) -> Bool {
        pruneReleasedHandlers()
        let hadNone = handlers.isEmpty
        guard let handler else {
            handlers = []
            return !hadNone
        }
        if handlers.count == 1, handlers[0].holds(handler) { return false }
        handlers = [makeBox()]
        return hadNone
    }

    /// Detaches a handler, and the entries of released handlers.
    ///
    /// - Parameter handler: The handler to detach, or `nil` to drop released handlers only.
    /// - Returns: Whether the provider had a live handler and now has none.
    @discardableResult
    func detach(_ handler: AnyObject?) -> Bool {
        let hadSome = !handlers.isEmpty
        pruneReleasedHandlers()
        if let handler {
            var kept: [HandlerBox] = []
            for box in handlers where !box.holds(handler) {
                kept.append(box)
            }
            handlers = kept
        }
        return hadSome && handlers.isEmpty
    }

    /// Detaches every handler.
    ///
    /// - Returns: Whether the provider had a handler and now has none.
    @discardableResult
    func detachAll() -> Bool {
        let hadSome = !handlers.isEmpty
        handlers = []
        return hadSome
    }

    /// Whether a handler is attached and alive: the senders' mapped events list this provider's
    /// mappings only then.
    var hasLiveHandlers: Bool {
        for box in handlers where box.object != nil {
            return true
        }
        return false
    }

    /// The number of handlers attached and alive.
    var liveHandlerCount: Int {
        handlers.count { $0.object != nil }
    }

    /// Drops the entries of released handlers; allocates only when there is one to drop.
    private func pruneReleasedHandlers() {
        var foundReleased = false
        for box in handlers where box.object == nil {
            foundReleased = true
            break
        }
        guard foundReleased else { return }
        var live: [HandlerBox] = []
        for box in handlers where box.object != nil {
            live.append(box)
        }
        handlers = live
    }

    /// Delivers actions to every live handler, in attachment order.
    ///
    /// Iterates a snapshot: a handler attached or removed meanwhile takes effect from the next
    /// mapping on, and never makes another handler miss an action. Inlinable, so that a handler of
    /// exactly the mapping's action type is reached without a generic call.
    @inlinable
    func deliver<Action>(_ actions: [Action]) {
        guard !actions.isEmpty else { return }
        let handlers = handlerSnapshot()
        #if DEBUG
            reportIfUnhandled(actions[0], by: handlers)
        #endif
        for handler in handlers {
            if let sink = handler as? ActionSink<Action> {
                for action in actions {
                    sink.receive(action)
                }
            } else {
                for action in actions {
                    handler.receiveConverting(action)
                }
            }
        }
    }

    #if DEBUG
        /// The provider's type, for the diagnostic of an action no handler takes.
        var providerTypeName = "provider"

        /// Whether the provider's actions were reported as reaching no handler, which is done once.
        private var didReportUnhandledAction = false

        /// Reports, once per provider, that its mappings produced an action and no live handler is
        /// attached to take it: in debug builds only, where a handler forgotten on a nested
        /// provider would otherwise lose its actions without a word.
        ///
        /// - Parameters:
        ///   - action: The first action of the delivery.
        ///   - handlers: The handlers the delivery goes to.
        @usableFromInline
        func reportIfUnhandled(_ action: some Any, by handlers: [HandlerBox]) {
            guard !didReportUnhandledAction, !handlers.contains(where: { $0.object != nil }) else { return }
            didReportUnhandledAction = true
            SendingStateDiagnostics.report(.unhandledAction(provider: providerTypeName, action: "\(action)"))
        }
    #endif
}
