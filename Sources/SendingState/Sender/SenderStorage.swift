/// What the core keeps on one sender: its bound state and its forwarding routes.
///
/// A ``Sender`` stores one instance and returns it from ``Sender/senderStorage``. Its contents are
/// private to the core; everything in it is released with the sender.
///
/// ```swift
/// final class TerminalButton: Sender {
///     let senderStorage = SenderStorage()
/// }
/// ```
@MainActor
public final class SenderStorage {
    /// The model bound by the last `configure`, boxed so that replacing it with a value of the same
    /// type writes in place instead of allocating.
    @exclusivity(unchecked) @usableFromInline var state: AnyStateBox?

    /// When ``state`` was last bound or cleared, on the ``BindingClock``.
    @exclusivity(unchecked) @usableFromInline var stateStamp: UInt64 = 0

    /// The forwarders that declare mappings on this sender, in the order they were installed.
    @exclusivity(unchecked) var routes: ContiguousArray<SenderRoute> = [] {
        didSet {
            var mask = EventMask()
            for index in routes.indices {
                mask.formUnion(routes[index].mask)
            }
            mappedMask = mask
        }
    }

    /// What the routes could match, so that a report of an unmapped event returns at once.
    @exclusivity(unchecked) private(set) var mappedMask = EventMask()

    /// The compiled forwarder and handlers, when this sender is itself an event-forwarding provider.
    @exclusivity(unchecked) @usableFromInline var forwarding: ProviderForwarding?

    /// The store last applied to this view, which hears its `invalidateState` write-backs; weak,
    /// so the view never keeps its store alive.
    weak var writeBackReceiver: (any WriteBackReceiver)?

    /// How many reports on this sender are being dispatched, one inside another.
    @exclusivity(unchecked) var dispatchDepth = 0

    /// What the mapping contexts on this sender are evaluated for right now.
    ///
    /// Kept here rather than in each context, so that a context is one reference: passing it to a
    /// declaration copies no occurrence. Every pass saves and restores it, so nested passes nest.
    @exclusivity(unchecked) var pass: MappingPass = .idle

    /// The occurrence being dispatched or collected, when ``pass`` needs one.
    @exclusivity(unchecked) var occurrence: SenderOccurrence = .control([])

    /// The control events of ``occurrence``, empty for a gesture: a control mapping matches with
    /// one bit test, without reading the occurrence.
    @exclusivity(unchecked) var reportedControls: ControlEvents = []

    /// Creates empty storage.
    nonisolated public init() {}

    // Isolated: the flag it clears is read by dispatches on the main actor.
    isolated deinit {
        forwarding?.providerDidRelease()
    }
}
