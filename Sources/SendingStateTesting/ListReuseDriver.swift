public import SendingState

/// Makes a toolkit adapter's recycled list, shows rows in it and makes its row views act, for
/// ``checkListReuse(of:)``.
///
/// The list is the porter's own, with a row view made for the check: a `Configurable` view whose
/// input is ``ListReuseRow``, with a state-aware mapping of one event, such as
/// `primaryActionTriggered`, to the row it shows. The driver shows the check's rows with the list's
/// own data source and reload, as an app would after its data changed, so that the list binds,
/// reuses and unbinds its row views as it always does.
///
/// This driver, for HeadlessWidgets' `ListView`, configures each cell in its data source, and its
/// cell removes its own state when the list recycles it:
///
/// ```swift
/// final class RowCell: ListCell, Configurable, EventForwardingProvider {
///     let button = Button(title: "Open")
///
///     var configurer: (RowCell, ListReuseRow) -> Void {
///         { cell, row in cell.button.title = "\(row)" }
///     }
///
///     var eventForwarder: any EventForwardable {
///         EventForwarder(button) { _, ctx in
///             ctx.control(.primaryActionTriggered) { (row: ListReuseRow) in [row] }
///         }
///     }
///
///     /// A recycled cell shows no row until its data source configures it again.
///     override func prepareForReuse() {
///         ss.removeState()
///     }
/// }
///
/// @MainActor
/// final class ListViewDriver: ListReuseDriver, ListViewDataSource {
///     let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 440))
///     var rows: [ListReuseRow] = []
///     var handler: AnyActionHandlingProvider?
///
///     func makeList(handler: AnyActionHandlingProvider) {
///         self.handler = handler
///         list.register(RowCell.self, forCellReuseIdentifier: "row")
///         list.dataSource = self
///     }
///
///     func show(_ rows: [ListReuseRow]) {
///         self.rows = rows
///         list.reloadData()
///     }
///
///     func rowView(at row: Int) -> RowCell? { list.cellForRow(at: row) as? RowCell }
///
///     func fire(_ rowView: RowCell) { rowView.button.sendActions(for: .primaryActionTriggered) }
///
///     func numberOfRows(in listView: ListView) -> Int { rows.count }
///
///     func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
///         let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
///         if let cell = cell as? RowCell {
///             cell.ss.configure(rows[row])
///             handler?.attach(to: cell)
///         }
///         return cell
///     }
/// }
/// ```
@MainActor
public protocol ListReuseDriver {
    /// The row view the list shows each row in.
    associatedtype RowView: AnyObject

    /// Makes the list under test, showing no rows yet, and has it attach a handler to its row views.
    ///
    /// Attach `handler` as the list attaches an app's handler: once per row view, when the list
    /// makes it. Attaching the same handler again on every bind changes nothing and passes, as
    /// attaching it again is a no-op; a list that wraps it in a new handler for each bind fails
    /// with ``SenderConformanceViolation/Kind/repeatedHandler``.
    ///
    /// - Parameter handler: The checker's handler, which records the ``ListReuseRow`` actions.
    /// - Throws: Whatever keeps the driver from making the list.
    func makeList(handler: AnyActionHandlingProvider) throws

    /// Shows these rows in place of the ones shown before, through the list's data source and
    /// reload, and returns when the list has bound its row views.
    ///
    /// - Parameter rows: The rows' models, top to bottom; empty for a list with no rows.
    /// - Throws: Whatever keeps the driver from showing them.
    func show(_ rows: [ListReuseRow]) throws

    /// The row view that shows a row now.
    ///
    /// - Parameter row: The row's index, from the top.
    /// - Returns: Its row view, or `nil` when the list shows the row in none.
    /// - Throws: Whatever keeps the driver from finding it.
    func rowView(at row: Int) throws -> RowView?

    /// Makes a row view report the event its mapping maps, once, and returns when it was delivered.
    ///
    /// The check also fires a row view that shows no row any more, which input can't reach, so
    /// report the event from code, as the toolkit's own activation would.
    ///
    /// - Parameter rowView: A row view from ``rowView(at:)``.
    /// - Throws: Whatever keeps the driver from firing it.
    func fire(_ rowView: RowView) throws

    /// Lets go of the list and its row views.
    ///
    /// The default does nothing.
    ///
    /// - Throws: Whatever keeps the driver from letting go.
    func release() throws
}

// MARK: - Default implementations

extension ListReuseDriver {
    /// Does nothing.
    public func release() throws {}
}
