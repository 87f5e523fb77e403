/// One declared mapping: a sender and the event on it that produces actions.
///
/// ``EventForwardable/allMappings`` lists them, for example to check in a test that a view maps
/// what it should.
@MainActor
public struct SenderEventMapping {
    /// The sender the event happens on.
    public let sender: any Sender
    /// The event that produces actions.
    public let event: SenderEvent
}

@available(*, unavailable, message: "It holds a sender, which belongs to the main actor.")
extension SenderEventMapping: Sendable {}
