@MainActor
extension SendingState where Base: Configurable {
    /// Sends a model to the view: binds it as state, then renders it with the configurer.
    ///
    /// When the view is a ``Sender``, the model becomes its bound state; when it is also an
    /// ``EventForwardingProvider``, it becomes the bound state of every sender its forwarder
    /// declares, unless a sender is bound on its own afterwards. The model is bound once, on the
    /// view's provider record, where its senders read it through their routes. The state is bound
    /// before the configurer runs, so the configurer and any action it triggers see the new model.
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
        // Inlinable, so a caller whose view type is known binds the model without generic calls;
        // `stateStorage` is picked when the view's type conforms, so nothing is cast here.
        base.stateStorage?.bind(input, on: base)
        base.configurer(base, input)
    }

    /// Removes the bound state from the view and from every sender its forwarder declares.
    ///
    /// State-aware mappings produce no action until the view is configured again. The view's
    /// rendering is left as it is.
    public func removeState() {
        base.stateStorage?.clearState(on: base)
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
