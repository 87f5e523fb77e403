import SendingState
import SendingStateGTK
import ShoppingListModel

/// The whole screen: the header with the cart's total and the checkout button, a search entry, the
/// recycled list of products and the bags stepper, configured from the interactor's state.
///
/// The screen is the list's data source: it keeps the last state it was sent, and the list asks
/// it for the model of each row it shows.
final class CatalogueScreen: GTKBox, Configurable, EventForwardingProvider {
    let header: HeaderView
    let searchEntry = GTKSearchEntry(placeholder: localized("Search products"))
    let list = GTKListView { ProductRow() }
    let bagsStepper = StepperView()
    /// Takes a product row dropped on the header, which puts one more of it in the cart.
    let cartDrop = GTKDropTarget()
    private var state = ShopState(products: [])

    init() throws(GTKActionError) {
        header = try HeaderView()
        super.init(axis: .vertical, spacing: 8)
        setMargins(12)
        searchEntry.accessibilityIdentifier = "search"
        list.accessibilityIdentifier = "products"
        list.accessibilityLabel = localized("Products")
        addSubview(header)
        addSubview(searchEntry)
        addSubview(list)
        addSubview(bagsStepper)
        list.dataSource = self
        header.addDropTarget(cartDrop)
    }

    var configurer: (CatalogueScreen, ShopState) -> Void {
        { screen, state in
            let rowsChanged =
                state.products.count != screen.state.products.count
                || state.matchingIndexes != screen.state.matchingIndexes
            screen.state = state
            screen.header.ss.configure(Header(state))
            screen.list.accessibilityTraits = state.isLoading ? .busy : []
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
            // GTK's search entry reports valueChanged once a person pauses typing, so a search of
            // 100,000 products runs once per pause rather than once per key.
            EventForwarder(searchEntry) { entry, ctx in
                ctx.control(.valueChanged) { [ShopAction.search(entry.text)] }
            }
            // A row drags its product's name, which names one product of the catalogue.
            EventForwarder(cartDrop) { drop, ctx in
                ctx.control(.primaryActionTriggered) { (state: ShopState) in
                    guard let product = state.products.first(where: { $0.name == drop.droppedText }) else {
                        return []
                    }
                    return [
                        ShopAction.setQuantity(productID: product.id, quantity: min(product.quantity + 1, 99))
                    ]
                }
            }
        }
    }
}

extension CatalogueScreen: GTKListViewDataSource {
    func numberOfRows(in listView: GTKListView<ProductRow>) -> Int {
        state.shownProductCount
    }

    func listView(_ listView: GTKListView<ProductRow>, modelForRowAt row: Int) -> Product {
        state.shownProduct(at: row)
    }
}
