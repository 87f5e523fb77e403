@MainActor
extension SendingState where Base: Configurable {
    /// Sends a model to the view: binds it as state, then renders it with the configurer.
    ///
    /// When the view is a ``Sender``, the model becomes its bound state; when it is also an
    /// ``EventForwardingProvider``, it becomes the bound state of every sender its forwarder
    /// declares, unless a sender is bound directly afterwards. The model is bound once, on the view;
    /// its senders resolve it when they are read. The state is bound before the configurer runs, so
    /// the configurer and any action it triggers see the new model.
    ///
    /// ```swift
    /// cell.ss.configure(product)
    /// ```
    ///
    /// - Parameter input: The model to render.
    /// - Complexity: O(1), whatever the number of declared senders. Binding a model of the same type
    ///   as the last one writes in place, without allocating.
    @inlinable
    public func configure(_ input: Base.Input) {
        // Inlinable, so that a caller whose view type is known specializes it, as
        // `Boundable.apply(to:)`, inlinable too, does for each view model. The two casts still look
        // the conformances up at run time (cached, but some 500 instructions); callers that know
        // the view is a provider get the overload below, which needs none.
        if let provider = base as? any Sender & EventForwardingProvider {
            provider.senderStorage.setState(input)
            // Installs the routes on first use, so the senders resolve the model from now on.
            _ = provider.senderStorage.compiledForwarding(of: provider)
        } else if let sender = base as? any Sender {
            sender.senderStorage.setState(input)
        }
        base.configurer(base, input)
    }

    /// Removes the bound state from the view and from every sender its forwarder declares.
    ///
    /// State-aware mappings produce no action until the view is configured again. The view's
    /// rendering is left as it is.
    @inlinable
    public func removeState() {
        (base as? any Sender)?.senderStorage.clearState()
    }
}

@MainActor
extension SendingState where Base: Configurable & Sender & EventForwardingProvider {
    /// Sends a model to the view: binds it on the view and its declared senders, then renders it.
    ///
    /// The same as the general `configure(_:)`, chosen when the view's type is known to be a
    /// provider, so that no runtime cast is needed.
    ///
    /// Hidden from the documentation, which shows the general `configure(_:)` it specializes:
    /// the two behave identically.
    ///
    /// - Parameter input: The model to render.
    @_documentation(visibility: internal)
    @inlinable
    public func configure(_ input: Base.Input) {
        // Inlinable, so the caller's known model type binds it without generic calls or casts.
        let storage = base.senderStorage
        storage.setState(input)
        if storage.forwarding == nil { _ = storage.compiledForwarding(of: base) }
        base.configurer(base, input)
    }
}

@MainActor
extension SendingState where Base: Configurable & Sender {
    /// The model bound by the last `configure`, typed as the view's `Input`.
    ///
    /// ```swift
    /// let product = cell.ss.state()  // Product?
    /// ```
    ///
    /// - Returns: The bound model, or `nil` when none is bound.
    public func state() -> Base.Input? {
        base.senderStorage.state(as: Base.Input.self)
    }
}
