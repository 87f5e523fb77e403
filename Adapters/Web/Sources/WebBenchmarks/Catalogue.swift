import SendingState
import SendingStateWeb

/// A product of the measured catalogue, made from its row number, so that both lists show the
/// same rows without holding 100,000 of them.
struct Product: Equatable {
    let row: Int

    var name: String { "Product #\(row + 1)" }
    var quantity: Int { row % 3 }
    var isFavorite: Bool { row % 7 == 0 }
}

/// How many rows each list has, and how tall each row is, as the example's catalogue.
let rowCount = 100_000
let rowHeight = 44.0
let listHeight = 440.0

/// A row as the example's catalogue shows it: the name, the quantity, a star and an Add button.
final class ProductRow: WebStack, Configurable {
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
            row.name.text = product.name
            row.quantity.text = product.quantity == 0 ? "" : "× \(product.quantity)"
            row.favorite.isOn = product.isFavorite
            row.favorite.accessibilityLabel = "Favourite \(product.name)"
            row.addOne.accessibilityLabel = "Add one \(product.name)"
        }
    }
}

/// The screen: the recycled list of the catalogue, which it is the data source of.
final class CatalogueScreen: WebStack, WebListViewDataSource {
    let list = WebListView { ProductRow() }

    init() {
        super.init(axis: .vertical)
        list.rowHeight = rowHeight
        list.height = listHeight
        addSubview(list)
        list.dataSource = self
        list.reloadData()
    }

    func numberOfRows(in listView: WebListView<ProductRow>) -> Int { rowCount }

    func listView(_ listView: WebListView<ProductRow>, modelForRowAt row: Int) -> Product {
        Product(row: row)
    }
}
