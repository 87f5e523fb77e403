public import CGtk
public import SendingState

/// A scrolling `GtkColumnView`, a table whose rows recycle their cells as ``GTKListView``'s rows
/// recycle their row views.
///
/// The table is generic over the model of a row, and each ``Column`` makes its own cells: any
/// ``GTKWidget`` that is `Configurable` with the row's model. As in ``GTKListView``, the table
/// holds a count, not rows, so 100,000 rows cost as many cells as GTK shows, and a few more. GTK's
/// factory of each column maps onto SendingState the same way:
///
/// | GTK factory signal | What the table does |
/// | --- | --- |
/// | "setup" | makes a cell with its column's closure, and attaches ``actionHandler`` to it, once |
/// | "bind" | sends the cell the model of the row it now shows, with `ss.configure(_:)` |
/// | "unbind" | removes the cell's state with `ss.removeState()` |
/// | "teardown" | releases the cell |
///
/// A cell's state-aware mappings read the model bound when the event happens, so a recycled cell
/// acts only for the row it shows now.
///
/// ```swift
/// let table = GTKColumnView<ProductRow>(columns: [
///     .init(title: "Name", isSortable: true) { NameCell() },
///     .init(title: "Favourite") { FavoriteCell() },
/// ])
/// table.dataSource = rows
/// table.actionHandler = AnyActionHandlingProvider(recorder)
/// table.reloadData()
/// ```
///
/// A person clicking the header of a sortable column sorts by it, ascending, then descending on a
/// second click, however soon it follows the first: the table reports `valueChanged`, and the app reads ``sortColumn`` and
/// ``sortOrder``, sorts its rows and calls ``reloadData()``. A double click, or Return on a focused
/// row, activates it: every cell of the row reports `primaryActionTriggered`, so a mapping on one
/// column's cell reads the row's model.
@MainActor
open class GTKColumnView<Row>: GTKWidget {
    /// A column of the table: its header's title, and the cells it shows the rows in.
    public struct Column: Sendable {
        /// The title of the column's header, which names the column to assistive technology too.
        public let title: String

        /// Whether a person can click the column's header to sort by the column.
        public let isSortable: Bool

        let makeCell: @MainActor @Sendable () -> GTKWidget
        let configure: @MainActor @Sendable (GTKWidget, Row) -> Void
        let removeState: @MainActor @Sendable (GTKWidget) -> Void

        /// Creates a column whose cells a closure makes.
        ///
        /// - Parameters:
        ///   - title: The title of the column's header.
        ///   - isSortable: Whether a click on the header sorts by the column; `false` by default.
        ///   - makeCell: Makes a cell; the table calls it only when GTK needs one more.
        public init<Cell: GTKWidget & Configurable>(
            title: String, isSortable: Bool = false, makeCell: @escaping @MainActor @Sendable () -> Cell
        ) where Cell.Input == Row {
            self.title = title
            self.isSortable = isSortable
            self.makeCell = makeCell
            configure = { cell, row in (cell as? Cell)?.ss.configure(row) }
            removeState = { cell in (cell as? Cell)?.ss.removeState() }
        }
    }

    /// The order of the column the table is sorted by.
    public enum SortOrder: Sendable {
        /// Smallest first; the order of a first click on a header.
        case ascending
        /// Largest first; the order of a second click on the same header.
        case descending
    }

    /// A cell the table made, and the column it is in.
    private struct Cell {
        let view: GTKWidget
        let column: Int
    }

    /// Supplies the number of rows and each row's model; held weakly, as UIKit's is.
    public weak var dataSource: (any GTKColumnViewDataSource<Row>)?

    /// Attached to every cell the table makes, once, when it makes it.
    public var actionHandler: AnyActionHandlingProvider? {
        didSet {
            for cell in cellsByItem.values { attachActionHandler(to: cell.view) }
        }
    }

    /// The table's columns, in order.
    public let columns: [Column]

    /// The `GtkColumnView` inside the scrolled window that ``GTKWidget/widget`` is.
    public let columnViewWidget: UnsafeMutablePointer<GtkWidget>

    /// How many cells the table has made since it was created, however many rows it has.
    public private(set) var createdCellCount = 0

    /// The row numbers GTK shows and their selection.
    private let rows = RowNumbers()
    /// The `GtkColumnViewColumn`s, each with a reference of the table's own.
    private var columnObjects: [OpaquePointer] = []
    /// Every cell, by the `GtkListItem` that holds it, from "setup" to "teardown".
    private var cellsByItem: [UnsafeMutableRawPointer: Cell] = [:]
    /// Every cell's view, by its widget, from "setup" to "teardown", for naming a row.
    private var cellViewsByWidget: [UnsafeMutablePointer<GtkWidget>: GTKWidget] = [:]
    /// The list items whose cell shows a row now, from "bind" to "unbind".
    private var boundItems: Set<UnsafeMutableRawPointer> = []

    /// Creates an empty table with columns.
    ///
    /// - Parameter columns: The columns, from left to right.
    public init(columns: [Column]) {
        self.columns = columns
        // The column view takes a reference to the selection.
        columnViewWidget = gtk_column_view_new(rows.selectionModel)
        // GTK 4.8 makes a column view a tree grid, which has no SendingState role: a flat table
        // is a grid.
        cgtk_accessible_set_role(columnViewWidget, GTK_ACCESSIBLE_ROLE_GRID)
        super.init(widget: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(widget), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(widget), columnViewWidget)
        gtk_widget_set_vexpand(widget, 1)
        for (index, column) in columns.enumerated() { appendColumn(column, at: index) }
        nameColumnHeaders()
        writeAccessibleLabel()
        connectSignal(columnViewWidget, "activate") { [weak self] arguments in
            self?.rowWasActivated(at: arguments.unsignedInt(1))
        }
        connectSignal(UnsafeMutableRawPointer(columnViewSorter), "changed") { [weak self] _ in
            guard let self else { return }
            sortChanges += 1
            guard !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
        }
    }

    isolated deinit {
        for column in columnObjects { g_object_unref(gpointer(column)) }
    }

    override var accessibleWidget: UnsafeMutablePointer<GtkWidget> { columnViewWidget }

    /// Names the scrolled window around the table, which takes the focus too, and its scroll bars
    /// after the table's label.
    override func writeAccessibleLabel() {
        super.writeAccessibleLabel()
        cgtk_accessible_set_label(widget, accessibilityLabel)
        // The list of rows inside the column view, its last child on GTK 4.8, which GTK reads by
        // its type unless it is named.
        if let rows = gtk_widget_get_last_child(columnViewWidget) {
            cgtk_accessible_set_label(rows, accessibilityLabel ?? "")
        }
        nameScrollBars(of: widget, scrolling: accessibilityLabel)
    }

    // GTK 4.8 reads an unnamed table by its GObject type.
    override var accessibleLabelFallback: String? { "" }

    /// The columns' headers, then the rows shown: each a node of role `row` named by its cells'
    /// texts, holding a node of role `cell` for each column, which holds the column's cell view.
    package override var shownSubviews: [GTKWidget] {
        var parts: [UnsafeMutablePointer<GtkWidget>: TablePart] = [:]
        func part(for widget: UnsafeMutablePointer<GtkWidget>, in container: GTKWidget) -> TablePart {
            let node = tableParts[widget] ?? TablePart(widget: widget)
            node.container = container
            parts[widget] = node
            return node
        }
        let rowNodes = indexesForVisibleRows.compactMap { index -> GTKWidget? in
            let views = columns.indices.compactMap { cell(atRow: index, column: $0) }
            guard let cellWidget = views.first.flatMap({ gtk_widget_get_parent($0.widget) }),
                let rowWidget = gtk_widget_get_parent(cellWidget)
            else { return nil }
            let row = part(for: rowWidget, in: self)
            row.cells = views.compactMap { view in
                guard let cellWidget = gtk_widget_get_parent(view.widget) else { return nil }
                let cell = part(for: cellWidget, in: row)
                cell.view = view
                view.accessibilityContainer = cell
                return cell
            }
            return row
        }
        // Only the rows shown keep their nodes, so a row GTK has let go of isn't held.
        tableParts = parts
        return headers + rowNodes
    }

    /// The nodes of the rows shown and their cells, by the GTK widget each stands for.
    private var tableParts: [UnsafeMutablePointer<GtkWidget>: TablePart] = [:]

    /// A row of the table or one of its cells, which GTK makes: a row is named by its cells' texts,
    /// in column order, and a cell by its cell view, as `nameRow(containing:)` names them to GTK.
    private final class TablePart: GTKWidget {
        /// A row's cells.
        var cells: [TablePart] = []
        /// A cell's cell view.
        var view: GTKWidget?

        override var shownSubviews: [GTKWidget] { view.map { [$0] } ?? cells }

        public override var impliedAccessibilityName: String? {
            if let view { return view.accessibilityName ?? view.visibleText }
            let texts = cells.compactMap { $0.view?.visibleText }
            return texts.isEmpty ? nil : texts.joined(separator: ", ")
        }
    }

    /// The header of each column, which GTK makes: a node of role `columnHeader`, named by its
    /// column's title, whose value says how the table is sorted by it, such as `ascending`.
    private var headers: [GTKWidget] = []

    /// A column's header, which GTK makes.
    private final class ColumnHeader: GTKWidget {
        let title: String
        let sortValue: @MainActor () -> String?

        init(
            widget: UnsafeMutablePointer<GtkWidget>, title: String,
            sortValue: @escaping @MainActor () -> String?
        ) {
            self.title = title
            self.sortValue = sortValue
            super.init(widget: widget)
        }

        public override var impliedAccessibilityName: String? { title }
        public override var visibleText: String? { title }
        override var impliedAccessibilityValue: String? { sortValue() }
    }

    /// The cell whose GTK cell widget is or contains a widget.
    ///
    /// - Complexity: O(*c*) for *c* cells made.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        cellsByItem.values.first { cell in
            gtk_widget_get_parent(cell.view.widget).map(path.contains) ?? false
        }?.view
    }

    /// The column view's sorter, which GTK changes when a person clicks a sortable header.
    var columnViewSorter: UnsafeMutablePointer<GtkSorter> {
        gtk_column_view_get_sorter(cgtk_column_view(columnViewWidget))
    }

    /// The `GtkColumnViewColumn` of a column, for sorting by it.
    func columnObject(at index: Int) -> OpaquePointer? {
        columnObjects.indices.contains(index) ? columnObjects[index] : nil
    }

    private func appendColumn(_ column: Column, at index: Int) {
        let factory: OpaquePointer = gtk_signal_list_item_factory_new()
        connectFactory(gpointer(factory), column: index)
        // The column takes the factory's reference.
        let columnObject: OpaquePointer = gtk_column_view_column_new(column.title, factory)
        gtk_column_view_column_set_expand(columnObject, 1)
        gtk_column_view_column_set_resizable(columnObject, 1)
        if column.isSortable {
            let sorter = cgtk_column_sorter_new(guint(index))
            gtk_column_view_column_set_sorter(columnObject, sorter)
            g_object_unref(sorter)
        }
        gtk_column_view_append_column(cgtk_column_view(columnViewWidget), columnObject)
        columnObjects.append(columnObject)
    }

    /// Labels the row of headers with the titles and each column's header, a button to GTK, with
    /// its column's title, and hides its sort arrow, a GTK icon GTK 4.8 would name by its type, from
    /// assistive technology.
    private func nameColumnHeaders() {
        guard let header = gtk_widget_get_first_child(columnViewWidget) else { return }
        // The row of headers, a row to GTK, reads as the titles.
        cgtk_accessible_set_label(header, columns.map(\.title).joined(separator: ", "))
        var title = gtk_widget_get_first_child(header)
        for (index, column) in columns.enumerated() {
            guard let titleWidget = title else { return }
            cgtk_accessible_set_label(titleWidget, column.title)
            hideIcons(in: titleWidget)
            let node = ColumnHeader(widget: titleWidget, title: column.title) { [weak self] in
                guard let self, self.sortColumn == index else { return nil }
                return self.sortOrder == .ascending ? "ascending" : "descending"
            }
            node.container = self
            headers.append(node)
            if column.isSortable { sortOnEveryClick(of: titleWidget, column: index) }
            title = gtk_widget_get_next_sibling(titleWidget)
        }
    }

    /// Makes every click on a sortable column's header sort by it, as a single click does.
    ///
    /// GTK 4.8 takes the second of two clicks within the double-click time as a double click,
    /// which doesn't sort, although a person clicked twice to reverse the order. A legacy
    /// controller in the capture phase sees each press and release of the primary button before
    /// GTK's gestures, which can't cancel it; once GTK has handled a release that ends a click,
    /// not a drag, it sorts by the column if GTK didn't.
    private func sortOnEveryClick(of title: UnsafeMutablePointer<GtkWidget>, column: Int) {
        let controller = eventController(gtk_event_controller_legacy_new())
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        var press: (changes: Int, x: Double, y: Double)?
        connectSignal(UnsafeMutableRawPointer(controller), "event") { [weak self] arguments in
            arguments.setReturn(false)
            guard let self, let pointer = arguments.pointer(1) else { return }
            let event = OpaquePointer(pointer)
            let type = gdk_event_get_event_type(event)
            guard type == GDK_BUTTON_PRESS || type == GDK_BUTTON_RELEASE,
                gdk_button_event_get_button(event) == guint(GDK_BUTTON_PRIMARY)
            else { return }
            var x = 0.0
            var y = 0.0
            _ = gdk_event_get_position(event, &x, &y)
            if type == GDK_BUTTON_PRESS {
                press = (sortChanges, x, y)
                return
            }
            guard let start = press, abs(x - start.x) < 8, abs(y - start.y) < 8 else { return }
            press = nil
            // From the main loop, once GTK's own handlers of this release have run.
            addTimeout(seconds: 0) { [weak self] in
                guard let self, sortChanges == start.changes else { return false }
                let descending = sortColumn == column && sortOrder == .ascending
                gtk_column_view_sort_by_column(
                    cgtk_column_view(columnViewWidget), columnObject(at: column),
                    descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
                return false
            }
        }
        gtk_widget_add_controller(title, controller)
    }

    /// How many times the table's sort changed, by a person or from code.
    private var sortChanges = 0

    private func connectFactory(_ factory: gpointer, column: Int) {
        connectSignal(factory, "setup") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            let view = self.columns[column].makeCell()
            self.createdCellCount += 1
            self.cellsByItem[item] = Cell(view: view, column: column)
            self.cellViewsByWidget[view.widget] = view
            view.container = self
            self.attachActionHandler(to: view)
            gtk_list_item_set_child(cgtk_list_item(item), view.widget)
        }
        connectSignal(factory, "bind") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            self.boundItems.insert(item)
            self.configureCell(of: item, rowCount: self.numberOfRows)
        }
        connectSignal(factory, "unbind") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            self.boundItems.remove(item)
            if let cell = self.cellsByItem[item] { self.columns[cell.column].removeState(cell.view) }
        }
        connectSignal(factory, "teardown") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            self.boundItems.remove(item)
            if let cell = self.cellsByItem.removeValue(forKey: item) {
                self.cellViewsByWidget[cell.view.widget] = nil
            }
        }
    }

    /// The number of rows, as the data source said at the last ``reloadData()``.
    public var numberOfRows: Int { rows.count }

    /// Asks the data source for the number of rows again, and rebinds every cell shown.
    ///
    /// Call it when rows were added, removed or reordered, as after sorting. It keeps the selection
    /// only if the selected row is still in range, and reports nothing.
    ///
    /// - Complexity: O(*v*), where *v* is the number of cells shown, whatever the number of rows.
    public func reloadData() {
        let count = dataSource?.numberOfRows(in: self) ?? 0
        fromCode { rows.reset(to: count) }
    }

    /// Sends every cell that shows a row its model again, in place, as
    /// ``GTKListView/reconfigureAllRows()`` does.
    ///
    /// A cell whose row the data source no longer has has its state removed instead.
    ///
    /// - Complexity: O(*v*), where *v* is the number of cells shown.
    public func reconfigureAllRows() {
        let rowCount = dataSource.map { max(0, $0.numberOfRows(in: self)) } ?? 0
        for item in boundItems { configureCell(of: item, rowCount: rowCount) }
    }

    /// The cell that shows a row in a column, or `nil` when the row isn't shown now.
    ///
    /// - Parameters:
    ///   - row: The row's index.
    ///   - column: The column's index in ``columns``.
    /// - Returns: The cell.
    /// - Complexity: O(*v*), where *v* is the number of cells shown.
    public func cell(atRow row: Int, column: Int) -> GTKWidget? {
        let item = boundItems.first { item in
            cellsByItem[item]?.column == column && position(of: item) == row
        }
        return item.flatMap { cellsByItem[$0]?.view }
    }

    /// The row a cell shows now, or `nil` when it shows none.
    ///
    /// - Parameter cell: One of the table's cells.
    /// - Returns: The row's index.
    public func row(for cell: GTKWidget) -> Int? {
        boundItems.first { cellsByItem[$0]?.view === cell }.map(position(of:))
    }

    /// The rows whose cells are at least partly inside the area below the headers, in order.
    public var indexesForVisibleRows: [Int] {
        guard let list = rowsWidget else { return [] }
        var area = graphene_rect_t()
        guard gtk_widget_compute_bounds(list, widget, &area) != 0 else { return [] }
        let areaTop = Double(area.origin.y)
        let areaBottom = min(areaTop + Double(area.size.height), Double(gtk_widget_get_height(widget)))
        let rows = boundItems.compactMap { item -> Int? in
            guard let cell = cellsByItem[item], gtk_widget_get_mapped(cell.view.widget) != 0 else {
                return nil
            }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(cell.view.widget, widget, &bounds) != 0 else { return nil }
            let top = Double(bounds.origin.y)
            let bottom = top + Double(bounds.size.height)
            return bottom > areaTop && top < areaBottom ? position(of: item) : nil
        }
        return Set(rows).sorted()
    }

    /// The selected row, or `nil` when none is; setting it reports nothing, and neither does a
    /// person selecting a row: the table's `valueChanged` is its sort.
    ///
    /// Setting a row past the end, or a negative one, selects none.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { fromCode { rows.selectedRow = newValue } }
    }

    /// How far the rows are scrolled, in pixels from the top.
    public var contentOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget))) }
        set {
            gtk_adjustment_set_value(
                gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget)), newValue)
        }
    }

    /// Scrolls the fewest pixels that bring a row into view; GTK binds it on its next frame.
    ///
    /// A row out of range scrolls nothing.
    ///
    /// - Parameter row: The row's index.
    public func scrollToRow(_ row: Int) {
        guard (0..<numberOfRows).contains(row), let rowsWidget else { return }
        gtk_widget_activate_action_variant(
            rowsWidget, "list.scroll-to-item", g_variant_new_uint32(guint32(row)))
    }

    /// The list view that GTK 4.8's column view lays its rows out in, below the headers.
    private var rowsWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_last_child(columnViewWidget)
    }

    private func position(of item: UnsafeMutableRawPointer) -> Int {
        Int(gtk_list_item_get_position(cgtk_list_item(item)))
    }

    /// Sends the cell of a list item the model of the row it shows, or removes its state when the
    /// row is past the data source's rows.
    private func configureCell(of item: UnsafeMutableRawPointer, rowCount: Int) {
        guard let cell = cellsByItem[item] else { return }
        let index = position(of: item)
        let column = columns[cell.column]
        guard let dataSource, index < rowCount else {
            column.removeState(cell.view)
            return
        }
        column.configure(cell.view, dataSource.columnView(self, modelForRowAt: index))
        nameRow(containing: cell.view)
    }

    /// Labels the row a cell is in with its cells' texts, in column order, as a screen reader
    /// reads a table's row: GTK 4.8 names a row by its widget type otherwise.
    private func nameRow(containing view: GTKWidget) {
        guard let cellWidget = gtk_widget_get_parent(view.widget), let row = gtk_widget_get_parent(cellWidget)
        else { return }
        var texts: [String] = []
        var child = gtk_widget_get_first_child(row)
        while let current = child {
            if let content = gtk_widget_get_first_child(current), let view = cellViewsByWidget[content] {
                // GTK 4.8 names a cell by its widget type otherwise.
                cgtk_accessible_set_label(current, view.accessibilityName ?? view.visibleText ?? "")
                if let text = view.visibleText { texts.append(text) }
            }
            child = gtk_widget_get_next_sibling(current)
        }
        cgtk_accessible_set_label(row, texts.joined(separator: ", "))
    }

    /// Attaches ``actionHandler`` to a cell that forwards events.
    private func attachActionHandler(to cell: GTKWidget) {
        guard let actionHandler, let provider = cell as? any EventForwardingProvider else { return }
        actionHandler.attach(to: provider)
    }

    private func rowWasActivated(at index: Int) {
        for column in columns.indices {
            cell(atRow: index, column: column)?.ss.report(.control(.primaryActionTriggered))
        }
    }
}
