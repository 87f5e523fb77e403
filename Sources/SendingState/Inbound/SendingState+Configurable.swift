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
}

// Every sender and every configurable view can remove its state, so one method serves both: a view
// that is both then has one to call, and the documentation one symbol to link.
@MainActor
extension SendingState where Base: AnyObject & SendingStateHost {
    /// Removes the bound state from a sender or view, and from every sender its forwarder declares.
    ///
    /// State-aware mappings on it, and on the senders an ``EventForwardingProvider`` declares,
    /// produce no action until a model is bound again, as `configure` binds one; mappings that
    /// don't read state still fire. It works on every ``Sender`` and every ``Configurable``, so a
    /// list that recycles row views unbinds each when it stops showing a row, whatever the view's
    /// type: a view that isn't a sender has no state to remove. The rendering is left as it is,
    /// and the emptied state box is kept for the next model of the same type.
    ///
    /// `ss` isn't available on an `any Sender`, whose type the compiler can't name in
    /// `SendingState<Base>`; pass one to a generic function, which opens it:
    ///
    /// ```swift
    /// cell.ss.removeState()  // the cell acts for no row until it is configured again
    ///
    /// func unbind(_ rowView: some Sender) {
    ///     rowView.ss.removeState()
    /// }
    /// for rowView in rowViews {  // [any Sender]
    ///     unbind(rowView)
    /// }
    /// ```
    public func removeState() {
        // The storage the host's type picked when it conformed: a sender's own, without a cast.
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
