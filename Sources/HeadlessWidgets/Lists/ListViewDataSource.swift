/// Supplies a ``ListView`` with its sections, rows and cells, in UIKit's table data source shape.
///
/// Implement the section forms, as a `UITableViewDataSource` does with `tableView` renamed
/// `listView`: ``listView(_:numberOfRowsInSection:)``, ``listView(_:cellForRowAt:)-(_,IndexPath)``
/// and, for more than one section, ``numberOfSections(in:)``. A list of one section can implement
/// the short forms instead, ``numberOfRows(in:)`` and ``listView(_:cellForRowAt:)-(_,Int)``, which
/// describe section 0.
///
/// ```swift
/// extension ShopScreen: ListViewDataSource {
///     func numberOfSections(in listView: ListView) -> Int { aisles.count }
///
///     func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
///         aisles[section].products.count
///     }
///
///     func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) -> ListCell {
///         let cell = listView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
///         (cell as? ProductCell)?.ss.configure(aisles[indexPath.section].products[indexPath.row])
///         return cell
///     }
/// }
/// ```
///
/// A mistake in a data source doesn't crash the list: a cell method that throws, or a data source
/// that implements neither the section nor the short form of a method, is reported to
/// `SendingStateDiagnostics`, and the list shows a placeholder cell or no rows.
///
/// A cell shows in one row of one list at a time, so dequeue each cell from the list that asks.
/// A data source that keeps its cells and returns one again, to the same list or to another it
/// feeds, may do so once the list that showed the cell has let it go: scrolled its row out of the
/// window, reloaded without it, or been released. Where UIKit would move a cell that a row still
/// shows and leave that row empty, the list refuses it: the list that asked reports the mistake,
/// naming the list and the row that show the cell, and shows a placeholder cell in its own row,
/// while the other list keeps the cell.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: How many sections the list has; a negative number counts as 0.
    func numberOfSections(in listView: ListView) -> Int

    /// The number of rows in a section; ``numberOfRows(in:)`` for section 0 and none for others
    /// unless implemented.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - section: The section's index.
    /// - Returns: How many rows the section has; a negative number counts as 0.
    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int

    /// The configured cell for a row, normally from
    /// ``ListView/dequeueReusableCell(withIdentifier:for:)-(_,IndexPath)``; unless implemented, the
    /// cell that ``listView(_:cellForRowAt:)-(_,Int)`` returns for the row.
    ///
    /// It may throw, though UIKit's doesn't: the list then reports the error and shows a
    /// placeholder cell in the row. A cell that another row shows, in this list or another, is
    /// reported and refused the same way.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - indexPath: The row's section and index within it.
    /// - Returns: The cell to show.
    /// - Throws: Any error; the list reports it to `SendingStateDiagnostics` and shows a placeholder.
    func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) throws -> ListCell

    /// The number of rows of a list of one section: the short form of
    /// ``listView(_:numberOfRowsInSection:)``.
    ///
    /// Unless implemented, the list has no rows, and reports a data source that implements neither
    /// form.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: How many rows the list has.
    func numberOfRows(in listView: ListView) -> Int

    /// The configured cell for a row of a list of one section: the short form of
    /// ``listView(_:cellForRowAt:)-(_,IndexPath)``.
    ///
    /// Unless implemented, the list reports a data source that implements neither form, and shows
    /// a placeholder cell.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - row: The row's index within its section.
    /// - Returns: The cell to show.
    /// - Throws: Any error; the list reports it to `SendingStateDiagnostics` and shows a placeholder.
    func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell
}

// MARK: - Default implementations

extension ListViewDataSource {
    /// Returns 1: one section.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: 1.
    public func numberOfSections(in listView: ListView) -> Int {
        1
    }

    /// Returns ``numberOfRows(in:)`` for section 0, and 0 for other sections.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - section: The section's index.
    /// - Returns: The number of rows in the section.
    public func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? numberOfRows(in: listView) : 0
    }

    /// Returns the cell of ``listView(_:cellForRowAt:)-(_,Int)`` for the row.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - indexPath: The row's section and index within it.
    /// - Returns: The cell to show.
    /// - Throws: What the short form throws.
    public func listView(_ listView: ListView, cellForRowAt indexPath: IndexPath) throws -> ListCell {
        try self.listView(listView, cellForRowAt: indexPath.row)
    }

    /// Reports a data source that implements neither form of the row count, and returns 0.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: 0.
    public func numberOfRows(in listView: ListView) -> Int {
        listView.reportMissing(
            "listView(_:numberOfRowsInSection:) nor numberOfRows(in:)", of: self, "has no rows")
        return 0
    }

    /// Reports a data source that implements neither form of the cell method, and returns a
    /// placeholder cell.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - row: The row's index within its section.
    /// - Returns: A placeholder cell.
    public func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
        listView.reportMissing(
            "listView(_:cellForRowAt:) for an IndexPath nor for a row", of: self, "shows a placeholder cell")
        return listView.makePlaceholderCell()
    }
}
