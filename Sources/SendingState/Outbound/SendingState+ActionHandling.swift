@MainActor
extension SendingState where Base: Sender & EventForwardingProvider {
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
        let forwarding = base.senderStorage.compiledForwarding(of: base)
        guard forwarding.index(of: handler) == nil else { return }
        forwarding.pruneReleasedHandlers()
        forwarding.handlers.append(TypedHandlerBox(handler))
    }

    /// Makes a handler the view's only handler, removing all others.
    ///
    /// - Parameter handler: The handler to receive the view's actions from now on.
    public func assignActionHandler<Handler: ActionHandlingProvider>(to handler: Handler) {
        let forwarding = base.senderStorage.compiledForwarding(of: base)
        if forwarding.handlers.count == 1, forwarding.handlers[0].holds(handler) { return }
        forwarding.handlers = [TypedHandlerBox(handler)]
    }

    /// Detaches a handler; detaching one that isn't attached does nothing.
    ///
    /// - Parameter handler: The handler to stop forwarding to.
    public func removeActionHandler<Handler: ActionHandlingProvider>(from handler: Handler) {
        guard let forwarding = base.senderStorage.forwarding else { return }
        forwarding.handlers.removeAll { $0.holds(handler) || $0.object == nil }
    }

    /// Detaches every handler, typed or type-erased.
    public func removeAllActionHandlers() {
        base.senderStorage.forwarding?.handlers.removeAll()
    }

    /// Attaches a type-erased handler; attaching the same underlying handler again has no effect.
    ///
    /// - Parameter handler: The handler to receive the view's actions.
    public func addAnyActionHandler(to handler: AnyActionHandlingProvider) {
        guard let object = handler.base else { return }
        let forwarding = base.senderStorage.compiledForwarding(of: base)
        guard forwarding.index(of: object) == nil else { return }
        forwarding.pruneReleasedHandlers()
        forwarding.handlers.append(handler.box)
    }

    /// Makes a type-erased handler the view's only handler, removing all others.
    ///
    /// - Parameter handler: The handler to receive the view's actions from now on.
    public func assignAnyActionHandler(to handler: AnyActionHandlingProvider) {
        let forwarding = base.senderStorage.compiledForwarding(of: base)
        forwarding.handlers = handler.base == nil ? [] : [handler.box]
    }

    /// Detaches a type-erased handler; detaching one that isn't attached does nothing.
    ///
    /// - Parameter handler: The handler to stop forwarding to.
    public func removeAnyActionHandler(from handler: AnyActionHandlingProvider) {
        guard let forwarding = base.senderStorage.forwarding else { return }
        let object = handler.base
        forwarding.handlers.removeAll { $0.object == nil || $0.object === object }
    }

    /// The number of live handlers attached to the view.
    public var actionHandlerCount: Int {
        base.senderStorage.forwarding?.handlers.lazy.filter { $0.object != nil }.count ?? 0
    }

    /// Evaluates the view's ``EventForwardingProvider/eventForwarder`` again, replacing the cached one.
    ///
    /// Call it when what the forwarder declares depends on something that changed, such as a
    /// sender added after the first evaluation. Attached handlers stay attached, and the senders of
    /// the new forwarder receive the view's bound state.
    public func reloadEventForwarder() {
        let storage = base.senderStorage
        guard let old = storage.forwarding else { return }
        old.uninstall()
        let fresh = ProviderForwarding(providerStorage: storage)
        fresh.handlers = old.handlers
        storage.forwarding = fresh
        fresh.install(base.eventForwarder)
    }
}

@MainActor
extension SenderStorage {
    /// The provider's compiled forwarder, evaluating and installing it on first use.
    @usableFromInline
    func compiledForwarding(of provider: some Sender & EventForwardingProvider) -> ProviderForwarding {
        if let forwarding { return forwarding }
        let compiled = ProviderForwarding(providerStorage: self)
        forwarding = compiled
        compiled.install(provider.eventForwarder)
        return compiled
    }
}
