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
    /// The sender this storage belongs to, claimed by the first sender that uses it.
    @usableFromInline private(set) var owner: Owner?

    /// The model bound on this sender itself, when it is not a provider; a provider's model lives
    /// in its ``provider`` record instead, where its declared senders read it.
    @usableFromInline var ownState: AnyStateBox?

    /// The record of this sender as an event-forwarding provider, created on first use.
    @usableFromInline private(set) var provider: ProviderRecord?

    /// Whether this sender was checked and found not to be an event-forwarding provider.
    @usableFromInline var isKnownPlainSender = false

    /// The forwarders that declare mappings on this sender, in the order they were installed.
    var routes: [SenderRoute] = [] {
        didSet {
            mappedMask = routes.reduce(into: EventMask()) { $0.formUnion($1.mask) }
        }
    }

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

    /// The identity and type of the sender a storage belongs to.
    @usableFromInline
    struct Owner {
        @usableFromInline let id: ObjectIdentifier
        let type: any AnyObject.Type
    }

    /// Whether a sender may use this storage: the one it belongs to, or the first to use it.
    ///
    /// Any other sender is reported to ``SendingStateDiagnostics``.
    ///
    /// - Parameter sender: The sender using the storage.
    /// - Returns: `true` when the storage belongs to `sender`.
    @usableFromInline
    func claim(by sender: AnyObject) -> Bool {
        guard let owner else {
            self.owner = Owner(id: ObjectIdentifier(sender), type: type(of: sender))
            return true
        }
        guard owner.id != ObjectIdentifier(sender) else { return true }
        SendingStateDiagnostics.report(
            .sharedSenderStorage(owner: "\(owner.type)", intruder: "\(type(of: sender))"))
        return false
    }

    /// Makes this storage's provider record, replacing any earlier one, and moves the model bound
    /// so far into it.
    func makeProviderRecord() -> ProviderRecord {
        let record = ProviderRecord(previous: provider)
        if provider == nil, let ownState {
            record.adoptState(ownState)
            self.ownState = nil
        }
        provider = record
        return record
    }

    /// The route a provider installed on this sender, if any.
    func route(to provider: ProviderRecord) -> SenderRoute? {
        routes.first { $0.provider === provider }
    }
}
