import SendingState

/// Handles every action: updates the state, then sends it back to the screen.
final class ShoppingListInteractor: ActionHandlingProvider {
    private(set) var state: ShopState
    /// Receives each handled action with the state it produced.
    var onHandle: ((ShopAction, ShopState) -> Void)?
    /// Where new state is sent.
    var render: ((ShopState) -> Void)?

    init(products: [Product]) {
        state = ShopState(products: products)
    }

    func handle(action: ShopAction) {
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
