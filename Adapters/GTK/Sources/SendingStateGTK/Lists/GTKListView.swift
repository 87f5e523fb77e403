public import CGtk
public import SendingState

/// A scrolling `GtkListView` that recycles its row views, as UIKit's table view reuses its cells.
///
/// The list holds a count, not rows: its `GListModel` makes nothing until GTK asks for the rows it
/// shows, so 100,000 rows cost as many row views as fit on the screen, and a few more. As a person
/// scrolls, GTK's list item factory moves row views from rows that leave the screen to rows that
/// enter it, and the list maps each step onto SendingState:
///
/// | GTK factory signal | What the list does |
/// | --- | --- |
/// | "setup" | makes a row view with the closure it was given, and attaches ``actionHandler`` to it, once |
/// | "bind" | sends the row view the model of the row it now shows, with `ss.configure(_:)` |
/// | "unbind" | removes the row view's state with `ss.removeState()` |
/// | "teardown" | releases the row view |
///
/// A row view's state-aware mappings read the model bound when the event happens, so a recycled
/// row view acts only for the row it shows now.
///
/// ```swift
/// let list = GTKListView { ProductRow() }
/// list.dataSource = screen
/// list.actionHandler = AnyActionHandlingProvider(interactor)
/// list.reloadData()
/// ```
///
/// A click selects a row, and a person changing the selection makes the list report
/// `valueChanged`. A double click, or Return on a focused row, activates it: the row view that
/// shows it reports `primaryActionTriggered`, so a mapping on the row view reads the row's model.
@MainActor
open class GTKListView<RowView: GTKWidget & Configurable>: GTKWidget {
    /// Supplies the number of rows and each row's model; held weakly, as UIKit's is.
    public weak var dataSource: (any GTKListViewDataSource<RowView>)?

    /// Attached to every row view the list makes, once, when it makes it.
    public var actionHandler: AnyActionHandlingProvider? {
        didSet {
            for row in rowsByItem.values { attachActionHandler(to: row) }
        }
    }

    /// The `GtkListView` or `GtkGridView` inside the scrolled window that ``GTKWidget/widget`` is.
    public let listWidget: UnsafeMutablePointer<GtkWidget>

    /// How many row views the list has made since it was created, however many rows it has: the
    /// rows GTK keeps bound around the visible ones, up to about 200 on GTK 4.8, and a few more.
    public private(set) var createdRowCount = 0

    private let makeRow: @MainActor () -> RowView
    /// The row numbers GTK shows and their selection.
    private let rows = RowNumbers()
    /// Every row view, by the `GtkListItem` that holds it, from "setup" to "teardown".
    ///
    /// Held as `GTKWidget`, not `RowView`: a dictionary of the list's generic parameter is looked
    /// up through its witness tables, unspecialized, at each bind and unbind GTK sends as a person
    /// scrolls; this one is specialized once, and a bind casts the one row view it configures.
    private var rowsByItem: [UnsafeMutableRawPointer: GTKWidget] = [:]
    /// The list items whose row view shows a row now, from "bind" to "unbind".
    private var boundItems: Set<UnsafeMutableRawPointer> = []

    /// Creates an empty list that makes its row views with a closure.
    ///
    /// - Parameter makeRow: Makes a row view; the list calls it only when GTK needs one more.
    public convenience init(makeRow: @escaping @MainActor () -> RowView) {
        self.init(listWidgetMaker: { gtk_list_view_new($0, $1) }, makeRow: makeRow)
    }

    /// Creates the list around a `GtkListView` or `GtkGridView` made from a selection model and a
    /// factory, both of which the made widget takes.
    init(
        listWidgetMaker: (
            _ selection: OpaquePointer, _ factory: OpaquePointer
        ) -> UnsafeMutablePointer<GtkWidget>,
        makeRow: @escaping @MainActor () -> RowView
    ) {
        self.makeRow = makeRow
        // The list widget takes a reference to the selection and the factory.
        let factory: OpaquePointer = gtk_signal_list_item_factory_new()
        listWidget = listWidgetMaker(rows.selectionModel, factory)
        super.init(widget: gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(widget), listWidget)
        gtk_widget_set_vexpand(widget, 1)
        connectFactory(gpointer(factory))
        writeAccessibleLabel()
        connectSignal(listWidget, "activate") { [weak self] arguments in
            self?.rowWasActivated(at: arguments.unsignedInt(1))
        }
        connectSignal(rows.selection, "selection-changed") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
        }
    }

    override var accessibleWidget: UnsafeMutablePointer<GtkWidget> { listWidget }

    /// Names the scrolled window around the list, which takes the focus too, and its scroll bars
    /// after the list's label.
    override func writeAccessibleLabel() {
        super.writeAccessibleLabel()
        cgtk_accessible_set_label(widget, accessibilityLabel)
        nameScrollBars(of: widget, scrolling: accessibilityLabel)
    }

    // GTK 4.8 reads an unnamed list by its GObject type.
    override var accessibleLabelFallback: String? { "" }

    package override var shownSubviews: [GTKWidget] {
        indexesForVisibleRows.compactMap { rowView(at: $0) }
    }

    /// The row view whose list item is or contains a widget.
    ///
    /// A click focuses a row's list item, the GTK widget that holds the row view, so a row view has
    /// the focus when its list item has it, as well as when a widget in it has: the key chain of a
    /// list whose row has the focus starts at that row's view, then the list.
    ///
    /// - Complexity: O(*r*) for *r* row views made.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        rowsByItem.values.first { row in gtk_widget_get_parent(row.widget).map(path.contains) ?? false }
    }

    private func connectFactory(_ factory: gpointer) {
        connectSignal(factory, "setup") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            let row = self.makeRow()
            self.createdRowCount += 1
            self.rowsByItem[item] = row
            row.container = self
            // The list item holding the row view is what a screen reader reads as the row: a label
            // the row view got before, which GTK gave the row view, moves to it once bound.
            row.isListRowView = true
            if row.accessibilityLabel != nil { cgtk_accessible_set_label(row.widget, nil) }
            // Once bound, the list item takes the row view's label, or "" so that GTK 4.8 doesn't
            // read it by its type.
            row.labelAwaitsListItem = true
            self.attachActionHandler(to: row)
            gtk_list_item_set_child(cgtk_list_item(item), row.widget)
        }
        connectSignal(factory, "bind") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            self.boundItems.insert(item)
            self.configureRow(of: item, rowCount: self.numberOfRows)
        }
        connectSignal(factory, "unbind") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            self.boundItems.remove(item)
            self.rowsByItem[item]?.ss.removeState()
        }
        connectSignal(factory, "teardown") { [weak self] arguments in
            guard let self, let item = arguments.pointer(1) else { return }
            self.boundItems.remove(item)
            self.rowsByItem[item] = nil
        }
    }

    /// The number of rows, as the data source said at the last ``reloadData()``.
    public var numberOfRows: Int { rows.count }

    /// Asks the data source for the number of rows again, and rebinds every row view shown.
    ///
    /// Call it when rows were added, removed or reordered, as after filtering. It keeps the
    /// selection only if the selected row is still in range, and reports nothing.
    ///
    /// - Complexity: O(*v*), where *v* is the number of row views shown, whatever the number of rows.
    public func reloadData() {
        let count = dataSource?.numberOfRows(in: self) ?? 0
        fromCode { rows.reset(to: count) }
    }

    /// Sends the row views that show some rows their model again, in place, as UIKit's
    /// `reconfigureRows(at:)` does; rows not shown are configured when they are.
    ///
    /// A row view whose row the data source no longer has, because rows were removed before
    /// ``reloadData()``, has its state removed instead of asking the data source past its end.
    ///
    /// - Parameter rows: The indexes of the rows whose model changed.
    /// - Complexity: O(*v* + *r*), where *v* is the number of row views shown and *r* the number of
    ///   indexes given.
    public func reconfigureRows(at rows: some Sequence<Int>) {
        let rows = Set(rows)
        let rowCount = currentRowCount
        for item in boundItems where rows.contains(position(of: item)) {
            configureRow(of: item, rowCount: rowCount)
        }
    }

    /// Sends every row view that shows a row its model again, in place: what UIKit code does with
    /// `reconfigureRows(at: indexPathsForVisibleRows)`, over the rows GTK keeps bound beyond the
    /// visible ones too.
    ///
    /// Call it when rows' models changed but not their number or order. A row view whose row the
    /// data source no longer has has its state removed instead.
    ///
    /// - Complexity: O(*v*), where *v* is the number of row views shown.
    public func reconfigureAllRows() {
        let rowCount = currentRowCount
        for item in boundItems { configureRow(of: item, rowCount: rowCount) }
    }

    /// The number of rows the data source has now, which may differ from ``numberOfRows`` until
    /// ``reloadData()``.
    private var currentRowCount: Int {
        dataSource.map { max(0, $0.numberOfRows(in: self)) } ?? 0
    }

    /// The row view that shows a row, or `nil` when the row isn't shown now.
    ///
    /// - Parameter row: The row's index.
    /// - Returns: The row view, as UIKit's `cellForRow(at:)` returns a cell.
    public func rowView(at row: Int) -> RowView? {
        boundItems.first { position(of: $0) == row }.flatMap { rowsByItem[$0] as? RowView }
    }

    /// The row a row view shows now, or `nil` when it shows none.
    ///
    /// - Parameter rowView: One of the list's row views.
    /// - Returns: The row's index, as UIKit's `indexPath(for:)` returns a cell's.
    public func row(for rowView: RowView) -> Int? {
        boundItems.first { rowsByItem[$0] === rowView }.map(position(of:))
    }

    /// The rows whose row views are at least partly inside the scrolled window's visible area, in
    /// order.
    public var indexesForVisibleRows: [Int] {
        let viewport = visibleArea
        return boundItems.compactMap { item -> Int? in
            guard let row = rowsByItem[item], gtk_widget_get_mapped(row.widget) != 0 else { return nil }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(row.widget, widget, &bounds) != 0 else { return nil }
            let top = Double(bounds.origin.y)
            let bottom = top + Double(bounds.size.height)
            return bottom > 0 && top < viewport ? position(of: item) : nil
        }.sorted()
    }

    /// The selected row, or `nil` when none is; setting it reports nothing.
    ///
    /// Setting a row past the end, or a negative one, selects none.
    public var selectedRow: Int? {
        get { rows.selectedRow }
        set { fromCode { rows.selectedRow = newValue } }
    }

    /// How far the rows are scrolled, in pixels from the top.
    public var contentOffset: Double {
        get { gtk_adjustment_get_value(verticalAdjustment) }
        set { gtk_adjustment_set_value(verticalAdjustment, newValue) }
    }

    /// Scrolls the fewest pixels that bring a row into view; GTK binds it on its next frame.
    ///
    /// A row out of range scrolls nothing.
    ///
    /// - Parameter row: The row's index.
    public func scrollToRow(_ row: Int) {
        guard (0..<numberOfRows).contains(row) else { return }
        gtk_widget_activate_action_variant(
            listWidget, "list.scroll-to-item", g_variant_new_uint32(guint32(row)))
    }

    private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(cgtk_scrolled_window(widget))
    }

    private var visibleArea: Double {
        Double(gtk_widget_get_height(widget))
    }

    private func position(of item: UnsafeMutableRawPointer) -> Int {
        Int(gtk_list_item_get_position(cgtk_list_item(item)))
    }

    /// Sends the row view of a list item the model of the row it shows, or removes its state when
    /// the row is past the data source's rows.
    private func configureRow(of item: UnsafeMutableRawPointer, rowCount: Int) {
        guard let row = rowsByItem[item] as? RowView else { return }
        if row.labelAwaitsListItem {
            row.labelAwaitsListItem = false
            row.writeAccessibleLabel()
        }
        row.moveKeysToListItem()
        let index = position(of: item)
        guard let dataSource, index < rowCount else {
            row.ss.removeState()
            return
        }
        row.ss.configure(dataSource.listView(self, modelForRowAt: index))
    }

    /// Attaches ``actionHandler`` to a row view that forwards events; a row view without events
    /// has no actions to handle.
    private func attachActionHandler(to row: GTKWidget) {
        guard let actionHandler, let provider = row as? any EventForwardingProvider else { return }
        actionHandler.attach(to: provider)
    }

    private func rowWasActivated(at index: Int) {
        rowView(at: index)?.ss.report(.control(.primaryActionTriggered))
    }
}
