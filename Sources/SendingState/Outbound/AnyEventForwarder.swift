/// A type-erased forwarder, as SendingState 1.0.0 has it, so that forwarders of different types
/// can be stored together or built ahead and listed in a group.
///
/// ```swift
/// let forwarders = [AnyEventForwarder(buyForwarder), AnyEventForwarder(cell.eventForwarder)]
/// var eventForwarder: any EventForwardable {
///     SenderGroup {
///         forwarders[0]
///         forwarders[1]
///     }
/// }
/// ```
@MainActor
public struct AnyEventForwarder: EventForwardable {
    /// The wrapped forwarder.
    public let base: any EventForwardable

    /// Wraps a forwarder.
    ///
    /// - Parameter base: The forwarder to wrap.
    public init(_ base: some EventForwardable) {
        self.base = base
    }

    /// The single-sender forwarders of the wrapped forwarder.
    public var forwarders: [EventForwarder] {
        base.forwarders
    }

    /// The mappings of the wrapped forwarder.
    public var allMappings: [SenderEventMapping] {
        base.allMappings
    }

    /// The senders of the wrapped forwarder.
    public var allSenders: [any Sender] {
        base.allSenders
    }

    /// The actions of the wrapped forwarder's mappings declared with an event.
    ///
    /// - Parameters:
    ///   - sender: The sender the mappings are declared on.
    ///   - event: The declared event.
    /// - Returns: The actions, type-erased.
    public func actions(for sender: any Sender, event: SenderEvent) -> [Any] {
        base.actions(for: sender, event: event)
    }

    /// The actions the wrapped forwarder's mappings produce for an occurrence.
    ///
    /// - Parameters:
    ///   - sender: The sender the occurrence happened on.
    ///   - occurrence: What happened.
    /// - Returns: The actions, type-erased.
    public func actions(for sender: any Sender, occurrence: SenderOccurrence) -> [Any] {
        base.actions(for: sender, occurrence: occurrence)
    }
}
