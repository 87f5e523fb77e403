@MainActor
extension SendingState where Base: EventForwardingProvider {
    /// Attaches a handler to the view's forwarded actions; attaching it again has no effect.
    ///
    /// The handler is held weakly: once it is released it receives nothing and its registration
    /// is dropped. The first call evaluates and caches the view's ``EventForwardingProvider/eventForwarder``.
    ///
    /// ```swift
    /// cell.ss.addActionHandler(to: interactor)
    /// ```
    ///
    /// - Parameter handler: The handler to receive the view's actions.
    /// - Complexity: O(*h*) in the number of attached handlers; allocates only when the handler is new.
    public func addActionHandler<Handler: ActionHandlingProvider>(to handler: Handler) {
        let record = base.senderStorage.providerRecord(of: base)
        if record?.attach(handler, makeBox: { TypedHandlerBox(handler) }) == true {
            record?.notifySenders(of: base)
        }
    }

    /// Makes a handler the view's only handler, removing all others.
    ///
    /// - Parameter handler: The handler to receive the view's actions from now on.
    public func assignActionHandler<Handler: ActionHandlingProvider>(to handler: Handler) {
        let record = base.senderStorage.providerRecord(of: base)
        if record?.assign(handler, makeBox: { TypedHandlerBox(handler) }) == true {
            record?.notifySenders(of: base)
        }
    }

    /// Detaches a handler; detaching one that isn't attached does nothing.
    ///
    /// - Parameter handler: The handler to stop forwarding to.
    public func removeActionHandler<Handler: ActionHandlingProvider>(from handler: Handler) {
        let record = base.senderStorage.provider
        if record?.detach(handler) == true {
            record?.notifySenders(of: base)
        }
    }

    /// Detaches every handler, typed or type-erased.
    public func removeAllActionHandlers() {
        let record = base.senderStorage.provider
        if record?.detachAll() == true {
            record?.notifySenders(of: base)
        }
    }

    /// Attaches a type-erased handler; attaching the same underlying handler again has no effect.
    ///
    /// A wrapper whose handler was released attaches nothing.
    ///
    /// - Parameter handler: The handler to receive the view's actions.
    public func addAnyActionHandler(to handler: AnyActionHandlingProvider) {
        guard let object = handler.base else { return }
        let record = base.senderStorage.providerRecord(of: base)
        if record?.attach(object, makeBox: { handler.box }) == true {
            record?.notifySenders(of: base)
        }
    }

    /// Makes a type-erased handler the view's only handler, removing all others.
    ///
    /// A wrapper whose handler was released leaves the view with no handler.
    ///
    /// - Parameter handler: The handler to receive the view's actions from now on.
    public func assignAnyActionHandler(to handler: AnyActionHandlingProvider) {
        let record = base.senderStorage.providerRecord(of: base)
        if record?.assign(handler.base, makeBox: { handler.box }) == true {
            record?.notifySenders(of: base)
        }
    }

    /// Detaches a type-erased handler; detaching one that isn't attached does nothing.
    ///
    /// - Parameter handler: The handler to stop forwarding to.
    public func removeAnyActionHandler(from handler: AnyActionHandlingProvider) {
        let record = base.senderStorage.provider
        if record?.detach(handler.base) == true {
            record?.notifySenders(of: base)
        }
    }

    /// The number of live handlers attached to the view.
    public var actionHandlerCount: Int {
        base.senderStorage.provider?.liveHandlerCount ?? 0
    }

    /// Evaluates the view's ``EventForwardingProvider/eventForwarder`` again, replacing the cached one.
    ///
    /// Call it when what the forwarder declares depends on something that changed, such as a
    /// sender added after the first evaluation. Attached handlers stay attached, and the senders of
    /// the new forwarder resolve the view's bound state, except a sender declared for the first
    /// time that is bound on its own: it keeps its own binding (see ``state(_:)``).
    public func reloadEventForwarder() {
        let storage = base.senderStorage
        guard let old = storage.provider else { return }
        let previousSenders = old.declaredSenders(of: base)
        let fresh = storage.makeProviderRecord()
        fresh.install(base.eventForwarder, of: base, replacing: old)
        old.uninstall(of: base)
        var notified = Set<ObjectIdentifier>()
        for sender in previousSenders + fresh.declaredSenders(of: base)
        where notified.insert(ObjectIdentifier(sender)).inserted {
            sender.mappedEventsDidChange()
        }
    }
}

@MainActor
extension SenderStorage {
    /// The record of `provider`, whose storage this is: evaluating and installing its forwarder on
    /// first use.
    ///
    /// - Returns: The record, or `nil` when the storage belongs to another sender.
    func providerRecord(of provider: some EventForwardingProvider) -> ProviderRecord? {
        if let record = self.provider { return record }
        guard claim(by: provider) else { return nil }
        let record = makeProviderRecord()
        record.install(provider.eventForwarder, of: provider, replacing: nil)
        return record
    }
}
