// Serves the shopping list at http://127.0.0.1:8080, built with SendingState on SendingStateWeb:
// each browser that opens the page gets a session of its own, with its own cart. Set
// WEB_SHOPPING_LIST_PORT to serve on another port.
import Foundation
import SendingState
import SendingStateWeb
import SendingStateWebServer
import ShoppingListModel

/// A product's row: its name, how many are in the cart, its star, and a button that adds one.
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
            row.name.text = product.name
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
                    [ShopAction.setQuantity(productID: product.id, quantity: product.quantity + 1)]
                }
            }
        }
    }
}

/// The catalogue: the cart's summary and checkout above a row for each product.
@MainActor
final class CatalogueScreen: WebStack, Configurable, EventForwardingProvider {
    let title = WebLabel(text: "Groceries")
    let summary = WebLabel()
    let checkout = WebButton(title: "Checkout")
    private(set) var rows: [ProductRow] = []
    let interactor = ShoppingListInteractor(
        service: ProductService(clock: ContinuousClock()), products: Product.groceries)

    init() {
        super.init(axis: .vertical)
        title.accessibilityRole = .header
        for view in [title, summary, checkout] as [WebView] { addSubview(view) }
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
            let header = Header(state, format: .english)
            screen.summary.text = header.summary
            screen.checkout.isEnabled = header.canCheckOut
            while screen.rows.count < state.products.count {
                let row = ProductRow()
                row.ss.addActionHandler(to: screen.interactor)
                screen.rows.append(row)
                screen.addSubview(row)
            }
            for (row, product) in zip(screen.rows, state.products) { row.ss.configure(product) }
        }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(checkout) { _, ctx in ctx.control(.primaryActionTriggered) { [ShopAction.checkOut] } }
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
