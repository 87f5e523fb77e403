import SendingState

/// A vertical list that shows a window of rows with reusable cells.
///
/// It keeps only the cells of the rows in its window: ``scroll(to:)`` moves the window, calling
/// ``ListCell/prepareForReuse()`` on the cells of rows that leave it and handing them to the rows
/// that enter it. This is where a reused cell would fire a stale action if its actions didn't read
/// the state bound at event time.
///
/// ```swift
/// list.register(ProductCell.self, forCellReuseIdentifier: "product")
/// list.dataSource = screen
/// try list.reloadData()
/// try list.scroll(to: 500)
/// ```
@MainActor
open class ListView: View {
    /// Supplies the rows; held weakly.
    public weak var dataSource: (any ListViewDataSource)?

    /// The height of every row, in points.
    public var rowHeight: Double = 44 {
        didSet { layoutCells() }
    }

    /// How many rows the window shows at once; at least 1.
    public var visibleRowCount: Int = 10 {
        didSet { visibleRowCount = max(visibleRowCount, 1) }
    }

    /// The index of the first row in the window.
    public private(set) var firstVisibleRow = 0

    /// The number of rows, as of the last ``reloadData()``.
    public private(set) var numberOfRows = 0

    /// How many cell instances the list has created; bounded by the window size plus what reuse
    /// identifiers require.
    public private(set) var createdCellCount = 0

    private var registrations: [String: ListCell.Type] = [:]
    private var reusePool: [String: [ListCell]] = [:]
    private var cellsByRow: [Int: ListCell] = [:]

    /// Creates an empty list.
    public required init() {
        super.init()
    }

    /// The rows in the window.
    public var visibleRows: Range<Int> {
        firstVisibleRow..<min(firstVisibleRow + visibleRowCount, numberOfRows)
    }

    /// The cells in the window, top to bottom.
    public var visibleCells: [ListCell] {
        visibleRows.compactMap { cellsByRow[$0] }
    }

    /// The cell showing a row, if the row is in the window.
    ///
    /// - Parameter row: The row's index.
    /// - Returns: Its cell, or `nil` when the row is outside the window.
    public func cellForRow(at row: Int) -> ListCell? {
        cellsByRow[row]
    }

    /// Registers the cell class to create for a reuse identifier, replacing any earlier one.
    ///
    /// - Parameters:
    ///   - cellClass: The class to instantiate.
    ///   - identifier: The reuse identifier.
    public func register(_ cellClass: ListCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for a row: a recycled one with the identifier if there is one, otherwise a new one.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - row: The row the cell is for.
    /// - Returns: The cell.
    /// - Throws: A ``ListViewError`` when no class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) throws(ListViewError)
        -> ListCell
    {
        if let cell = reusePool[identifier]?.popLast() { return cell }
        guard let cellClass = registrations[identifier] else {
            throw ListViewError(
                reuseIdentifier: identifier, registeredIdentifiers: registrations.keys.sorted())
        }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        createdCellCount += 1
        return cell
    }

    /// Asks the data source for the rows again, recycling every visible cell first.
    ///
    /// The window keeps its first row, clamped to the new number of rows.
    ///
    /// - Throws: What the data source throws.
    public func reloadData() throws {
        for row in cellsByRow.keys.sorted() { recycle(row) }
        numberOfRows = max(dataSource?.numberOfRows(in: self) ?? 0, 0)
        firstVisibleRow = clampedFirstRow(firstVisibleRow)
        try fillWindow()
    }

    /// Moves the window so that it starts at a row, recycling cells from rows that leave it.
    ///
    /// The cells of rows that leave the window go to the rows that enter it; rows that stay keep
    /// their cells untouched.
    ///
    /// The row is clamped so that the window stays within the rows.
    ///
    /// - Parameter row: The row to show first.
    /// - Throws: What the data source throws.
    public func scroll(to row: Int) throws {
        firstVisibleRow = clampedFirstRow(row)
        let window = visibleRows
        for leaving in cellsByRow.keys.sorted() where !window.contains(leaving) { recycle(leaving) }
        try fillWindow()
    }

    private func clampedFirstRow(_ row: Int) -> Int {
        min(max(row, 0), max(numberOfRows - visibleRowCount, 0))
    }

    private func recycle(_ row: Int) {
        guard let cell = cellsByRow.removeValue(forKey: row) else { return }
        cell.removeFromSuperview()
        cell.prepareForReuse()
        reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    private func fillWindow() throws {
        defer { layoutCells() }
        guard let dataSource else { return }
        for row in visibleRows where cellsByRow[row] == nil {
            let cell = try dataSource.listView(self, cellForRowAt: row)
            cellsByRow[row] = cell
            addSubview(cell)
        }
    }

    private func layoutCells() {
        for (row, cell) in cellsByRow {
            cell.frame = Rect(
                x: 0, y: Double(row - firstVisibleRow) * rowHeight, width: frame.size.width, height: rowHeight
            )
        }
    }

    /// The rows in the window and the number of rows.
    open override var dumpAttributes: [String] {
        ["rows \(visibleRows.lowerBound)..<\(visibleRows.upperBound) of \(numberOfRows)"]
    }
}
