@MainActor
extension SenderStorage {
    /// Binds a model bound on `sender` with `configure`: in the provider record when the sender is
    /// a provider, so its declared senders resolve it, or on the sender itself.
    ///
    /// Inlinable, so that a caller that knows the model's type overwrites the box of the model
    /// before it in place, without a generic call; the storage is read through calls, which keeps
    /// its properties out of inlined code.
    ///
    /// - Parameters:
    ///   - value: The model.
    ///   - sender: The sender this storage belongs to.
    @inlinable
    func bind<Value>(_ value: Value, on sender: AnyObject) {
        if let box = prepareToBind(from: sender) as? StateBox<Value> {
            box.value = value
        } else if let box = takeSpareState() as? StateBox<Value> {
            box.value = value
            bind(newBox: box, from: sender)
        } else {
            bind(newBox: StateBox(value), from: sender)
        }
    }

    /// Unbinds the model of `sender`; state-aware mappings produce nothing until it is bound again.
    ///
    /// The box that held the model is emptied and kept as the spare, so that the next bind of a
    /// model of the same type, a list row's next row, reuses it rather than allocating one.
    ///
    /// - Parameter sender: The sender this storage belongs to.
    func clearState(on sender: AnyObject) {
        let box = isReady(for: sender) ? boundState : nil
        bind(newBox: nil, from: sender)
        guard let box else { return }
        box.empty()
        spareState = box
    }

    /// Takes the spare box that ``clearState(on:)`` kept, if any.
    @usableFromInline
    func takeSpareState() -> AnyStateBox? {
        defer { spareState = nil }
        return spareState
    }

    /// Counts a bind by `sender` and returns the box of the model bound now, to be overwritten in
    /// place when it holds the new model's type.
    ///
    /// - Returns: The bound box, or `nil` when no model is bound, or when the storage isn't yet
    ///   ready for `sender`: then the caller binds a new box with ``bind(newBox:from:)``, which
    ///   claims the storage and reports a sender that doesn't own it.
    @usableFromInline
    func prepareToBind(from sender: AnyObject) -> AnyStateBox? {
        guard isReady(for: sender) else { return nil }
        provider?.didBind()
        noteOwnBinding()
        return boundState
    }

    /// Whether `sender` owns this storage and it knows whether `sender` is a provider.
    private func isReady(for sender: AnyObject) -> Bool {
        (provider != nil || isKnownPlainSender) && ownerID == ObjectIdentifier(sender)
    }

    /// Claims the storage for `sender` and finds out, once, whether it is a provider, compiling its
    /// forwarder if so.
    ///
    /// - Returns: `false` when the storage belongs to another sender.
    private func claimForBinding(by sender: AnyObject) -> Bool {
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

    /// Binds a new box for `sender`, or none to unbind.
    ///
    /// Claims the storage for `sender`; the first time, finds out whether `sender` is a provider,
    /// the one run-time cast of binding, which compiles a provider's forwarder.
    @usableFromInline
    func bind(newBox box: AnyStateBox?, from sender: AnyObject) {
        guard isReady(for: sender) || claimForBinding(by: sender) else { return }
        provider?.didBind()
        noteOwnBinding()
        if let provider {
            provider.state = box
        } else {
            ownState = box
        }
    }

    /// The model bound on this sender itself: its provider record's when it is a provider.
    var boundState: AnyStateBox? {
        provider?.state ?? ownState
    }

    /// The state the sender resolves to outside a dispatch: what the first live provider's mappings
    /// read, or its own binding when no live provider declares it.
    var resolvedState: AnyStateBox? {
        guard let route = routes.first(where: { $0.provider.isProviderAlive }) else { return boundState }
        return route.state
    }

    /// The resolved model as a `T`, or `nil` when none is bound or it is of another type.
    func state<T>(as type: T.Type) -> T? {
        resolvedState?.value(as: type)
    }
}
