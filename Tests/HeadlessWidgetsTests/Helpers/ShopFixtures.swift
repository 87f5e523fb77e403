import HeadlessWidgets
import SendingState

struct Product: Equatable, Sendable {
    var id: Int
    var name: String
    var quantity: Float = 1
}

enum ShopAction: Equatable {
    case favorite(Int)
    case quantity(Int, Float)
    case open(Int)
}

/// A row with a favourite button and a quantity slider, as in a shopping list.
final class ProductCell: ListCell, Configurable, EventForwardingProvider {
    let nameLabel = Label()
    let favoriteButton = Button(title: "☆")
    let quantitySlider = Slider(minimumValue: 0, maximumValue: 10, value: 1)
    private(set) var reuseCount = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        favoriteButton.accessibilityIdentifier = "favorite"
        favoriteButton.frame = Rect(x: 300, y: 0, width: 44, height: 44)
        quantitySlider.frame = Rect(x: 100, y: 0, width: 180, height: 44)
        nameLabel.frame = Rect(x: 10, y: 0, width: 80, height: 44)
        addSubview(nameLabel)
        addSubview(quantitySlider)
        addSubview(favoriteButton)
    }

    var configurer: (ProductCell, Product) -> Void {
        { cell, product in
            cell.nameLabel.text = product.name
            cell.quantitySlider.value = product.quantity
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (product: Product) in [ShopAction.favorite(product.id)] }
            }
            EventForwarder(quantitySlider) { slider, ctx in
                ctx.control(.valueChanged) { (product: Product) in
                    [ShopAction.quantity(product.id, slider.value)]
                }
            }
        }
    }

    override func prepareForReuse() {
        reuseCount += 1
    }
}

/// A data source of `count` products that configures each cell and attaches one handler.
final class ProductList: ListViewDataSource {
    let products: [Product]
    let handler: AnyActionHandlingProvider

    init(count: Int, handler: AnyActionHandlingProvider) {
        products = (0..<count).map { Product(id: $0, name: "Product \($0)") }
        self.handler = handler
    }

    /// A 390-point-wide list of `visibleRows` rows showing this source, with `"product"` registered.
    ///
    /// The list holds its data source weakly: keep the source as long as the list.
    func makeList(visibleRows: Int) -> ListView {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: Double(visibleRows) * 44))
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        list.dataSource = self
        return list
    }

    func numberOfRows(in listView: ListView) -> Int {
        products.count
    }

    func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell {
        let cell = listView.dequeueReusableCell(withIdentifier: "product", for: row)
        if let cell = cell as? ProductCell {
            cell.ss.configure(products[row])
            handler.attach(to: cell)
        }
        return cell
    }
}
