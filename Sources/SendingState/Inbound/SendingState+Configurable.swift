@MainActor
extension SendingState where Base: Configurable {
    /// Sends a model to the view: binds it as state, then renders it with the configurer.
    ///
    /// When the view is a ``Sender``, the model becomes its bound state; when it is also an
    /// ``EventForwardingProvider``, it becomes the bound state of every sender its forwarder
    /// declares. The state is bound before the configurer runs, so the configurer and any action
    /// it triggers see the new model.
    ///
    /// ```swift
    /// cell.ss.configure(product)
    /// ```
    ///
    /// - Parameter input: The model to render.
    /// - Complexity: O(*s*) in the number of declared senders. Binding a model of the same type as the
    ///   last one writes in place, without allocating.
    public func configure(_ input: Base.Input) {
        if let provider = base as? any Sender & EventForwardingProvider {
            provider.senderStorage.setState(input)
            provider.senderStorage.compiledForwarding(of: provider).propagate(input)
        } else if let sender = base as? any Sender {
            sender.senderStorage.setState(input)
        }
        base.configurer(base, input)
    }

    /// Removes the bound state from the view and from every sender its forwarder declares.
    ///
    /// State-aware mappings produce no action until the view is configured again. The view's
    /// rendering is left as it is.
    public func removeState() {
        if let provider = base as? any Sender & EventForwardingProvider {
            provider.senderStorage.state = nil
            provider.senderStorage.forwarding?.removeState()
        } else if let sender = base as? any Sender {
            sender.senderStorage.state = nil
        }
    }
}

@MainActor
extension SendingState where Base: Configurable & Sender & EventForwardingProvider {
    /// Sends a model to the view: binds it on the view and its declared senders, then renders it.
    ///
    /// The same as the general `configure(_:)`, chosen when the view's type is known to be a
    /// provider, so that no runtime cast is needed.
    ///
    /// - Parameter input: The model to render.
    public func configure(_ input: Base.Input) {
        let storage = base.senderStorage
        storage.setState(input)
        storage.compiledForwarding(of: base).propagate(input)
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
