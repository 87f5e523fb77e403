/// An object that handles the actions views forward, such as an interactor or a view controller.
///
/// The protocol is deliberately not isolated to the main actor: ``handle(action:)`` is called on the
/// main actor, because forwarding happens there, but the handler is free to hand work to any
/// service or actor. Handlers are attached to views with `view.ss.addActionHandler(to:)` and are held
/// weakly; keep a strong reference to them yourself.
///
/// ```swift
/// final class CartInteractor: ActionHandlingProvider {
///     func handle(action: CartAction) {
///         switch action {
///         case .add(let id): cart.add(id)
///         case .remove(let id): cart.remove(id)
///         }
///     }
/// }
/// ```
public protocol ActionHandlingProvider: AnyObject {
    /// The type of action this handler understands; actions of other types are not delivered to it.
    associatedtype Action

    /// Handles one action.
    ///
    /// - Parameter action: The action a mapping produced.
    func handle(action: Action)
}
