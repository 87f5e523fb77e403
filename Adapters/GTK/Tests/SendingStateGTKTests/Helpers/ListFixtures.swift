import SendingState
import SendingStateGTK
import SendingStateTestSupport

/// A row view for the recycled-list tests: the row's name and a favourite button, both sending the
/// id of the row bound when a person uses them.
final class ListRowView: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let favoriteButton = GTKButton(title: "☆")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        setMinimumSize(width: -1, height: 36)
        nameLabel.expandsHorizontally = true
        addSubview(nameLabel)
        addSubview(favoriteButton)
    }

    var configurer: (ListRowView, ProductRow) -> Void {
        { view, row in view.nameLabel.text = row.name }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchUpInside) { (row: ProductRow) in [ProductRowAction.favorite(row.id)] }
            }
            EventForwarder(self) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: ProductRow) in [ProductRowAction.open(row.id)] }
            }
        }
    }
}

/// A data source of numbered rows, made on demand, that a query filters to the rows whose name
/// contains it.
@MainActor
final class NumberedRows: GTKListViewDataSource {
    private let count: Int
    private var matches: [Int]?
    /// How many models the list asked for.
    private(set) var modelRequests = 0

    init(count: Int) {
        self.count = count
    }

    /// Keeps the rows whose name contains a query; an empty query keeps every row.
    func filter(_ query: String) {
        matches = query.isEmpty ? nil : (0..<count).filter { Self.name(of: $0).contains(query) }
    }

    static func name(of id: Int) -> String { "Product \(id)" }

    func id(at row: Int) -> Int { matches?[row] ?? row }

    func numberOfRows(in listView: GTKListView<ListRowView>) -> Int {
        matches?.count ?? count
    }

    func listView(_ listView: GTKListView<ListRowView>, modelForRowAt row: Int) -> ProductRow {
        modelRequests += 1
        let id = id(at: row)
        return ProductRow(id: id, name: Self.name(of: id))
    }
}
