public import SendingState

/// Handles every action: updates the state, then sends it back to the screen.
///
/// The same interactor drives the shopping list on every toolkit: the scripted session on
/// HeadlessWidgets and the GTK window attach it to their views with `ss.addActionHandler(to:)`.
///
/// ```swift
/// let interactor = ShoppingListInteractor(products: [Product(id: 1, name: "Milk")])
/// interactor.render = { state in screen.ss.configure(state) }
/// interactor.handle(action: .toggleFavorite(productID: 1))
/// ```
public final class ShoppingListInteractor: ActionHandlingProvider {
    /// The current state of the screen.
    public private(set) var state: ShopState
    /// Receives each handled action with the state it produced.
    public var onHandle: ((ShopAction, ShopState) -> Void)?
    /// Where new state is sent.
    public var render: ((ShopState) -> Void)?

    /// Creates an interactor for a list of products.
    ///
    /// - Parameter products: The products on the list.
    public init(products: [Product]) {
        state = ShopState(products: products)
    }

    /// Updates the state for an action, then tells ``onHandle`` and sends the state to ``render``.
    ///
    /// - Parameter action: What the person did.
    public func handle(action: ShopAction) {
        switch action {
        case .toggleFavorite(let id):
            update(id) { $0.isFavorite.toggle() }
        case .setQuantity(let id, let quantity):
            update(id) { $0.quantity = quantity }
        case .open(let id):
            state.openedProductID = id
        case .remove(let id):
            state.products.removeAll { $0.id == id }
            if state.openedProductID == id { state.openedProductID = nil }
        case .setBags(let bags):
            state.bags = bags
        case .checkOut:
            state.checkedOut = true
        }
        onHandle?(action, state)
        render?(state)
    }

    private func update(_ id: Int, _ change: (inout Product) -> Void) {
        guard let index = state.products.firstIndex(where: { $0.id == id }) else { return }
        change(&state.products[index])
    }
}
