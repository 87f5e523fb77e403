/// Declares the mappings of one sender: which of its events produce which actions.
///
/// The closure receives the sender and a ``SenderEventMappingContext``, and declares mappings by
/// calling the context. It runs once when the forwarder is installed, to learn what is mapped, and
/// again each time an event reaches the sender, to produce that event's actions; its action
/// closures run only when their mapping matches.
///
/// ```swift
/// EventForwarder(slider) { slider, ctx in
///     ctx.control(.valueChanged) { [ShopAction.setQuantity(Int(slider.value))] }
/// }
/// ```
@MainActor
public struct EventForwarder: EventForwardable {
    /// A type-erased declaration closure; always called with the sender it was declared for.
    @usableFromInline
    typealias Declaration = @MainActor (any Sender, SenderEventMappingContext) -> Void

    /// The sender whose events this forwarder maps.
    public let sender: any Sender

    @usableFromInline let declaration: Declaration

    /// Declares the mappings of a sender.
    ///
    /// - Parameters:
    ///   - sender: The sender whose events to map.
    ///   - declare: A closure that declares mappings on the context it is given. It must not capture
    ///     `sender` or its provider strongly: use its parameters instead.
    @inlinable
    public init<S: Sender>(
        _ sender: S,
        _ declare: @escaping @MainActor (_ sender: S, _ ctx: SenderEventMappingContext) -> Void
    ) {
        self.sender = sender
        self.declaration = { sender, context in
            // Only the sender a storage belongs to dispatches through it, so the cast never fails
            // through the public API; if it did, the declaration would map nothing. A `case let`
            // pattern borrows the cast sender, where `guard let` would retain and release it.
            switch sender {
            case let sender as S:
                declare(sender, context)
            default:
                SendingStateDiagnostics.report(
                    .sharedSenderStorage(owner: "\(S.self)", intruder: "\(type(of: sender))"))
            }
        }
    }

    /// The events this forwarder's declaration maps, found without running any action closure.
    func mappedEvents() -> [SenderEvent] {
        let collector = EventCollector()
        declaration(sender, SenderEventMappingContext(describingInto: collector))
        return collector.events
    }

    /// This forwarder alone.
    public var forwarders: [EventForwarder] {
        [self]
    }
}
