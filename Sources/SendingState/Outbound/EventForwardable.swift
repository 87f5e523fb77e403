/// A declaration of senders and the mappings from their events to actions.
///
/// ``EventForwarder`` declares one sender and ``SenderGroup`` combines several; you rarely adopt
/// this protocol yourself. A custom conformer only has to list its ``forwarders``: the other
/// requirements have default implementations built on them.
@MainActor
public protocol EventForwardable {
    /// The single-sender forwarders this declaration consists of, in declaration order.
    var forwarders: [EventForwarder] { get }

    /// Every mapping declared, as sender and event pairs, in declaration order.
    var allMappings: [SenderEventMapping] { get }

    /// Every sender declared, each once, in declaration order.
    var allSenders: [any Sender] { get }

    /// The actions the mappings of one sender produce for an occurrence, in declaration order.
    ///
    /// This evaluates the declaration without delivering anything, which makes it the natural way
    /// to unit-test a forwarder. State-aware mappings read the sender's bound state.
    ///
    /// - Parameters:
    ///   - sender: The sender the occurrence happened on.
    ///   - event: What happened.
    /// - Returns: The actions, type-erased; empty when nothing matches.
    func actions(for sender: any Sender, event: SenderOccurrence) -> [Any]
}

// MARK: - Default implementations

extension EventForwardable {
    /// Every mapping of ``forwarders``, found by evaluating each declaration without running
    /// any action closure.
    public var allMappings: [SenderEventMapping] {
        forwarders.flatMap { leaf in
            leaf.mappedEvents().map { SenderEventMapping(sender: leaf.sender, event: $0) }
        }
    }

    /// The senders of ``forwarders``, each once, in declaration order.
    public var allSenders: [any Sender] {
        var seen = Set<ObjectIdentifier>()
        return forwarders.compactMap { seen.insert(ObjectIdentifier($0.sender)).inserted ? $0.sender : nil }
    }

    /// Evaluates the declarations of `sender` against `event`, collecting the actions.
    ///
    /// - Parameters:
    ///   - sender: The sender the occurrence happened on.
    ///   - event: What happened.
    /// - Returns: The actions, type-erased; empty when nothing matches.
    public func actions(for sender: any Sender, event: SenderOccurrence) -> [Any] {
        let collector = ActionCollector()
        let context = SenderEventMappingContext(
            collecting: event, into: collector, from: sender.senderStorage)
        for leaf in forwarders where leaf.sender === sender {
            leaf.declaration(sender, context)
        }
        return collector.actions
    }
}
