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

    /// The actions of the mappings of one sender declared with an event, in declaration order, as
    /// SendingState 1.0.0 has it.
    ///
    /// A mapping counts when its declared event equals `event`: ask for `.control(.touchUpInside)`
    /// to run the mappings declared with exactly that event. State-aware mappings read the sender's
    /// bound state; ``SenderEventMappingContext/gestureValues`` is neutral.
    ///
    /// - Parameters:
    ///   - sender: The sender the mappings are declared on.
    ///   - event: The declared event.
    /// - Returns: The actions, type-erased; empty when no mapping is declared with `event`.
    func actions(for sender: any Sender, event: SenderEvent) -> [Any]

    /// The actions the mappings of one sender produce for an occurrence, in declaration order.
    ///
    /// This evaluates the declaration without delivering anything, by the same matching rules as a
    /// dispatch, which makes it the natural way to unit-test a forwarder: a double-tap mapping
    /// ignores a single tap, a long press shorter than its minimum fires nothing, and
    /// ``SenderEventMappingContext/gestureValues`` holds the reported values. State-aware mappings
    /// read the sender's bound state.
    ///
    /// - Parameters:
    ///   - sender: The sender the occurrence happened on.
    ///   - occurrence: What happened.
    /// - Returns: The actions, type-erased; empty when nothing matches.
    func actions(for sender: any Sender, occurrence: SenderOccurrence) -> [Any]
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

    /// Evaluates the declarations of `sender`, collecting the actions of the mappings declared with
    /// `event`.
    ///
    /// - Parameters:
    ///   - sender: The sender the mappings are declared on.
    ///   - event: The declared event.
    /// - Returns: The actions, type-erased; empty when no mapping is declared with `event`.
    public func actions(for sender: any Sender, event: SenderEvent) -> [Any] {
        let collector = ActionCollector(storage: sender.senderStorage, declaredEvent: event)
        evaluate(sender, SenderEventMappingContext(collectingDeclaredInto: collector))
        return collector.actions
    }

    /// Evaluates the declarations of `sender` against an occurrence, collecting the actions.
    ///
    /// - Parameters:
    ///   - sender: The sender the occurrence happened on.
    ///   - occurrence: What happened.
    /// - Returns: The actions, type-erased; empty when nothing matches.
    public func actions(for sender: any Sender, occurrence: SenderOccurrence) -> [Any] {
        let collector = ActionCollector(storage: sender.senderStorage)
        evaluate(sender, SenderEventMappingContext(collecting: occurrence, into: collector))
        return collector.actions
    }

    /// Runs the declarations of `sender` on a context.
    private func evaluate(_ sender: any Sender, _ context: SenderEventMappingContext) {
        for leaf in forwarders where leaf.sender === sender {
            leaf.declaration(sender, context)
        }
    }
}
