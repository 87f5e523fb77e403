import SendingState

/// A vertical list that shows a window of rows with reusable cells, in sections as UIKit's table.
///
/// The rows of every section are stacked in one column, section after section, with no headers
/// or footers between them. A row has two addresses: its ``IndexPath``, and its position from the
/// top of the list counting across sections, which ``visibleRows``, ``firstVisibleRow``,
/// ``scroll(to:)`` and ``cellForRow(at:)-(Int)`` use. In a list of one section they are the same.
///
/// The list keeps only the cells of the rows in its window: ``scroll(to:)`` moves the window,
/// calling ``ListCell/prepareForReuse()`` on the cells of rows that leave it and handing them to
/// the rows that enter it. This is where a reused cell would fire a stale action if its actions
/// didn't read the state bound at event time.
///
/// ```swift
/// list.register(ProductCell.self, forCellReuseIdentifier: "product")
/// list.dataSource = screen
/// list.reloadData()
/// list.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
/// ```
///
/// As in UIKit, reloading and scrolling don't throw. A data source's mistake — an unregistered
/// reuse identifier, an index path past the rows, a cell method that throws, the same cell for two
/// rows — is reported to `SendingStateDiagnostics`, and the row shows a placeholder cell, whose
/// ``ListCell/isPlaceholder`` is `true`.
@MainActor
open class ListView: View {
    /// Supplies the sections, rows and cells; held weakly.
    public weak var dataSource: (any ListViewDataSource)?

    /// The height of every row, in points.
    public var rowHeight: Double = 44 {
        didSet { layoutCells() }
    }

    /// How many rows the window shows at once; at least 1.
    public var visibleRowCount: Int = 10 {
        didSet { visibleRowCount = max(visibleRowCount, 1) }
    }

    /// The position from the top of the list of the first row in the window.
    public private(set) var firstVisibleRow = 0

    /// The number of rows in all sections, as of the last ``reloadData()``.
    public private(set) var numberOfRows = 0

    /// How many cell instances the list has created from registered classes.
    ///
    /// It is bounded by the window size plus what reuse identifiers require. Placeholder cells
    /// don't count.
    public private(set) var createdCellCount = 0

    /// The number of rows of each section, as of the last ``reloadData()``.
    private var rowsPerSection: [Int] = []
    private var registrations: [String: ListCell.Type] = [:]
    private var reusePool: [String: [ListCell]] = [:]
    /// The cells in the window, by their position from the top of the list.
    private var cellsByRow: [Int: ListCell] = [:]
    /// Whether the data source is being asked for rows or cells, so that it can't reload the list
    /// from inside itself.
    private var isAskingDataSource = false

    // MARK: - Sections and rows

    /// The number of sections, as of the last ``reloadData()``.
    public var numberOfSections: Int {
        rowsPerSection.count
    }

    /// The number of rows in a section, as of the last ``reloadData()``.
    ///
    /// - Parameter section: The section's index.
    /// - Returns: Its number of rows, or 0 for a section the list doesn't have.
    public func numberOfRows(inSection section: Int) -> Int {
        rowsPerSection.indices.contains(section) ? rowsPerSection[section] : 0
    }

    /// The positions from the top of the list of the rows in the window.
    public var visibleRows: Range<Int> {
        firstVisibleRow..<min(firstVisibleRow + visibleRowCount, numberOfRows)
    }

    /// The cells in the window, top to bottom.
    public var visibleCells: [ListCell] {
        visibleRows.compactMap { cellsByRow[$0] }
    }

    /// The index paths of the rows in the window, top to bottom; never `nil`, but optional as in UIKit.
    ///
    /// - Complexity: O(*v* × *s*) for *v* rows in the window and *s* sections.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleRows.map(indexPath(atPosition:))
    }

    /// The cell showing a row, by its position from the top of the list, if the row is in the window.
    ///
    /// - Parameter row: The row's position from the top of the list.
    /// - Returns: Its cell, or `nil` when the row is outside the window.
    public func cellForRow(at row: Int) -> ListCell? {
        cellsByRow[row]
    }

    /// The cell showing a row, if the row is in the window.
    ///
    /// - Parameter indexPath: The row's section and index within it.
    /// - Returns: Its cell, or `nil` when the list has no such row or it is outside the window.
    /// - Complexity: O(*s*) for *s* sections.
    public func cellForRow(at indexPath: IndexPath) -> ListCell? {
        position(of: indexPath).flatMap { cellsByRow[$0] }
    }

    /// The index path of the row a cell shows.
    ///
    /// - Parameter cell: A cell of the list.
    /// - Returns: Its row's index path, or `nil` when the cell shows no row of this list.
    /// - Complexity: O(*v* + *s*) for *v* rows in the window and *s* sections.
    public func indexPath(for cell: ListCell) -> IndexPath? {
        cellsByRow.first { $0.value === cell }.map { indexPath(atPosition: $0.key) }
    }

    /// The index path of the row at a position from the top of the list.
    private func indexPath(atPosition position: Int) -> IndexPath {
        var row = position
        for (section, rows) in rowsPerSection.enumerated() {
            if row < rows { return IndexPath(row: row, section: section) }
            row -= rows
        }
        return IndexPath(row: row, section: rowsPerSection.count)
    }

    /// The position from the top of the list of the row at an index path, if the list has that row.
    private func position(of indexPath: IndexPath) -> Int? {
        guard rowsPerSection.indices.contains(indexPath.section),
            (0..<rowsPerSection[indexPath.section]).contains(indexPath.row)
        else { return nil }
        return rowsPerSection[..<indexPath.section].reduce(indexPath.row, +)
    }

    // MARK: - Cells

    /// Registers the cell class to create for a reuse identifier, replacing any earlier one.
    ///
    /// - Parameters:
    ///   - cellClass: The class to instantiate, with `init()`.
    ///   - identifier: The reuse identifier.
    public func register(_ cellClass: ListCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// Registers the cell class to create for a reuse identifier, under the name collection views use.
    ///
    /// - Parameters:
    ///   - cellClass: The class to instantiate, with `init()`.
    ///   - identifier: The reuse identifier.
    public func register(_ cellClass: ListCell.Type, forCellWithReuseIdentifier identifier: String) {
        register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// A cell for a row: a recycled one with the identifier if there is one, otherwise a new one.
    ///
    /// As UIKit's, it doesn't throw. When the identifier has no registered class or the list has
    /// no such row, it reports the ``ListViewError`` to `SendingStateDiagnostics` and returns a
    /// placeholder cell; ``checkedDequeueReusableCell(withIdentifier:for:)`` throws it instead.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: The cell, or a placeholder.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> ListCell {
        do {
            return try checkedDequeueReusableCell(withIdentifier: identifier, for: indexPath)
        } catch {
            report(
                "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)): \(error); "
                    + "it returned a placeholder cell")
            return makePlaceholderCell()
        }
    }

    /// A cell for a row by its position from the top of the list: the short form for lists of one
    /// section.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - row: The row's position from the top of the list.
    /// - Returns: The cell, or a placeholder, as
    ///   ``dequeueReusableCell(withIdentifier:for:)-(_,IndexPath)`` returns it.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> ListCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath(atPosition: max(row, 0)))
    }

    /// A cell for a row, under the name collection views use.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: The cell, or a placeholder, as
    ///   ``dequeueReusableCell(withIdentifier:for:)-(_,IndexPath)`` returns it.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> ListCell
    {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// A cell for a row, or the error that stops the list from making one, for tests that check it.
    ///
    /// ```swift
    /// let error = try #require(throws: ListViewError.self) {
    ///     try list.checkedDequeueReusableCell(withIdentifier: "header", for: IndexPath(row: 0, section: 0))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A recycled cell with the identifier, or a new one of its registered class.
    /// - Throws: ``ListViewError/unregisteredIdentifier(_:registered:)`` when no class is registered
    ///   for `identifier`, or ``ListViewError/indexPathOutOfRange(_:rowsPerSection:)`` when the list
    ///   has no row at `indexPath`.
    public func checkedDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        throws(ListViewError) -> ListCell
    {
        guard let cellClass = registrations[identifier] else {
            throw .unregisteredIdentifier(identifier, registered: registrations.keys.sorted())
        }
        guard position(of: indexPath) != nil else {
            throw .indexPathOutOfRange(indexPath, rowsPerSection: rowsPerSection)
        }
        if let cell = reusePool[identifier]?.popLast() { return cell }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        createdCellCount += 1
        return cell
    }

    /// A cell that stands in a row whose data source made a mistake; never reused.
    func makePlaceholderCell() -> ListCell {
        let cell = ListCell()
        cell.isPlaceholder = true
        return cell
    }

    // MARK: - Loading and scrolling

    /// Asks the data source for the sections and rows again, recycling every visible cell first.
    ///
    /// The window keeps its first row, clamped to the new number of rows. Called from inside the
    /// data source, while the list is asking it for rows or cells, it does nothing and is reported.
    ///
    /// - Complexity: O(*s* + *v* × *s*) for *s* sections and *v* rows in the window, plus the data
    ///   source's work.
    public func reloadData() {
        guard !isAskingDataSourceReported("reloadData()") else { return }
        for row in cellsByRow.keys.sorted() { recycle(row) }
        rowsPerSection = countRows()
        numberOfRows = rowsPerSection.reduce(0) { total, rows in
            let (sum, overflow) = total.addingReportingOverflow(rows)
            return overflow ? Int.max : sum
        }
        firstVisibleRow = clampedFirstRow(firstVisibleRow)
        fillWindow()
    }

    /// Moves the window so that it starts at a row, recycling cells from rows that leave it.
    ///
    /// The cells of rows that leave the window go to the rows that enter it; rows that stay keep
    /// their cells untouched. The row is clamped so that the window stays within the rows.
    ///
    /// - Parameter row: The position from the top of the list of the row to show first.
    public func scroll(to row: Int) {
        guard !isAskingDataSourceReported("scroll(to: \(row))") else { return }
        firstVisibleRow = clampedFirstRow(row)
        let window = visibleRows
        for leaving in cellsByRow.keys.sorted() where !window.contains(leaving) { recycle(leaving) }
        fillWindow()
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row in the window, as UIKit's
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable {
        /// As little scrolling as shows the row: none when it is in the window already.
        case none
        /// The row first in the window.
        case top
        /// The row in the middle of the window.
        case middle
        /// The row last in the window.
        case bottom
    }

    /// Scrolls so that a row is in the window, at a position, as UIKit's
    /// `scrollToRow(at:at:animated:)`.
    ///
    /// The window stays within the rows, so the last rows can't be scrolled to the top. An index
    /// path the list doesn't have changes nothing and is reported to `SendingStateDiagnostics`.
    ///
    /// - Parameters:
    ///   - indexPath: The row to show.
    ///   - scrollPosition: Where in the window to show it.
    ///   - animated: Ignored: the list doesn't animate.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = position(of: indexPath) else {
            report(
                "scrollToRow(at: \(indexPath)): \(ListViewError.indexPathOutOfRange(indexPath, rowsPerSection: rowsPerSection)); "
                    + "it didn't scroll")
            return
        }
        switch scrollPosition {
        case .top: scroll(to: row)
        case .middle: scroll(to: row - (visibleRowCount - 1) / 2)
        case .bottom: scroll(to: row - visibleRowCount + 1)
        case .none:
            if row < firstVisibleRow {
                scroll(to: row)
            } else if row >= firstVisibleRow + visibleRowCount {
                scroll(to: row - visibleRowCount + 1)
            }
        }
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        min(max(row, 0), max(numberOfRows - visibleRowCount, 0))
    }

    private func recycle(_ row: Int) {
        guard let cell = cellsByRow.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        guard !cell.isPlaceholder else { return }
        cell.prepareForReuse()
        reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    /// The rows of each section, from the data source.
    private func countRows() -> [Int] {
        guard let dataSource else { return [] }
        isAskingDataSource = true
        defer { isAskingDataSource = false }
        let sections = max(dataSource.numberOfSections(in: self), 0)
        return (0..<sections).map { max(dataSource.listView(self, numberOfRowsInSection: $0), 0) }
    }

    private func fillWindow() {
        defer { layoutCells() }
        guard let dataSource else { return }
        isAskingDataSource = true
        defer { isAskingDataSource = false }
        for row in visibleRows where cellsByRow[row] == nil {
            let cell = cell(from: dataSource, at: indexPath(atPosition: row))
            cellsByRow[row] = cell
            addSubview(cell)
        }
    }

    /// The data source's cell for a row, or a placeholder when the data source throws or returns
    /// a cell that another row shows.
    private func cell(from dataSource: any ListViewDataSource, at indexPath: IndexPath) -> ListCell {
        let cell: ListCell
        do {
            cell = try dataSource.listView(self, cellForRowAt: indexPath)
        } catch {
            report(
                "the data source threw \(error) for the row at \(indexPath); the row shows a placeholder cell"
            )
            return makePlaceholderCell()
        }
        if let shown = cellsByRow.first(where: { $0.value === cell }) {
            report(
                "the data source returned the cell of the row at \(self.indexPath(atPosition: shown.key)) "
                    + "for the row at \(indexPath) too; the row shows a placeholder cell")
            return makePlaceholderCell()
        }
        return cell
    }

    private func layoutCells() {
        for (row, cell) in cellsByRow {
            cell.frame = Rect(
                x: 0, y: Double(row - firstVisibleRow) * rowHeight, width: frame.size.width, height: rowHeight
            )
        }
    }

    // MARK: - Reports

    /// Reports a data source mistake the list survived.
    func report(_ message: String) {
        SendingStateDiagnostics.report(
            .toolkitMisuse(toolkit: "HeadlessWidgets", message: "\(summary): \(message)."))
    }

    /// Reports a data source that implements neither form of a method.
    func reportMissing(_ methods: String, of dataSource: any ListViewDataSource, _ consequence: String) {
        report(
            "its data source \(type(of: dataSource)) implements neither \(methods), so the list \(consequence)"
        )
    }

    /// Whether the data source is being asked now, reporting the call that tried to reload from inside it.
    private func isAskingDataSourceReported(_ call: String) -> Bool {
        guard isAskingDataSource else { return false }
        report("\(call) was called from inside its data source; it did nothing")
        return true
    }

    /// The rows in the window, the number of rows and, when not one, the number of sections.
    open override var dumpAttributes: [String] {
        let sections = numberOfSections > 1 ? " in \(numberOfSections) sections" : ""
        return ["rows \(visibleRows.lowerBound)..<\(visibleRows.upperBound) of \(numberOfRows)\(sections)"]
    }
}
