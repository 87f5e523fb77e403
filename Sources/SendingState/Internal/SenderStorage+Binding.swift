@MainActor
extension SenderStorage {
    /// Binds a model bound on `sender` with `configure`: in the provider record when the sender is
    /// a provider, so its declared senders resolve it, or on the sender itself.
    ///
    /// Inlinable, so a caller that knows the model's type binds it without generic calls.
    ///
    /// - Parameters:
    ///   - value: The model.
    ///   - sender: The sender this storage belongs to.
    @inlinable
    func bind<Value>(_ value: Value, on sender: AnyObject) {
        guard isPrepared(for: sender) || prepareForBinding(on: sender) else { return }
        if let provider {
            provider.bind(value)
        } else {
            ownState.store(value)
        }
        noteOwnBinding()
    }

    /// Unbinds the model of `sender`; state-aware mappings produce nothing until it is bound again.
    ///
    /// - Parameter sender: The sender this storage belongs to.
    func clearState(on sender: AnyObject) {
        guard isPrepared(for: sender) || prepareForBinding(on: sender) else { return }
        if let provider {
            provider.clearState()
        } else {
            ownState = nil
        }
        noteOwnBinding()
    }

    /// Whether `sender` owns this storage and it knows whether `sender` is a provider.
    @inlinable
    func isPrepared(for sender: AnyObject) -> Bool {
        (provider != nil || isKnownPlainSender) && owner?.id == ObjectIdentifier(sender)
    }

    /// Claims the storage for `sender` and, the first time, finds out whether it is a provider,
    /// compiling its forwarder if so: the one run-time cast of binding, made once per sender.
    ///
    /// - Returns: `false` when the storage belongs to another sender.
    @usableFromInline
    func prepareForBinding(on sender: AnyObject) -> Bool {
        guard claim(by: sender) else { return false }
        if provider == nil, !isKnownPlainSender {
            if let provider = sender as? any EventForwardingProvider {
                _ = providerRecord(of: provider)
            } else {
                isKnownPlainSender = true
            }
        }
        return true
    }

    /// Records on every route that the sender's own binding is now newer than its provider's.
    @usableFromInline
    func noteOwnBinding() {
        for index in routes.indices {
            routes[index].ownBindingGeneration = routes[index].provider.generation
        }
    }

    /// The model bound on this sender itself: its provider record's when it is a provider.
    var boundState: AnyStateBox? {
        provider?.state ?? ownState
    }

    /// The state a mapping declared by `provider` reads: the sender's own binding when it is newer,
    /// otherwise the provider's model.
    func state(readBy provider: ProviderRecord) -> AnyStateBox? {
        route(to: provider)?.prefersOwnBinding == true ? boundState : provider.state
    }

    /// The state the sender resolves to outside a dispatch: what the first live provider's mappings
    /// read, or its own binding when no live provider declares it.
    var resolvedState: AnyStateBox? {
        guard let route = routes.first(where: { $0.provider.isProviderAlive }) else { return boundState }
        return state(readBy: route.provider)
    }

    /// The resolved model as a `T`, or `nil` when none is bound or it is of another type.
    func state<T>(as type: T.Type) -> T? {
        resolvedState?.value(as: type)
    }
}
