public import SendingState

/// A scrolling list that recycles its row views, as UIKit's table view reuses its cells: only the
/// rows in sight, and a few around them, exist on the server and in the page.
///
/// The list holds a count, not rows. Its element is as tall as ``height``, and scrolls over
/// content as tall as every row; as a person scrolls, the page tells the session where, and the
/// list moves row views from rows that left the sight to rows that entered it:
///
/// | As a row… | The list |
/// | --- | --- |
/// | comes into sight, or near it, for the first time | makes a row view with the closure it was given, and attaches ``actionHandler`` to it, once |
/// | comes into sight | sends a row view the model of the row it now shows, with `ss.configure(_:)` |
/// | leaves | removes the row view's state with `ss.removeState()`, and keeps it for the next row |
///
/// So 100,000 rows cost as many row views as fit in ``height``, and ``overscan`` more on each
/// side, and the page changes only the texts and attributes that differ between the rows a view
/// showed. A row view's state-aware mappings read the model bound when the event happens, so a
/// recycled row view acts only for the row it shows now. A row view that leaves takes the
/// keyboard focus with it, if it held it, as the browser drops the focus of an element it removes.
///
/// ```swift
/// let list = WebListView { ProductRow() }
/// list.dataSource = screen
/// list.actionHandler = AnyActionHandlingProvider(interactor)
/// list.reloadData()
/// ```
///
/// The page reads the list as a `list` of `listitem`s, each with its position and the number of
/// rows, as assistive technology reads a list whose rows are not all in the page.
@MainActor
open class WebListView<RowView: WebView & Configurable>: WebView {
    /// Supplies the number of rows and each row's model; held weakly, as UIKit's is.
    public weak var dataSource: (any WebListViewDataSource<RowView>)?

    /// Attached to every row view the list makes, once, when it makes it.
    public var actionHandler: AnyActionHandlingProvider? {
        didSet {
            for view in shownRows.values { attachActionHandler(to: view) }
            for view in spareRows { attachActionHandler(to: view) }
        }
    }

    /// The height of each row, in CSS pixels; always positive and finite, 44 by default.
    public var rowHeight = 44.0 {
        didSet {
            if !(rowHeight > 0 && rowHeight.isFinite) { rowHeight = oldValue }
            updateShownRows()
        }
    }

    /// The height of the list's element, in CSS pixels, over which its rows scroll; always positive
    /// and finite, 440 by default.
    public var height = 440.0 {
        didSet {
            if !(height > 0 && height.isFinite) { height = oldValue }
            updateShownRows()
        }
    }

    /// How many rows beyond each edge of the sight have row views, so that a short scroll shows
    /// rows at once, while the page's patch for them is on its way.
    public static var overscan: Int { 2 }

    /// How far the list is scrolled, in CSS pixels from its top, as the page last said or as
    /// ``scrollToRow(_:)`` set it.
    public private(set) var contentOffset = 0.0

    /// How many row views the list has made since it was created, however many rows it has.
    public private(set) var createdRowCount = 0

    /// The number of rows, as the data source last said.
    public private(set) var numberOfRows = 0

    private let makeRow: @MainActor () -> RowView
    /// The row views that show a row now, by row.
    private var shownRows: [Int: RowView] = [:]
    /// The row each shown row view shows, by the view's identity: what a row's element says.
    private var rowsOfViews: [ObjectIdentifier: Int] = [:]
    /// The row views that show no row, kept for the next rows that come into sight.
    private var spareRows: [RowView] = []

    /// Creates an empty list that makes its row views with a closure.
    ///
    /// - Parameter makeRow: Makes a row view; the list calls it only when it needs one more.
    public init(makeRow: @escaping @MainActor () -> RowView) {
        self.makeRow = makeRow
        super.init()
    }

    /// Asks the data source for the number of rows again, and sends each row view the model of the
    /// row it shows; the list keeps its scroll position, within its new content.
    public func reloadData() {
        numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        contentOffset = min(contentOffset, maximumContentOffset)
        for (row, view) in shownRows where row >= numberOfRows {
            recycle(view)
            shownRows[row] = nil
            rowsOfViews[ObjectIdentifier(view)] = nil
        }
        reconfigureAllRows()
        updateShownRows()
    }

    /// Sends the row views of some rows the models of their rows again, in place, for rows whose
    /// models changed but not their number; rows out of sight are skipped.
    ///
    /// - Parameter rows: The rows to send their models again.
    public func reconfigureRows(at rows: some Sequence<Int>) {
        guard let dataSource else { return }
        for row in rows {
            guard let view = shownRows[row] else { continue }
            view.ss.configure(dataSource.listView(self, modelForRowAt: row))
        }
    }

    /// Sends every row view the model of the row it shows again.
    public func reconfigureAllRows() {
        reconfigureRows(at: shownRows.keys.sorted())
    }

    /// The row view that shows a row, or `nil` for a row out of sight.
    ///
    /// - Parameter row: The row's index.
    /// - Returns: The row view, or `nil`.
    public func rowView(at row: Int) -> RowView? {
        shownRows[row]
    }

    /// The row a row view shows, or `nil` for one that shows none now.
    ///
    /// - Parameter rowView: A row view of this list.
    /// - Returns: The row's index, or `nil`.
    public func row(for rowView: RowView) -> Int? {
        rowsOfViews[ObjectIdentifier(rowView)]
    }

    /// The rows that have row views now, in order: those in sight, and ``overscan`` more on each
    /// side.
    public var indexesForVisibleRows: [Int] {
        shownRows.keys.sorted()
    }

    /// Scrolls the list so that a row is at its top, or as near as the content allows, and tells
    /// the page; a row out of range is clamped into it.
    ///
    /// - Parameter row: The row's index.
    public func scrollToRow(_ row: Int) {
        contentOffset = min(max(0, Double(row) * rowHeight), maximumContentOffset)
        updateShownRows()
    }

    /// `.list`.
    open override var impliedAccessibilityRole: AccessibilityRole { .list }

    /// Takes where the page says the list is scrolled, and shows the rows in sight there.
    open override func takeScrollOffset(_ offset: Double) -> Bool {
        contentOffset = min(max(0, offset), maximumContentOffset)
        updateShownRows()
        return true
    }

    /// A `div` of role `list`, as tall as ``height``, over content as tall as every row, scrolled
    /// to ``contentOffset``.
    open override func render() -> DOMElement {
        var element = super.render()
        element.attributes["class"] = "ss-list"
        element.attributes["role"] = "list"
        element.attributes["data-ss-style-height"] = AccessibilityValue.number(height)
        element.attributes["data-ss-style-row-height"] = AccessibilityValue.number(rowHeight)
        element.attributes["data-ss-style-content-height"] = AccessibilityValue.number(
            Double(numberOfRows) * rowHeight)
        element.attributes[WebView.scrollOffsetAttribute] = AccessibilityValue.number(contentOffset)
        return element
    }

    /// A row's place: a `listitem` with its position among the rows, and where it is from the top
    /// of the content.
    open override func attributes(ofSubview subview: WebView) -> [String: String] {
        guard let row = rowsOfViews[ObjectIdentifier(subview)] else { return [:] }
        return [
            "role": "listitem", "aria-posinset": String(row + 1), "aria-setsize": String(numberOfRows),
            "data-ss-style-top": AccessibilityValue.number(Double(row) * rowHeight),
        ]
    }

    // MARK: - Rows in sight

    /// The largest offset the content scrolls to: its height less the list's.
    private var maximumContentOffset: Double {
        max(0, Double(numberOfRows) * rowHeight - height)
    }

    /// The rows in sight at the scroll position, with ``overscan`` more on each side.
    private var rowsInSight: Range<Int> {
        let first = Int((contentOffset / rowHeight).rounded(.down)) - Self.overscan
        let last = Int(((contentOffset + height) / rowHeight).rounded(.up)) + Self.overscan
        return max(0, first)..<max(0, min(numberOfRows, last))
    }

    /// Moves row views from the rows that left the sight to those that entered it, and puts the
    /// shown ones in order.
    private func updateShownRows() {
        let rows = rowsInSight
        for (row, view) in shownRows where !rows.contains(row) {
            recycle(view)
            shownRows[row] = nil
            rowsOfViews[ObjectIdentifier(view)] = nil
        }
        for row in rows where shownRows[row] == nil {
            let view = spareRows.popLast() ?? newRow()
            shownRows[row] = view
            rowsOfViews[ObjectIdentifier(view)] = row
            if let dataSource { view.ss.configure(dataSource.listView(self, modelForRowAt: row)) }
        }
        for view in subviews where view.superview === self { view.superview = nil }
        subviews = rows.compactMap { shownRows[$0] }
        for view in subviews { view.superview = self }
    }

    /// Takes a row view off its row: it gives up the keyboard focus, and its state, and waits for
    /// the next row.
    private func recycle(_ view: RowView) {
        if let focused = findSession()?.focusedView, focused.isInside(view) { focused.resignFirstResponder() }
        view.ss.removeState()
        view.removeFromSuperview()
        spareRows.append(view)
    }

    private func newRow() -> RowView {
        let view = makeRow()
        // A row is a cell of the list to assistive technology, as its element is a `listitem`.
        if view.accessibilityRole == .none { view.accessibilityRole = .cell }
        createdRowCount += 1
        attachActionHandler(to: view)
        return view
    }

    private func attachActionHandler(to view: RowView) {
        guard let actionHandler, let provider = view as? any EventForwardingProvider else { return }
        actionHandler.attach(to: provider)
    }
}
