/// A product on the shopping list.
public struct Product: Equatable, Sendable {
    /// The product's identifier, unique in the list.
    public var id: Int
    /// The name a person reads.
    public var name: String
    /// How many are in the cart.
    public var quantity: Int
    /// Whether the person starred it.
    public var isFavorite: Bool

    /// Creates a product, by default not in the cart and not a favourite.
    ///
    /// - Parameters:
    ///   - id: The product's identifier, unique in the list.
    ///   - name: The name a person reads.
    ///   - quantity: How many are in the cart.
    ///   - isFavorite: Whether the person starred it.
    public init(id: Int, name: String, quantity: Int = 0, isFavorite: Bool = false) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.isFavorite = isFavorite
    }
}

/// Everything the screen shows: the single source of truth, owned by the interactor.
public struct ShopState: Equatable, Sendable {
    /// The products on the list, in display order.
    public var products: [Product]
    /// The product the person opened last, if it is still on the list.
    public var openedProductID: Int?
    /// How many bags to pack the cart into.
    public var bags: Int
    /// Whether the person checked out.
    public var checkedOut: Bool
    /// Whether the products are being loaded from the service.
    public var isLoading: Bool
    /// Why the last load failed, if it did.
    public var loadError: String?

    /// Creates the state of a list nobody has touched yet: nothing opened, one bag, nothing loading.
    ///
    /// - Parameter products: The products on the list.
    public init(products: [Product]) {
        self.products = products
        self.openedProductID = nil
        self.bags = 1
        self.checkedOut = false
        self.isLoading = false
        self.loadError = nil
    }

    /// How many items are in the cart, over every product.
    public var totalQuantity: Int { products.reduce(0) { $0 + $1.quantity } }
}

/// What the header shows, derived from the state.
public struct Header: Equatable, Sendable {
    /// The screen's title.
    public var title: String
    /// A line that counts products, items in the cart and favourites.
    public var summary: String
    /// Whether the checkout button is enabled: the cart has items.
    public var canCheckOut: Bool

    /// Derives the header from the state: while loading, or after a load failed, the summary says so.
    ///
    /// - Parameter state: The screen's state.
    public init(_ state: ShopState) {
        title = "Groceries"
        let favorites = state.products.filter(\.isFavorite).count
        if state.isLoading {
            summary = "Loading products…"
        } else if let error = state.loadError {
            summary = "Couldn't load the products: \(error)"
        } else {
            summary = "\(state.products.count) products · \(state.totalQuantity) in cart · \(favorites) ★"
        }
        canCheckOut = state.totalQuantity > 0
    }
}

/// What a person can do on the screen, and what the service answers.
public enum ShopAction: Equatable, Sendable {
    /// Load the products from the service, as the screen does when it opens.
    case load
    /// The service answered with the products.
    case productsLoaded([Product])
    /// The service failed, for a reason a person can read.
    case loadingFailed(String)
    /// Star or unstar a product.
    case toggleFavorite(productID: Int)
    /// Put a quantity of a product in the cart.
    case setQuantity(productID: Int, quantity: Int)
    /// Open a product's details.
    case open(productID: Int)
    /// Take a product off the list.
    case remove(productID: Int)
    /// Choose how many bags to pack.
    case setBags(Int)
    /// Check out the cart.
    case checkOut
}

extension ShopState: CustomStringConvertible {
    /// A one-line summary of what changed from the initial list.
    public var description: String {
        let cart = products.filter { $0.quantity > 0 }.map { "\($0.name) ×\($0.quantity)" }
        let favorites = products.filter(\.isFavorite).map(\.name)
        let opened = openedProductID.flatMap { id in products.first { $0.id == id }?.name } ?? "none"
        return "\(products.count) products; cart: [\(cart.joined(separator: ", "))]; "
            + "favourites: [\(favorites.joined(separator: ", "))]; opened: \(opened); bags: \(bags)"
            + (checkedOut ? "; checked out" : "") + (isLoading ? "; loading" : "")
            + (loadError.map { "; load failed: \($0)" } ?? "")
    }
}

extension Product {
    /// The twelve groceries every shopping-list example starts with, numbered from 1.
    public static let groceries: [Product] = [
        "Milk", "Eggs", "Bread", "Butter", "Cheese", "Apples", "Bananas", "Rice", "Pasta", "Coffee",
        "Tea", "Honey",
    ].enumerated().map { Product(id: $0.offset + 1, name: $0.element) }
}
