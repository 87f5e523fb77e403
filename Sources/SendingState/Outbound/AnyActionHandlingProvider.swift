/// A type-erased, weakly held action handler.
///
/// Wrap a typed handler once, then attach it to cells whose concrete type you don't know, such as a
/// cell known only as `any EventForwardingProvider`. Actions of another type than the
/// handler's `Action` are ignored, and once the handler is released the wrapper forwards nothing.
///
/// ```swift
/// let actionHandler = AnyActionHandlingProvider(interactor)
///
/// if let cell = cell as? any EventForwardingProvider {
///     actionHandler.attach(to: cell)  // idempotent: safe on every reuse
/// }
/// ```
public struct AnyActionHandlingProvider {
    let box: HandlerBox

    /// Wraps a handler, holding it weakly.
    ///
    /// - Parameter handler: The handler to forward actions to.
    public init<Handler: ActionHandlingProvider>(_ handler: Handler) {
        box = TypedHandlerBox(handler)
    }

    /// The wrapped handler, or `nil` once it was released.
    public var base: AnyObject? {
        box.object
    }

    /// Forwards an action to the handler if it is of the handler's action type.
    ///
    /// - Parameter action: The action to forward.
    public func handle(action: Any) {
        box.receiveConverting(action)
    }

    /// Attaches the handler to a provider; attaching it again has no further effect.
    ///
    /// The generic parameter opens an existential, so this works for a cell known only as
    /// `any EventForwardingProvider`.
    ///
    /// - Parameter provider: The view whose forwarded actions the handler receives.
    @MainActor
    public func attach(to provider: some EventForwardingProvider) {
        provider.ss.addAnyActionHandler(to: self)
    }

    /// Detaches the handler from a provider; detaching a handler that isn't attached does nothing.
    ///
    /// - Parameter provider: The view to stop receiving actions from.
    @MainActor
    public func detach(from provider: some EventForwardingProvider) {
        provider.ss.removeAnyActionHandler(from: self)
    }
}

@available(*, unavailable, message: "It holds a handler that may not be Sendable; use it on the main actor.")
extension AnyActionHandlingProvider: Sendable {}
