import HeadlessWidgets
import SendingState
import SendingStateTestSupport

/// A row with a favourite button and a quantity slider, as in a shopping list.
final class ProductCell: ListCell, ProductRowView {
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

    override func prepareForReuse() {
        reuseCount += 1
    }

    var quantityControl: Slider { quantitySlider }

    static func quantity(shownBy slider: Slider) -> Int { Int(slider.value.rounded()) }

    func show(_ row: ProductRow) {
        nameLabel.text = row.name
        quantitySlider.value = Float(row.quantity)
    }
}

/// A data source of `count` products that configures each cell and attaches one handler.
final class ProductList: ListViewDataSource {
    let products: [ProductRow]
    let handler: AnyActionHandlingProvider

    init(count: Int, handler: AnyActionHandlingProvider) {
        products = (0..<count).map { ProductRow(id: $0, name: "Product \($0)", quantity: 1) }
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
