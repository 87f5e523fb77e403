@MainActor
extension SendingState where Base: Sender {
    /// Reports something that happened on the sender, forwarding the actions of every mapping it
    /// matches to the handlers attached to the mapping's provider.
    ///
    /// This is the one call a toolkit adapter makes for each occurrence it recognized. Mappings fire
    /// in declaration order; each mapping's actions go to every live handler in attachment order.
    /// Nothing is checked here: deciding whether a touch was real (enabled, visible, not covered) is
    /// the adapter's job, done before it reports. Report events one at a time, in the order they
    /// happen; several events reported together fire a mapping of any of them once.
    ///
    /// ```swift
    /// button.ss.report(.control(.touchUpInside))
    /// ```
    ///
    /// Reports made by handlers during a dispatch are dispatched at once, depth-first. Past
    /// ``SendingStateDiagnostics/maximumDispatchDepth`` nested reports on the same sender, the
    /// innermost is dropped and reported to ``SendingStateDiagnostics``, so a handler loop can't
    /// overflow the stack.
    ///
    /// - Parameter occurrence: What happened.
    /// - Complexity: O(*m* + *h*), where *m* is the number of mappings declared on this sender and *h*
    ///   the number of handlers attached to its providers; independent of other senders. O(1) for an
    ///   event that no mapping on this sender can match.
    @inlinable
    public func report(_ occurrence: SenderOccurrence) {
        // Inlinable, so that an adapter's concrete sender type hands over its storage directly.
        base.senderStorage.report(occurrence, from: base)
    }

    /// The events mapped on the sender by the forwarders that declare it and have a handler to
    /// deliver to, each once, in declaration order.
    ///
    /// An adapter reads this to install the native recognizers it needs; ``Sender/mappedEventsDidChange()``
    /// tells it when to read again. As in SendingState 1.0.0, where removing the last handler
    /// removes the gesture recognizers, a provider's mappings are listed only while a handler is
    /// attached to it: no handler, no recognizer. The set changes, and the sender is told, when a
    /// provider gets its first handler, loses its last one to a removal, reloads its forwarder, or
    /// is released. A handler that is released without being removed is noticed the next time the
    /// provider's handlers change.
    public var mappedEvents: [SenderEvent] {
        var seen = Set<SenderEvent>()
        return base.senderStorage.routes
            .filter { $0.provider.isProviderAlive && $0.provider.hasLiveHandlers }
            .flatMap(\.events)
            .filter { seen.insert($0).inserted }
    }

    /// Whether a mapping on the sender fires for an occurrence, so that reporting it there
    /// delivers actions.
    ///
    /// An adapter delivers a key by walking up from the focused sender and reporting the key to
    /// the first sender that maps it, as UIKit's responder chain offers a key command to each
    /// responder in turn; see <doc:PortingToAToolkit#Deliver-keys-through-the-focus-chain>. It
    /// counts the mappings that ``mappedEvents`` lists: those of providers with a handler attached.
    /// A state-aware mapping counts even when no state of its type is bound.
    ///
    /// ```swift
    /// var node: View? = window.firstResponder
    /// while let current = node, !current.ss.hasMapping(for: .key(press)) {
    ///     node = current.superview
    /// }
    /// node?.ss.report(.key(press))
    /// ```
    ///
    /// - Parameter occurrence: What would be reported.
    /// - Returns: `true` if reporting `occurrence` on the sender fires at least one mapping.
    /// - Complexity: O(*m* + *h*), where *m* is the number of mappings declared on this sender and *h*
    ///   the number of handlers attached to its providers; O(1) when no mapping can match.
    public func hasMapping(for occurrence: SenderOccurrence) -> Bool {
        let storage = base.senderStorage
        guard storage.mappedMask.mayMatch(occurrence) else { return false }
        return storage.routes.contains { route in
            route.mask.mayMatch(occurrence) && route.provider.isProviderAlive
                && route.provider.hasLiveHandlers
                && route.events.contains { $0.matches(occurrence) }
        }
    }

    /// The sender's bound state, if it is of the requested type.
    ///
    /// A sender declared by an ``EventForwardingProvider`` resolves to the provider's model, unless
    /// it was bound on its own since the provider was last configured. A sender that a reloaded
    /// forwarder declares for the first time has no such history with the provider: it resolves to
    /// its own binding when it has one, however old, and to the provider's model otherwise.
    ///
    /// ```swift
    /// let product: Product? = button.ss.state()
    /// ```
    ///
    /// - Parameter type: The type to read; inferred from the context when omitted.
    /// - Returns: The model bound by the last `configure`, or `nil` when none is bound or it is of
    ///   another type.
    public func state<T>(_ type: T.Type = T.self) -> T? {
        base.senderStorage.state(as: type)
    }
}
