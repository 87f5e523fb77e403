@MainActor
extension SendingState where Base: Configurable & Sender {
    /// Changes the view's own state: renders the new state and writes it back to the view's store.
    ///
    /// Call it from inside a view, for example when a stepper's plus button is pressed. The
    /// transform receives the bound state and returns the new one, which is then:
    /// 1. bound on the view and its senders, and rendered by the configurer;
    /// 2. written back to the ``BindingStore`` last applied to the view, which notifies its
    ///    observers once. The write-back is not rendered again, so it can't echo.
    ///
    /// For `Equatable` state, an equal result does nothing unless `force` is `true`. When no state
    /// is bound, nothing happens.
    ///
    /// ```swift
    /// cell.ss.invalidateState { quantity in quantity + 1 }
    /// ```
    ///
    /// - Parameters:
    ///   - force: Whether to render and write back even when the new state equals the old one.
    ///   - transform: Returns the new state from the old one.
    public func invalidateState(force: Bool = false, _ transform: (_ old: Base.Input) -> Base.Input) {
        guard let oldState = state() else { return }
        let newState = transform(oldState)
        guard force || !areEqual(oldState, newState) else { return }
        configure(newState)
        base.senderStorage.writeBackReceiver?.receiveWriteBack(newState)
    }

    /// The store last applied to the view, if it still exists.
    public var store: AnyObject? {
        base.senderStorage.writeBackReceiver
    }
}
