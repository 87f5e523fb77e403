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
        for view in [name, quantity, favorite, addOne] as [WebView] { addSubview(view) }
    }

    var configurer: (ProductRow, Product) -> Void {
        { row, product in
            row.name.text = product.rowLabel(.english)
            row.quantity.text = product.quantity == 0 ? "" : "× \(product.quantity)"
            row.favorite.isOn = product.isFavorite
            row.favorite.accessibilityLabel = "Favourite \(product.name)"
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

/// What the catalogue screen shows of the shop's state: everything but the products, which the
/// list reads from the interactor row by row.
///
/// The 100,000 products stay in the interactor's state alone, so that a change to one product is
/// made in place: a screen that kept the whole state, or was configured with it, would hold a
/// second reference to the products and make the interactor copy all of them at every click.
struct Catalogue: Equatable {
    var header: Header
    var query: String
    var bags: Int
    /// How many rows the list shows: every product, or those the search matches.
    var rowCount: Int

    init(_ state: ShopState) {
        header = Header(state, format: .english)
        query = state.query
        bags = state.bags
        rowCount = state.shownProductCount
    }
}

/// The catalogue: the cart's summary, checkout, a search field and the bags stepper above the
/// recycled list of products.
///
/// The screen is the list's data source: the list asks it for the model of each row it shows, and
/// it reads that product from the interactor's state.
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
    /// The search whose matches the list shows.
    private var listedQuery = ""

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
            self.ss.configure(Catalogue(state))
            self.setNeedsDisplay()
        }
        ss.configure(Catalogue(interactor.state))
    }

    var configurer: (CatalogueScreen, Catalogue) -> Void {
        { screen, catalogue in
            screen.summary.text = catalogue.header.summary
            screen.checkout.isEnabled = catalogue.header.canCheckOut
            screen.bags.value = Double(catalogue.bags)
            screen.bagsLabel.text = catalogue.bags == 1 ? "1 bag" : "\(catalogue.bags) bags"
            screen.search.text = catalogue.query
            if catalogue.query != screen.listedQuery || catalogue.rowCount != screen.list.numberOfRows {
                screen.listedQuery = catalogue.query
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
        interactor.state.shownProductCount
    }

    func listView(_ listView: WebListView<ProductRow>, modelForRowAt row: Int) -> Product {
        interactor.state.shownProduct(at: row)
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
