/// What the core keeps on one sender: its bound state, its forwarding routes and, when the sender
/// is an event-forwarding provider, its provider record.
///
/// A ``Sender`` stores one instance and returns it from ``Sender/senderStorage``. Its contents are
/// private to the core; everything in it is released with the sender.
///
/// A storage belongs to the first sender that uses it. Sharing one storage between two senders is
/// a misuse: the second sender's reports and binds are dropped and reported to
/// ``SendingStateDiagnostics`` as ``SendingStateDiagnostic/sharedSenderStorage(owner:intruder:)``.
///
/// ```swift
/// final class TerminalButton: Sender {
///     let senderStorage = SenderStorage()
/// }
/// ```
@MainActor
public final class SenderStorage {
    /// The identity of the sender this storage belongs to, claimed by the first sender that uses it.
    private(set) var ownerID: ObjectIdentifier?

    /// The type of that sender, for diagnostics.
    private var ownerType: (any AnyObject.Type)?

    /// The model bound on this sender itself, when it is not a provider; a provider's model lives
    /// in its ``provider`` record instead, where its declared senders read it.
    var ownState: AnyStateBox?

    /// The emptied box of the model last unbound, kept for the next bind of a model of its type.
    var spareState: AnyStateBox?

    /// The record of this sender as an event-forwarding provider, created on first use.
    private(set) var provider: ProviderRecord?

    /// Whether this sender was checked and found not to be an event-forwarding provider.
    var isKnownPlainSender = false

    /// The forwarders that declare mappings on this sender, in the order they were installed.
    private(set) var routes: [SenderRoute] = []

    /// What the routes could match, so that a report of an unmapped event returns at once.
    private(set) var mappedMask = EventMask()

    /// The store last applied to this view, which hears its `invalidateState` write-backs; weak,
    /// so the view never keeps its store alive.
    weak var writeBackReceiver: (any WriteBackReceiver)?

    /// How many reports on this sender are being dispatched, one inside another.
    var dispatchDepth = 0

    /// Creates empty storage.
    nonisolated public init() {}

    // Isolated: the record's flag is read by dispatches on the main actor.
    isolated deinit {
        provider?.providerDidRelease()
    }

    /// Whether a sender may use this storage: the one it belongs to, or the first to use it.
    ///
    /// Any other sender is reported to ``SendingStateDiagnostics``.
    ///
    /// - Parameter sender: The sender using the storage.
    /// - Returns: `true` when the storage belongs to `sender`.
    func claim(by sender: AnyObject) -> Bool {
        let id = ObjectIdentifier(sender)
        if ownerID == id { return true }
        guard ownerID == nil else {
            SendingStateDiagnostics.report(
                .sharedSenderStorage(owner: ownerType.map { "\($0)" } ?? "?", intruder: "\(type(of: sender))")
            )
            return false
        }
        ownerID = id
        ownerType = type(of: sender)
        return true
    }

    /// Makes this storage's provider record, replacing any earlier one, and moves the model bound
    /// so far into it.
    func makeProviderRecord() -> ProviderRecord {
        let record = ProviderRecord(previous: provider)
        #if DEBUG
            record.providerTypeName = ownerType.map { "\($0)" } ?? ""
        #endif
        if provider == nil, let ownState {
            record.state = ownState
            record.didBind()
            self.ownState = nil
        }
        provider = record
        return record
    }

    /// The route a provider installed on this sender, if any.
    func route(to provider: ProviderRecord) -> SenderRoute? {
        for route in routes where route.provider === provider {
            return route
        }
        return nil
    }

    // MARK: - Routes

    // Routes are replaced whole rather than changed in place: a property only ever read and
    // assigned needs no run-time exclusivity check, and dispatch reads it on every event.

    /// Adds a provider's declaration of this sender: to the provider's route when it has one,
    /// otherwise in a new route after the others.
    ///
    /// - Returns: Whether a new route was installed.
    func install(
        _ declaration: @escaping EventForwarder.Declaration, events: [SenderEvent],
        from provider: ProviderRecord,
        prefersOwnBinding: @autoclosure () -> Bool
    ) -> Bool {
        // Asked before the routes are taken out: the answer may read the route of the record that
        // the provider's new record replaces.
        let newRoute =
            route(to: provider) == nil
            ? SenderRoute(
                provider: provider, storage: self, declaration: declaration, events: events,
                prefersOwnBinding: prefersOwnBinding())
            : nil
        var changed = takeRoutes()
        if let newRoute {
            changed.append(newRoute)
        } else {
            for index in changed.indices where changed[index].provider === provider {
                changed[index] = changed[index].adding(declaration, events: events)
            }
        }
        setRoutes(changed)
        return newRoute != nil
    }

    /// Removes the routes of a provider record.
    func uninstallRoutes(of provider: ProviderRecord) {
        setRoutes(takeRoutes().filter { $0.provider !== provider })
    }

    /// Removes the routes of providers that were released.
    func removeRoutesOfReleasedProviders() {
        setRoutes(takeRoutes().filter { $0.provider.isProviderAlive })
    }

    /// Records on every route of another provider that the sender's own binding is now newer than
    /// that provider's model.
    ///
    /// A provider's route to itself needs no record: there its own binding is the provider's model.
    func noteOwnBinding() {
        guard hasRoutesOfOtherProviders else { return }
        for route in routes {
            route.ownBindingGeneration = route.provider.generation
        }
    }

    /// Whether a provider other than this sender's own record declares it.
    private var hasRoutesOfOtherProviders = false

    /// The routes, leaving none behind, so that changing them copies nothing.
    private func takeRoutes() -> [SenderRoute] {
        var taken: [SenderRoute] = []
        swap(&taken, &routes)
        return taken
    }

    /// Replaces the routes, and what is derived from them.
    private func setRoutes(_ newRoutes: [SenderRoute]) {
        routes = newRoutes
        var mask = EventMask()
        var hasOthers = false
        for route in newRoutes {
            mask.formUnion(route.mask)
            if route.provider !== provider { hasOthers = true }
        }
        mappedMask = mask
        hasRoutesOfOtherProviders = hasOthers
    }
}
