/// A product on the shopping list.
struct Product: Equatable, Sendable {
    var id: Int
    var name: String
    var quantity = 0
    var isFavorite = false
}

/// Everything the screen shows: the single source of truth, owned by the interactor.
struct ShopState: Equatable, Sendable {
    var products: [Product]
    var openedProductID: Int?
    var bags = 1
    var checkedOut = false

    var totalQuantity: Int { products.reduce(0) { $0 + $1.quantity } }
}

/// What the header shows, derived from the state.
struct Header: Equatable, Sendable {
    var title: String
    var summary: String
    var canCheckOut: Bool

    init(_ state: ShopState) {
        title = "Groceries"
        let favorites = state.products.filter(\.isFavorite).count
        summary = "\(state.products.count) products · \(state.totalQuantity) in cart · \(favorites) ★"
        canCheckOut = state.totalQuantity > 0
    }
}

/// What a person can do on the screen.
enum ShopAction: Equatable, Sendable {
    case toggleFavorite(productID: Int)
    case setQuantity(productID: Int, quantity: Int)
    case open(productID: Int)
    case remove(productID: Int)
    case setBags(Int)
    case checkOut
}

extension ShopState: CustomStringConvertible {
    /// A one-line summary of what changed from the initial list.
    var description: String {
        let cart = products.filter { $0.quantity > 0 }.map { "\($0.name) ×\($0.quantity)" }
        let favorites = products.filter(\.isFavorite).map(\.name)
        let opened = openedProductID.flatMap { id in products.first { $0.id == id }?.name } ?? "none"
        return "\(products.count) products; cart: [\(cart.joined(separator: ", "))]; "
            + "favourites: [\(favorites.joined(separator: ", "))]; opened: \(opened); bags: \(bags)"
            + (checkedOut ? "; checked out" : "")
    }
}
