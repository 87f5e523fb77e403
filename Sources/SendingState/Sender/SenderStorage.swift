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
    @exclusivity(unchecked) var state: AnyStateBox?

    /// The forwarders that declare mappings on this sender, in the order they were installed.
    @exclusivity(unchecked) var routes: ContiguousArray<SenderRoute> = []

    /// The compiled forwarder and handlers, when this sender is itself an event-forwarding provider.
    @exclusivity(unchecked) var forwarding: ProviderForwarding?

    /// The store last applied to this view, which hears its `invalidateState` write-backs; weak,
    /// so the view never keeps its store alive.
    weak var writeBackReceiver: (any WriteBackReceiver)?

    /// How many reports on this sender are being dispatched, one inside another.
    @exclusivity(unchecked) var dispatchDepth = 0

    /// Creates empty storage.
    nonisolated public init() {}
}
