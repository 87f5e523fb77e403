import SendingState
import SendingStateGTK
import ShoppingListModel

/// The cart: a table of the products in it, sortable by name or quantity, and notes for the
/// shopping trip, which Save Cart writes beside the products.
final class CartScreen: GTKBox, Configurable, EventForwardingProvider {
    /// What the cart's own controls do: they change only how the cart is shown.
    enum Action {
        case sort
    }

    let table = GTKColumnView<Product>(columns: [
        .init(title: localized("Product"), isSortable: true) { CartLabelCell(\.name) },
        .init(title: localized("Quantity"), isSortable: true) { CartLabelCell(\.quantityText) },
        .init(title: localized("Price")) { CartLabelCell { $0.priceText() } },
    ])
    let notes = GTKTextView()
    let notesLabel = GTKLabel(text: localized("Notes"))

    /// The products in the cart, in the order the table shows them.
    private(set) var items: [Product] = []

    init() {
        super.init(axis: .vertical, spacing: 8)
        setMargins(12)
        accessibilityIdentifier = "cart"
        table.accessibilityLabel = localized("Cart")
        table.expandsVertically = true
        notes.accessibilityLabel = localized("Notes")
        notes.setMinimumSize(width: -1, height: 80)
        notesLabel.addCSSClass("heading")
        addSubview(table)
        addSubview(notesLabel)
        addSubview(notes)
        table.dataSource = self
        ss.addActionHandler(to: self)
    }

    var configurer: (CartScreen, ShopState) -> Void {
        { screen, state in
            screen.items = state.products.filter { $0.quantity > 0 }
            screen.sortItems()
            screen.table.reloadData()
        }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(table) { _, ctx in ctx.control(.valueChanged) { [Action.sort] } }
    }

    /// Orders the items by the column a person sorted, as the table's header shows.
    private func sortItems() {
        let ascending = table.sortOrder == .ascending
        switch table.sortColumn {
        case 0: items.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
        case 1: items.sort { ascending ? $0.quantity < $1.quantity : $0.quantity > $1.quantity }
        default: break
        }
    }
}

extension CartScreen: @MainActor ActionHandlingProvider {
    func handle(action: Action) {
        switch action {
        case .sort:
            sortItems()
            table.reloadData()
            log("cart sorted: \(items.map(\.name).joined(separator: ", "))")
        }
    }
}

extension CartScreen: GTKColumnViewDataSource {
    func numberOfRows(in columnView: GTKColumnView<Product>) -> Int { items.count }

    func columnView(_ columnView: GTKColumnView<Product>, modelForRowAt row: Int) -> Product { items[row] }
}

/// A cell of the cart's table that shows one text of its product.
final class CartLabelCell: GTKLabel, Configurable {
    private let textOf: (Product) -> String

    init(_ textOf: @escaping (Product) -> String) {
        self.textOf = textOf
        super.init()
    }

    var configurer: (CartLabelCell, Product) -> Void {
        { cell, product in cell.text = cell.textOf(product) }
    }
}

extension Product {
    /// The quantity as the cart's table shows it.
    fileprivate var quantityText: String { "\(quantity)" }
}
