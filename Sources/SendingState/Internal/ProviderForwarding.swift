/// The compiled forwarder of one event-forwarding provider, and the handlers attached to it.
///
/// The provider's storage owns it; each declared sender's route points back at it, so a sender
/// reaches its provider's handlers in one step without scanning other senders.
@MainActor
@usableFromInline
final class ProviderForwarding {
    /// Whether the provider is alive: a sender that outlives it forwards nothing more.
    ///
    /// A flag rather than a weak reference, which would cost a side-table load, retain and release
    /// on every dispatch. The provider's storage owns this object and clears the flag as it is
    /// released with the provider.
    @exclusivity(unchecked) private(set) var isProviderAlive = true

    /// Attached handlers, in attachment order.
    @exclusivity(unchecked) var handlers: ContiguousArray<HandlerBox> = []

    /// The senders the forwarder declares, in declaration order, each once.
    @exclusivity(unchecked) private(set) var senders: ContiguousArray<WeakSender> = []

    /// The provider's storage, whose bound state the declared senders resolve to.
    ///
    /// Unowned and unchecked: that storage owns this object, and it is read only while
    /// ``isProviderAlive``, which the storage clears in its isolated deinit, before it is freed.
    unowned(unsafe) let providerStorage: SenderStorage

    init(providerStorage: SenderStorage) {
        self.providerStorage = providerStorage
    }

    /// Marks the provider released.
    func providerDidRelease() {
        isProviderAlive = false
    }

    /// Evaluates a forwarder once and installs a route on each sender it declares.
    func install(_ forwarder: any EventForwardable) {
        for leaf in forwarder.forwarders {
            let sender = leaf.sender
            let storage = sender.senderStorage
            let collector = EventCollector()
            storage.withPass(.describe(collector)) {
                leaf.declaration(sender, SenderEventMappingContext(storage: storage))
            }
            if let index = storage.routes.firstIndex(where: { $0.forwarding === self }) {
                storage.routes[index].add(leaf.declaration, events: collector.events)
            } else {
                var route = SenderRoute(forwarding: self)
                route.add(leaf.declaration, events: collector.events)
                storage.routes.append(route)
                senders.append(WeakSender(sender))
            }
        }
        for case let sender? in senders.lazy.map(\.sender) {
            sender.mappedEventsDidChange()
        }
    }

    /// Removes this forwarder's routes from its senders.
    func uninstall() {
        let installed = senders
        senders = []
        for case let sender? in installed.lazy.map(\.sender) {
            sender.senderStorage.routes.removeAll { $0.forwarding === self }
            sender.mappedEventsDidChange()
        }
    }

    /// Delivers actions to every live handler, in attachment order.
    ///
    /// Iterates a snapshot: a handler attached or removed meanwhile takes effect from the next
    /// mapping on, and never makes another handler miss an action.
    func deliver<A>(_ actions: [A]) {
        // `count`, not `isEmpty`: in this unspecialized generic code `isEmpty` is Collection's,
        // reached through a witness table the runtime instantiates for `[A]` on every call.
        guard actions.count != 0 else { return }
        let snapshot = handlers
        for handler in snapshot {
            handler.deliver(actions)
        }
    }

    /// Drops the entries of released handlers.
    func pruneReleasedHandlers() {
        handlers.removeAll { $0.object == nil }
    }

    /// The index of the registration of `handler`, if attached.
    func index(of handler: AnyObject) -> Int? {
        handlers.firstIndex { $0.holds(handler) }
    }
}

/// A sender held weakly.
struct WeakSender {
    weak var sender: (any Sender)?

    init(_ sender: any Sender) {
        self.sender = sender
    }
}

/// Collects the events a declaration maps, without running any action closure.
@MainActor
final class EventCollector {
    var events: [SenderEvent] = []
}

/// Collects the actions of the mappings that match, for ``EventForwardable/actions(for:event:)``.
@MainActor
final class ActionCollector {
    var actions: [Any] = []
}
