import SendingState

/// A vertical list of rows with reusable cells, in sections as UIKit's table, built on a ``ScrollView``.
///
/// The rows of every section are stacked in one column, section after section, with no headers
/// or footers between them, each ``rowHeight`` tall: the list's ``ScrollView/contentSize`` is
/// their height. A row has two addresses: its ``IndexPath``, and its position from the top of the
/// list counting across sections, which ``visibleRows``, ``firstVisibleRow``, ``scroll(to:)`` and
/// ``cellForRow(at:)-(Int)`` use. In a list of one section they are the same.
///
/// The list keeps cells only for the rows its bounds show, its window, which follows the
/// ``ScrollView/contentOffset``: however the content moves — ``scroll(to:)``, a pan or fling by
/// a person, a deceleration on the clock — the list calls ``ListCell/prepareForReuse()`` on the
/// cells of rows that leave the window and hands them to the rows that enter it. This is where a
/// reused cell would fire a stale action if its actions didn't read the state bound at event time.
/// Cells have their frames in content coordinates, one row under another.
///
/// ```swift
/// list.register(ProductCell.self, forCellReuseIdentifier: "product")
/// list.dataSource = screen
/// list.reloadData()
/// list.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
/// try list.fling(velocity: Point(x: 0, y: -1_500))
/// ```
///
/// As in UIKit, reloading and scrolling don't throw. A data source's mistake — an unregistered
/// reuse identifier, an index path past the rows, a cell method that throws, the same cell for two
/// rows, a cell another list shows — is reported to `SendingStateDiagnostics`, and the row shows a
/// placeholder cell, whose ``ListCell/isPlaceholder`` is `true`. A data source that reloads or
/// scrolls the list while the list is asking it for rows or cells is reported too, and what it
/// asked for is applied once the list's pass over the window ends.
@MainActor
open class ListView: ScrollView {
    /// Supplies the sections, rows and cells; held weakly.
    public weak var dataSource: (any ListViewDataSource)?

    /// The height of every row, in points; 44 by default.
    ///
    /// A value that isn't a positive finite number is ignored: the height stays as it was.
    public var rowHeight: Double = 44 {
        didSet {
            guard rowHeight > 0, rowHeight.isFinite else {
                rowHeight = oldValue
                return
            }
            updateWindow(reloading: false)
        }
    }

    /// How many rows the window holds: ``visibleRows``'s count.
    ///
    /// The window is what the list's bounds show, so size the list with its frame: a list
    /// `4 * rowHeight` tall shows four rows, and five while one is partly scrolled off.
    public var visibleRowCount: Int {
        visibleRows.count
    }

    /// The most rows the window holds, however tall the list or short its rows: 1,000.
    ///
    /// A list whose bounds would show more keeps cells for the first 1,000 rows from its top, so
    /// that no height or row height can make it create cells without end.
    public static let maximumVisibleRowCount = 1_000

    /// The position from the top of the list of the first row in the window.
    public var firstVisibleRow: Int {
        visibleRows.lowerBound
    }

    /// The number of rows in all sections, as of the last ``reloadData()``; at most `Int.max`.
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
    /// Whether the list is updating its window, so that a change it makes itself on the way, such
    /// as a new content size, doesn't start another update.
    private var isUpdatingWindow = false
    /// Whether the data source is being asked for rows or cells.
    private var isAskingDataSource = false
    /// What the data source asked of the list while the list was asking it for rows or cells.
    private var deferred = DeferredChanges()

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

    /// The positions from the top of the list of the rows in the window: those the bounds show,
    /// wholly or in part, at most ``maximumVisibleRowCount``.
    public var visibleRows: Range<Int> {
        let top = boundsOrigin.y
        let first = row(at: top, roundingUp: false)
        let end = row(at: top + frame.size.height, roundingUp: true)
        // `numberOfRows - first` can't overflow, as `first + maximumVisibleRowCount` could.
        let last = min(end, first + min(Self.maximumVisibleRowCount, numberOfRows - first))
        return first..<max(first, last)
    }

    /// The row boundary at a height in the content, clamped between 0 and the number of rows.
    ///
    /// - Parameters:
    ///   - y: A height in content coordinates; NaN counts as 0.
    ///   - roundingUp: Whether a height inside a row gives the boundary below the row.
    /// - Returns: The position of the first row below the boundary.
    private func row(at y: Double, roundingUp: Bool) -> Int {
        let boundary = (y / rowHeight).rounded(roundingUp ? .up : .down)
        guard boundary > 0 else { return 0 }
        // Converting a Double of 2⁶³ or more to an Int would trap; such a boundary is past the rows.
        return boundary < Double(numberOfRows) ? Int(boundary) : numberOfRows
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
        position(of: cell).map(indexPath(atPosition:))
    }

    /// The position from the top of the list of the row a cell shows, if it shows one.
    private func position(of cell: ListCell) -> Int? {
        cellsByRow.first { $0.value === cell }?.key
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
    ///
    /// A row past position `Int.max`, in sections whose rows add up to more, has no position.
    private func position(of indexPath: IndexPath) -> Int? {
        guard rowsPerSection.indices.contains(indexPath.section),
            (0..<rowsPerSection[indexPath.section]).contains(indexPath.row)
        else { return nil }
        var position = indexPath.row
        for rows in rowsPerSection[..<indexPath.section] {
            let (sum, overflow) = position.addingReportingOverflow(rows)
            guard !overflow else { return nil }
            position = sum
        }
        return position
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
        while let cell = reusePool[identifier]?.popLast() {
            // A pooled cell that a data source handed to a row again without dequeuing it, in this
            // list or another, is in use: it leaves the pool rather than show in two rows.
            if cell.superview == nil { return cell }
        }
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
    /// The content offset stays, clamped to the new content. Called from inside the data source,
    /// while the list is asking it for rows or cells, the reload is reported and applied once the
    /// list's pass ends, so that no cell is left in the list that the list doesn't track.
    ///
    /// - Complexity: O(*s* + *v* × *s*) for *s* sections and *v* rows in the window, plus the data
    ///   source's work.
    public func reloadData() {
        if isAskingDataSource {
            report(
                "reloadData() was called from inside its data source; it is applied once the list's pass ends"
            )
        }
        updateWindow(reloading: true)
    }

    /// Scrolls so that the window starts at a row, recycling cells from rows that leave it.
    ///
    /// The cells of rows that leave the window go to the rows that enter it; rows that stay keep
    /// their cells untouched. The content offset is clamped, so the last rows can't be scrolled
    /// to the top. It stops any deceleration, as setting ``ScrollView/contentOffset`` does.
    ///
    /// - Parameter row: The position from the top of the list of the row to show first.
    public func scroll(to row: Int) {
        setContentOffset(Point(x: boundsOrigin.x, y: Double(row) * rowHeight), animated: false)
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts the row in the window, as UIKit's
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Sendable {
        /// As little scrolling as shows the whole row, or its top when it is taller than the bounds:
        /// none when it shows already, which leaves a glide going.
        case none
        /// The row at the top of the bounds.
        case top
        /// The row's middle at the middle of the bounds.
        case middle
        /// The row at the bottom of the bounds.
        case bottom
    }

    /// Scrolls so that a row is in the window, at a position, as UIKit's
    /// `scrollToRow(at:at:animated:)`.
    ///
    /// The content offset is clamped, so the last rows can't be scrolled to the top. An index path
    /// the list doesn't have changes nothing and is reported to `SendingStateDiagnostics`.
    ///
    /// - Parameters:
    ///   - indexPath: The row to show.
    ///   - scrollPosition: Where in the bounds to show it.
    ///   - animated: Ignored: the list moves at once.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = position(of: indexPath) else {
            report(
                "scrollToRow(at: \(indexPath)): \(ListViewError.indexPathOutOfRange(indexPath, rowsPerSection: rowsPerSection)); "
                    + "it didn't scroll")
            return
        }
        let top = Double(row) * rowHeight
        let height = frame.size.height
        let offset: Double
        switch scrollPosition {
        case .top: offset = top
        case .middle: offset = top + (rowHeight - height) / 2
        case .bottom: offset = top + rowHeight - height
        case .none:
            // The nearest offset that shows the whole row, or its top when it is taller than the
            // bounds; the current one when the row shows already, which changes nothing.
            offset = min(top, max(boundsOrigin.y, top + rowHeight - height))
            guard offset != boundsOrigin.y else { return }
        }
        setContentOffset(Point(x: boundsOrigin.x, y: offset), animated: animated)
    }

    // MARK: - Updating the window

    /// Defers a change of the offset asked for from inside the data source until the pass ends.
    override func scrollContent(to offset: Point) {
        guard !isAskingDataSource else {
            // The content size may be about to change: only the current offset surely changes nothing.
            guard !isSameOffset(offset) else { return }
            report(
                "the content offset was set to \(offset) from inside its data source; it is applied once the list's pass ends"
            )
            deferred.offset = offset
            return
        }
        super.scrollContent(to: offset)
    }

    /// Whether an offset is the current one, a NaN component standing for the current value.
    private func isSameOffset(_ offset: Point) -> Bool {
        (offset.x.isNaN || offset.x == boundsOrigin.x) && (offset.y.isNaN || offset.y == boundsOrigin.y)
    }

    /// Moves the window with the content.
    override func contentOffsetDidChange() {
        updateWindow(reloading: false)
    }

    /// Fits the content and the window to a new size; the new content size clamps the offset.
    override func frameDidChange() {
        updateWindow(reloading: false)
    }

    /// Updates the window, reloading the rows first if asked, then applies once what the data
    /// source asked for meanwhile.
    ///
    /// Asked from inside the data source, it only records the request. Asked by the update itself,
    /// as the new content size moves the offset, it does nothing: the update under way takes the
    /// change into account. What is asked again while the deferred changes are applied is
    /// reported and dropped, so that a data source that reloads for every cell can't loop forever.
    private func updateWindow(reloading: Bool) {
        if isAskingDataSource {
            deferred.reload = deferred.reload || reloading
            deferred.layout = true
            return
        }
        guard !isUpdatingWindow else { return }
        isUpdatingWindow = true
        defer { isUpdatingWindow = false }
        performUpdate(reloading: reloading)
        guard !deferred.isEmpty else { return }
        let asked = deferred
        deferred = DeferredChanges()
        if let offset = asked.offset { super.scrollContent(to: offset) }
        performUpdate(reloading: asked.reload)
        if let offset = deferred.offset, clampedContentOffset(offset) == boundsOrigin {
            deferred.offset = nil
        }
        if !deferred.isEmpty {
            report(
                "its data source asked again for \(deferred) while the list applied what it had asked for "
                    + "during the previous pass; that was dropped")
            deferred = DeferredChanges()
        }
    }

    /// Reloads the rows if asked, fits the content size to them, recycles the cells of rows that
    /// left the window, and asks the data source for the rows that entered it.
    private func performUpdate(reloading: Bool) {
        if reloading {
            for row in cellsByRow.keys.sorted() { recycle(row) }
            rowsPerSection = countRows()
            numberOfRows = rowsPerSection.reduce(0) { total, rows in
                let (sum, overflow) = total.addingReportingOverflow(rows)
                return overflow ? Int.max : sum
            }
        }
        contentSize = Size(width: frame.size.width, height: Double(numberOfRows) * rowHeight)
        let window = visibleRows
        for row in cellsByRow.keys.filter({ !window.contains($0) }).sorted() { recycle(row) }
        fill(window)
        // Frames are in content coordinates: a cell that stays in the window keeps its frame while
        // the list scrolls, and isn't laid out again on every frame of a drag or a glide.
        for (row, cell) in cellsByRow {
            let placed = Rect(x: 0, y: Double(row) * rowHeight, width: frame.size.width, height: rowHeight)
            if cell.frame != placed { cell.frame = placed }
        }
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

    /// Asks the data source for a cell for each row of the window that has none.
    private func fill(_ window: Range<Int>) {
        guard let dataSource else { return }
        isAskingDataSource = true
        defer { isAskingDataSource = false }
        for row in window where cellsByRow[row] == nil {
            let cell = cell(from: dataSource, at: indexPath(atPosition: row))
            cellsByRow[row] = cell
            addSubview(cell)
        }
    }

    /// The data source's cell for a row, or a placeholder when the data source throws or returns
    /// a cell that another row shows, in this list or another.
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
        if let shown = position(of: cell) {
            report(
                "the data source returned the cell of the row at \(self.indexPath(atPosition: shown)) "
                    + "for the row at \(indexPath) too; the row shows a placeholder cell")
            return makePlaceholderCell()
        }
        if let other = cell.superview as? ListView, other !== self, let shown = other.position(of: cell) {
            report(
                "the data source returned the cell of the row at \(other.indexPath(atPosition: shown)) of "
                    + "\(other.summary) for the row at \(indexPath); a cell shows in one list at a time, so the row "
                    + "shows a placeholder cell")
            return makePlaceholderCell()
        }
        return cell
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

    /// The rows in the window, the number of rows and, when not one, the number of sections, then
    /// the offset and the scrolling flags.
    open override var dumpAttributes: [String] {
        let sections = numberOfSections > 1 ? " in \(numberOfSections) sections" : ""
        return ["rows \(visibleRows) of \(numberOfRows)\(sections)"]
            + scrollAttributes
    }

    // MARK: - What a list is to assistive technology

    /// A list, unless its traits give it another role.
    override var impliedAccessibilityRole: AccessibilityRole {
        let role = super.impliedAccessibilityRole
        return role == .none ? .list : role
    }
}

/// What a data source asked of its list while the list was asking it for rows or cells: applied
/// once the list's pass ends.
private struct DeferredChanges: CustomStringConvertible {
    /// Whether it called `reloadData()`.
    var reload = false
    /// The content offset it set last, if it set one.
    var offset: Point?
    /// Whether it changed what the window shows, such as the list's size or row height.
    var layout = false

    var isEmpty: Bool {
        !reload && offset == nil && !layout
    }

    var description: String {
        var asked: [String] = []
        if reload { asked.append("reloadData()") }
        if let offset { asked.append("the content offset \(offset)") }
        if !reload, offset == nil, layout { asked.append("a new layout") }
        return asked.joined(separator: " and ")
    }
}
