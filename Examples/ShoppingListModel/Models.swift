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
    /// The price of one, in cents; 0 when the shop shows no prices.
    public var priceInCents: Int

    /// Creates a product, by default not in the cart and not a favourite.
    ///
    /// - Parameters:
    ///   - id: The product's identifier, unique in the list.
    ///   - name: The name a person reads.
    ///   - quantity: How many are in the cart.
    ///   - isFavorite: Whether the person starred it.
    ///   - priceInCents: The price of one, in cents.
    public init(id: Int, name: String, quantity: Int = 0, isFavorite: Bool = false, priceInCents: Int = 0) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.isFavorite = isFavorite
        self.priceInCents = priceInCents
    }
}

/// Everything the screen shows: the single source of truth, owned by the interactor.
public struct ShopState: Equatable, Sendable {
    /// The products on the list, in display order.
    public var products: [Product]
    /// The product the person opened last, if it is still on the list.
    public var openedProductID: Int?
    /// The products opened in windows of their own, in the order they were opened; a product
    /// taken off the list leaves it.
    public var windowProductIDs: [Int]
    /// How many bags to pack the cart into.
    public var bags: Int
    /// Whether the person checked out.
    public var checkedOut: Bool
    /// Whether the products are being loaded from the service.
    public var isLoading: Bool
    /// Why the last load failed, if it did.
    public var loadError: String?
    /// What the person searched for; empty when they didn't.
    public var query: String
    /// The indexes in ``products`` of those whose name contains ``query``, or `nil` when every
    /// product is shown; the interactor keeps it up to date.
    public var matchingIndexes: [Int]?

    /// Creates the state of a list nobody has touched yet: nothing opened, one bag, nothing loading.
    ///
    /// - Parameter products: The products on the list.
    public init(products: [Product]) {
        self.products = products
        self.openedProductID = nil
        self.windowProductIDs = []
        self.bags = 1
        self.checkedOut = false
        self.isLoading = false
        self.loadError = nil
        self.query = ""
        self.matchingIndexes = nil
    }

    /// How many items are in the cart, over every product.
    public var totalQuantity: Int { products.reduce(0) { $0 + $1.quantity } }

    /// What the cart costs, in cents.
    public var totalPriceInCents: Int { products.reduce(0) { $0 + $1.quantity * $1.priceInCents } }

    /// How many products the screen shows: those that match the search, or every one.
    public var shownProductCount: Int { matchingIndexes?.count ?? products.count }

    /// The product in a row of the screen, counting only those that match the search.
    ///
    /// - Parameter row: The row, below ``shownProductCount``.
    /// - Returns: The product shown in the row.
    public func shownProduct(at row: Int) -> Product {
        products[matchingIndexes?[row] ?? row]
    }

    /// Shows the products whose name contains a text, ignoring case, or every product for an empty
    /// text: sets ``query`` and ``matchingIndexes``.
    ///
    /// A text that extends the last one, as each key a person types does, searches only the last
    /// matches.
    ///
    /// - Parameter newQuery: The text to search for.
    /// - Complexity: O(*n*) in the number of products, or in the last matches when narrowing.
    public mutating func search(for newQuery: String) {
        let candidates = !query.isEmpty && newQuery.hasPrefix(query) ? matchingIndexes : nil
        query = newQuery
        let needle = newQuery.lowercased()
        guard !needle.isEmpty else {
            matchingIndexes = nil
            return
        }
        matchingIndexes = (candidates ?? Array(products.indices)).filter {
            products[$0].name.lowercased().contains(needle)
        }
    }

    /// Searches for ``query`` again, after the products changed.
    ///
    /// - Complexity: O(*n*) in the number of products.
    public mutating func searchAgain() {
        let query = query
        self.query = ""
        search(for: query)
    }
}

/// What the header shows, derived from the state.
public struct Header: Equatable, Sendable {
    /// The screen's title.
    public var title: String
    /// A line that counts products, items in the cart and favourites.
    public var summary: String
    /// Whether the checkout button is enabled: the cart has items.
    public var canCheckOut: Bool
    /// What the cart costs, such as `Total €12.34`.
    public var cartTotal: String

    /// Derives the header from the state: while loading, or after a load failed, the summary says so.
    ///
    /// - Parameters:
    ///   - state: The screen's state.
    ///   - format: How counts and prices are written; by default, in the locale the app runs in.
    public init(_ state: ShopState, format: ShopFormat = .current) {
        title = "Groceries"
        // One pass over the products, which may be 100,000, for the three totals.
        var favorites = 0
        var quantity = 0
        var priceInCents = 0
        for product in state.products {
            if product.isFavorite { favorites += 1 }
            quantity += product.quantity
            priceInCents += product.quantity * product.priceInCents
        }
        if state.isLoading {
            summary = "Loading products…"
        } else if let error = state.loadError {
            summary = "Couldn't load the products: \(error)"
        } else {
            let products =
                state.matchingIndexes.map {
                    "\(format.count($0.count)) of \(format.products(state.products.count))"
                }
                ?? format.products(state.products.count)
            summary =
                "\(products) · \(format.count(quantity)) in cart · \(format.count(favorites)) ★"
        }
        cartTotal = "Total \(format.price(cents: priceInCents))"
        canCheckOut = quantity > 0
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
    /// Close the opened product's details, as going back from them does.
    case closeProduct
    /// Open a product's details in a window of their own, or bring its window to the front.
    case openInNewWindow(productID: Int)
    /// Close the window of a product's details, as a person closing it does.
    case closeWindow(productID: Int)
    /// Take a product off the list.
    case remove(productID: Int)
    /// Choose how many bags to pack.
    case setBags(Int)
    /// Show only the products whose name contains a text; an empty text shows every product.
    case search(String)
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
            + (windowProductIDs.isEmpty ? "" : "; windows: \(names(of: windowProductIDs))")
            + (query.isEmpty ? "" : "; search: \(query), \(shownProductCount) found")
            + (checkedOut ? "; checked out" : "") + (isLoading ? "; loading" : "")
            + (loadError.map { "; load failed: \($0)" } ?? "")
    }

    /// The names of the products with these ids, in brackets.
    private func names(of ids: [Int]) -> String {
        let names = ids.compactMap { id in products.first { $0.id == id }?.name }
        return "[\(names.joined(separator: ", "))]"
    }
}

extension Product {
    /// The twelve groceries every shopping-list example starts with, numbered from 1.
    public static let groceries: [Product] = [
        "Milk", "Eggs", "Bread", "Butter", "Cheese", "Apples", "Bananas", "Rice", "Pasta", "Coffee",
        "Tea", "Honey",
    ].enumerated().map { Product(id: $0.offset + 1, name: $0.element) }

    /// The price of one as a person reads it, such as `€12.34`.
    ///
    /// - Parameter format: How prices are written; by default, in the locale the app runs in.
    /// - Returns: The price in the shop's currency.
    public func priceText(_ format: ShopFormat = .current) -> String {
        format.price(cents: priceInCents)
    }

    /// The name assistive technology reads for the product's row, such as `Organic Milk #1, €0.99`.
    ///
    /// It is the product's name and, when the shop shows prices, its price. Both examples name
    /// their rows with it, so one test vocabulary finds a row in either.
    ///
    /// - Parameter format: How prices are written; by default, in the locale the app runs in.
    /// - Returns: The row's accessibility label.
    public func rowLabel(_ format: ShopFormat = .current) -> String {
        priceInCents == 0 ? name : "\(name), \(priceText(format))"
    }

    /// The name assistive technology reads for the control that sets the product's quantity, such as
    /// `Quantity of Organic Milk #1`: every row has one, so the name says which product it is for.
    public var quantityLabel: String {
        "Quantity of \(name)"
    }

    /// A catalogue of priced products numbered from 1, each a grocery with a variety, such as
    /// `Organic Milk #1`: enough of them to show what a long list costs.
    ///
    /// - Parameter count: How many products to make.
    /// - Returns: The products, in order of their number.
    public static func catalogue(count: Int) -> [Product] {
        let varieties = [
            "Organic", "Fresh", "Local", "Classic", "Smoked", "Sweet", "Spicy", "Whole", "Light",
        ]
        return (0..<max(0, count)).map { index in
            let grocery = groceries[index % groceries.count].name
            let variety = varieties[(index / groceries.count) % varieties.count]
            return Product(
                id: index + 1, name: "\(variety) \(grocery) #\(index + 1)",
                priceInCents: 99 + (index * 37) % 900)
        }
    }
}
