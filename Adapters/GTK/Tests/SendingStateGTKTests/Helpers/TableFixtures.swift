import SendingState
import SendingStateGTK
import SendingStateTestSupport

/// A table cell that shows a row's name, and opens the row when a person activates it.
final class NameCell: GTKLabel, Configurable, EventForwardingProvider {
    var configurer: (NameCell, ProductRow) -> Void {
        { cell, row in cell.text = row.name }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(self) { _, ctx in
            ctx.control(.primaryActionTriggered) { (row: ProductRow) in [ProductRowAction.open(row.id)] }
        }
    }
}

/// A table cell with a favourite button that sends the id of the row bound when a person clicks it.
final class FavoriteCell: GTKBox, Configurable, EventForwardingProvider {
    let favoriteButton = GTKButton(title: "☆")

    init() {
        super.init(axis: .horizontal)
        setMinimumSize(width: -1, height: 36)
        addSubview(favoriteButton)
    }

    var configurer: (FavoriteCell, ProductRow) -> Void {
        { _, _ in }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(favoriteButton) { _, ctx in
            ctx.control(.touchUpInside) { (row: ProductRow) in [ProductRowAction.favorite(row.id)] }
        }
    }
}

/// A data source of numbered rows, made on demand, that the app sorts by name either way.
@MainActor
final class NumberedTable: GTKColumnViewDataSource {
    private(set) var count: Int
    private(set) var isDescending = false

    init(count: Int) {
        self.count = count
    }

    /// Keeps no rows, as a filter that matches none.
    func removeAll() {
        count = 0
    }

    /// Sorts the rows by id, from the largest when `descending`.
    func sort(descending: Bool) {
        isDescending = descending
    }

    func numberOfRows(in columnView: GTKColumnView<ProductRow>) -> Int { count }

    func columnView(_ columnView: GTKColumnView<ProductRow>, modelForRowAt row: Int) -> ProductRow {
        let id = isDescending ? count - 1 - row : row
        return ProductRow(id: id, name: "Product \(id)")
    }
}

/// What the screen around the table sends: the column and order a person sorted by.
enum TableAction: Equatable {
    case sort(column: Int?, order: GTKColumnView<ProductRow>.SortOrder)
}

/// A table of products, whose sort the screen sends.
final class ProductTableScreen: GTKBox, EventForwardingProvider {
    let table: GTKColumnView<ProductRow>

    init(table: GTKColumnView<ProductRow>) {
        self.table = table
        super.init(axis: .vertical)
        addSubview(table)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(table) { table, ctx in
            ctx.control(.valueChanged) {
                [TableAction.sort(column: table.sortColumn, order: table.sortOrder)]
            }
        }
    }
}

/// Records the sorts a person asks for, and sorts the rows as each says.
@MainActor
final class SortHandler: @MainActor ActionHandlingProvider {
    let rows: NumberedTable
    let table: GTKColumnView<ProductRow>
    private(set) var actions: [TableAction] = []

    init(rows: NumberedTable, table: GTKColumnView<ProductRow>) {
        self.rows = rows
        self.table = table
    }

    func handle(action: TableAction) {
        actions.append(action)
        if case .sort(let column, let order) = action {
            rows.sort(descending: column == 0 && order == .descending)
            table.reloadData()
        }
    }
}
