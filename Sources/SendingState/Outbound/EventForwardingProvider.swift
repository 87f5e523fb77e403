/// A view that declares which of its senders' events become which actions.
///
/// The forwarder is evaluated once, when the view is first configured or gets its first handler,
/// and cached for the view's lifetime: dispatching an event never rebuilds it. If what it declares
/// depends on something that changes, call `view.ss.reloadEventForwarder()`. Inside an action
/// closure, prefer the closure's `sender` and state parameters to `self`: the cached forwarder keeps
/// whatever its closures capture alive.
///
/// ```swift
/// final class ProductCell: View, Configurable, EventForwardingProvider {
///     let favoriteButton = Button()
///
///     var eventForwarder: any EventForwardable {
///         EventForwarder(favoriteButton) { _, ctx in
///             ctx.control(.touchUpInside) { (product: Product) in
///                 [ShopAction.toggleFavorite(product.id)]
///             }
///         }
///     }
/// }
/// ```
///
/// A provider is always a ``Sender``: its ``SenderStorage`` keeps its model and its handlers, so a
/// view that forwards events but isn't a sender is a compile-time error, not a view that silently
/// binds nothing.
@MainActor
public protocol EventForwardingProvider: Sender {
    /// The declaration of this view's senders and their mappings.
    var eventForwarder: any EventForwardable { get }
}
