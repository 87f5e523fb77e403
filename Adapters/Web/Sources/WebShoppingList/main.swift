// Serves the shopping catalogue at http://127.0.0.1:8080, built with SendingState on
// SendingStateWeb: 100,000 products in a recycled list, a search field, the bags stepper and the
// cart. Each browser that opens the page gets a session of its own, with its own cart. Set
// WEB_SHOPPING_LIST_PORT to serve on another port.
import Foundation
import SendingState
import SendingStateWeb
import SendingStateWebServer
import ShoppingListModel

/// A product's row: its name and price, how many are in the cart, its star, and a button that
/// adds one.
@MainActor
final class ProductRow: WebStack, Configurable, EventForwardingProvider {
    let name = WebLabel()
    let quantity = WebLabel()
    let favorite = WebToggle(title: "★")
    let addOne = WebButton(title: "Add one")

    init() {
        super.init(axis: .horizontal)
        favorite.accessibilityLabel = "Favourite"
        for view in [name, quantity, favorite, addOne] as [WebView] { addSubview(view) }
    }

    var configurer: (ProductRow, Product) -> Void {
        { row, product in
            row.name.text = product.rowLabel(.english)
            row.quantity.text = product.quantity == 0 ? "" : "× \(product.quantity)"
            row.favorite.isOn = product.isFavorite
            row.addOne.accessibilityLabel = "Add one \(product.name)"
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favorite) { _, ctx in
                ctx.control(.valueChanged) { (product: Product) in
                    [ShopAction.toggleFavorite(productID: product.id)]
                }
            }
            EventForwarder(addOne) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: Product) in
                    [ShopAction.setQuantity(productID: product.id, quantity: min(product.quantity + 1, 99))]
                }
            }
        }
    }
}

/// The catalogue: the cart's summary, checkout, a search field and the bags stepper above the
/// recycled list of products.
///
/// The screen is the list's data source: it keeps the last state it was sent, and the list asks
/// it for the model of each row it shows.
@MainActor
final class CatalogueScreen: WebStack, Configurable, EventForwardingProvider {
    /// The catalogue every session starts with: made once, and shared by the sessions until a
    /// person changes their own.
    static let catalogue = Product.catalogue(count: 100_000)

    let title = WebLabel(text: "Groceries")
    let summary = WebLabel()
    let checkout = WebButton(title: "Checkout")
    let search = WebTextField(placeholder: "Search products")
    let bagsLabel = WebLabel()
    let bags = WebStepper(minimumValue: 1, maximumValue: 5, value: 1)
    let list = WebListView { ProductRow() }
    let interactor = ShoppingListInteractor(
        service: ProductService(clock: ContinuousClock()), products: CatalogueScreen.catalogue)
    private var state = ShopState(products: [])

    init() {
        super.init(axis: .vertical)
        title.accessibilityRole = .header
        search.accessibilityIdentifier = "search"
        bags.accessibilityIdentifier = "bags"
        bags.accessibilityLabel = "Bags"
        list.accessibilityIdentifier = "products"
        list.accessibilityLabel = "Products"
        let bagsRow = WebStack(axis: .horizontal)
        bagsRow.addSubview(bagsLabel)
        bagsRow.addSubview(bags)
        for view in [title, summary, checkout, search, bagsRow, list] as [WebView] { addSubview(view) }
        list.dataSource = self
        list.actionHandler = AnyActionHandlingProvider(interactor)
        ss.addActionHandler(to: interactor)
        interactor.render = { [weak self] state in
            guard let self else { return }
            self.ss.configure(state)
            self.setNeedsDisplay()
        }
        ss.configure(interactor.state)
    }

    var configurer: (CatalogueScreen, ShopState) -> Void {
        { screen, state in
            let rowsChanged =
                state.products.count != screen.state.products.count
                || state.matchingIndexes != screen.state.matchingIndexes
            screen.state = state
            let header = Header(state, format: .english)
            screen.summary.text = header.summary
            screen.checkout.isEnabled = header.canCheckOut
            screen.search.text = state.query
            screen.bags.value = Double(state.bags)
            screen.bagsLabel.text = state.bags == 1 ? "1 bag" : "\(state.bags) bags"
            if rowsChanged {
                screen.list.reloadData()
            } else {
                // Same rows: send the shown ones their products again, in place.
                screen.list.reconfigureAllRows()
            }
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(checkout) { _, ctx in
                ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] }
            }
            EventForwarder(search) { field, ctx in
                ctx.control(.editingChanged) { [ShopAction.search(field.text)] }
            }
            EventForwarder(bags) { stepper, ctx in
                ctx.control(.valueChanged) { [ShopAction.setBags(Int(stepper.value))] }
            }
        }
    }
}

extension CatalogueScreen: WebListViewDataSource {
    func numberOfRows(in listView: WebListView<ProductRow>) -> Int {
        state.shownProductCount
    }

    func listView(_ listView: WebListView<ProductRow>, modelForRowAt row: Int) -> Product {
        state.shownProduct(at: row)
    }
}

extension ShopFormat {
    /// English prices in euros, whatever the server's locale.
    static let english = ShopFormat(locale: Locale(identifier: "en_IE"))
}

let port = ProcessInfo.processInfo.environment["WEB_SHOPPING_LIST_PORT"].flatMap(Int.init) ?? 8080
let server = WebServer(port: port) { CatalogueScreen() }
print("Serving the shopping list at http://127.0.0.1:\(port)")
try await server.run()
