import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// A 100,000-row `GtkListView` driven with real input: GTK makes row views only for what it shows,
/// recycles them as a person scrolls, and every action carries the model of the row a row view
/// shows when the person uses it.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKListViewTests {
    let rows = NumberedRows(count: 100_000)
    let list = GTKListView { ListRowView() }
    let recorder = Recorder<ProductRowAction>()

    init() {
        list.dataSource = rows
        list.actionHandler = AnyActionHandlingProvider(recorder)
        list.reloadData()
    }

    func show() -> GTKTestWindow {
        GTKTestWindow(list, width: 360, height: 400)
    }

    /// Handles events until GTK has bound a row, which it does on the frame after a scroll.
    func waitForRow(_ row: Int, in window: GTKTestWindow) -> ListRowView? {
        window.waitUntil { list.rowView(at: row) != nil && list.indexesForVisibleRows.contains(row) }
        window.wait(seconds: 0.1)
        return list.rowView(at: row)
    }

    /// Clicks the middle of the list's vertical scrollbar: GTK's primary click warps the slider
    /// there, as a person jumps through a long list.
    func clickScrollbar(atFraction fraction: Double, in window: GTKTestWindow) throws {
        let scrollbar = GTKWidget(
            widget: gtk_scrolled_window_get_vscrollbar(cgtk_scrolled_window(list.widget)))
        // Overlay scrollbars appear when the pointer moves near them.
        try window.input.move(to: list, at: Point(x: 340, y: 200))
        try window.input.move(to: list, at: Point(x: 354, y: 210))
        window.wait(seconds: 0.5)
        let height = Double(gtk_widget_get_height(scrollbar.widget))
        let x = Double(gtk_widget_get_width(scrollbar.widget)) / 2
        try window.input.click(scrollbar, at: Point(x: x, y: height * fraction))
        window.wait(seconds: 0.3)
    }

    /// Whether a widget is inside the list's visible area, so that a click at its center hits it.
    func isWhollyShown(_ view: GTKWidget) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_get_mapped(view.widget) != 0,
            gtk_widget_compute_bounds(view.widget, list.widget, &bounds) != 0
        else { return false }
        return bounds.origin.y >= 0
            && Double(bounds.origin.y + bounds.size.height) <= Double(gtk_widget_get_height(list.widget))
    }

    @Test func aListOf100000RowsMakesRowViewsOnlyForWhatItShows() {
        let window = show()
        defer { window.close() }
        #expect(list.numberOfRows == 100_000)
        let visible = list.indexesForVisibleRows
        #expect(visible.first == 0)
        #expect(visible.count >= 8, "a 400-pixel window shows about ten 36-pixel rows")
        #expect(visible.count < 20, "the rows GTK binds beyond the window are not visible")
        #expect(visible == Array(0..<visible.count))
        // GTK 4.8's list view keeps up to 200 list items around what it shows; GTK 4.12 keeps fewer.
        #expect(list.createdRowCount <= max(2 * visible.count, 220))
        #expect(list.rowView(at: visible[2])?.nameLabel.text == "Product \(visible[2])")
    }

    @Test func aRowFarDownSendsItsOwnModelAndItsRecycledViewSendsTheNextRowsModel() throws {
        let window = show()
        defer { window.close() }
        try clickScrollbar(atFraction: 0.6, in: window)
        let farRows = list.indexesForVisibleRows
        #expect(farRows.count >= 8)
        let farRow = try #require(farRows.dropFirst().first)
        #expect(farRow >= 50_000)
        let farViews = farRows.compactMap { list.rowView(at: $0) }
        let clicked = try #require(list.rowView(at: farRow))
        try window.input.click(clicked.favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == [.favorite(farRow)])

        // Back at the top, GTK shows the first rows with row views that showed rows far down.
        let created = list.createdRowCount
        try clickScrollbar(atFraction: 0, in: window)
        #expect(list.indexesForVisibleRows.first == 0)
        // GTK rebinds them to rows near the top, except the focused one it keeps; the mouse wheel
        // brings one into view.
        #expect(farViews.allSatisfy { (list.row(for: $0) ?? 0) < 1_000 || $0 === clicked })
        func shownFarView() -> ListRowView? {
            farViews.first { view in view !== clicked && isWhollyShown(view.favoriteButton) }
        }
        for _ in 0..<300 where shownFarView() == nil {
            try window.input.xdotool(["click", "5"])
            window.wait(seconds: 0.03)
        }
        let recycled = try #require(shownFarView())
        let newRow = try #require(list.row(for: recycled))
        #expect(newRow < 1_000)
        try window.input.click(recycled.favoriteButton)
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.favorite(farRow), .favorite(newRow)])
        #expect(list.createdRowCount <= max(created + 20, 220), "scrolling recycles row views")
    }

    @Test func aRowIsVisibleOnlyWhilePartOfItIsInsideTheList() throws {
        let window = show()
        defer { window.close() }
        // Where rows are in the list's content: GTK lays out only those in view, one pitch apart.
        func span(_ row: Int) throws -> (top: Double, bottom: Double) {
            let view = try #require(list.rowView(at: row))
            var bounds = graphene_rect_t()
            try #require(gtk_widget_compute_bounds(view.widget, list.widget, &bounds) != 0)
            let top = Double(bounds.origin.y) + list.contentOffset
            return (top, top + Double(bounds.size.height))
        }
        let height = Double(gtk_widget_get_height(list.widget))
        let row2 = try span(2)
        let pitch = (try span(5).top - row2.top) / 3
        let row15Top = row2.top + 13 * pitch
        // Row 2's bottom at the list's top edge: it is out of view.
        list.contentOffset = row2.bottom
        window.wait(seconds: 0.1)
        #expect(list.indexesForVisibleRows.first == 3)
        // Row 15's top at the list's bottom edge: it is out of view.
        list.contentOffset = row15Top - height
        window.wait(seconds: 0.1)
        #expect(list.indexesForVisibleRows.last == 14)
    }

    @Test func aRowViewThatShowsNoRowSendsNothing() throws {
        let window = show()
        defer { window.close() }
        let view = try #require(list.rowView(at: 0))
        #expect(view.ss.state() == ProductRow(id: 0, name: "Product 0"))
        rows.filter("no such product")
        list.reloadData()
        window.wait(seconds: 0.2)
        #expect(list.numberOfRows == 0)
        #expect(list.row(for: view) == nil)
        #expect(view.ss.state() == nil)
        view.favoriteButton.ss.report(.control(.touchUpInside))
        #expect(recorder.actions.isEmpty)
    }

    @Test func scrollingToARowBindsItsRowView() throws {
        let window = show()
        defer { window.close() }
        list.scrollToRow(70_000)
        let view = try #require(waitForRow(70_000, in: window))
        #expect(view.nameLabel.text == "Product 70000")
        #expect(view.ss.state()?.id == 70_000)
        list.scrollToRow(100_000)
        list.scrollToRow(-1)
        window.wait(seconds: 0.1)
        #expect(list.indexesForVisibleRows.contains(70_000))
    }

    @Test func typingAQueryThenClickingAFilteredRowSendsThatRowsModel() throws {
        let screen = SearchScreen(list: list)
        let handler = SearchHandler(rows: rows, list: list)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        try window.input.click(screen.entry)
        try window.input.type("99998")
        window.waitUntil { list.numberOfRows == 1 }
        #expect(list.numberOfRows == 1)
        let view = try #require(waitForRow(0, in: window))
        #expect(view.nameLabel.text == "Product 99998")
        try window.input.click(view.favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == [.favorite(99_998)])
    }

    @Test func clickingARowSelectsItAndReportsValueChangedOnce() throws {
        let screen = SearchScreen(list: list)
        let handler = SearchHandler(rows: rows, list: list)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        let view = try #require(list.rowView(at: 3))
        try window.input.click(view.nameLabel)
        window.waitUntil { !handler.actions.isEmpty }
        window.wait(seconds: 0.1)
        #expect(list.selectedRow == 3)
        #expect(handler.actions == [.selected(3)])
        list.selectedRow = 5
        #expect(list.selectedRow == 5)
        list.selectedRow = 100_000
        window.wait(seconds: 0.1)
        #expect(list.selectedRow == nil)
        #expect(handler.actions == [.selected(3)])
    }

    @Test func reloadingKeepsTheSelectedRowWhileItIsInRangeAndReportsNothing() {
        let screen = SearchScreen(list: list)
        let handler = SearchHandler(rows: rows, list: list)
        screen.ss.addActionHandler(to: handler)
        list.selectedRow = 2
        rows.filter("Product 1")
        list.reloadData()
        #expect(list.selectedRow == 2)
        list.selectedRow = 5
        rows.filter("Product 9999")
        list.reloadData()
        #expect(list.numberOfRows == 11)
        #expect(list.selectedRow == 5)
        rows.filter("Product 99999")
        list.reloadData()
        #expect(list.selectedRow == nil)
        #expect(handler.actions.isEmpty)
    }

    @Test func doubleClickingARowOrPressingReturnOnItActivatesThatRow() throws {
        let window = show()
        defer { window.close() }
        let view = try #require(list.rowView(at: 4))
        try window.input.click(view.nameLabel, count: 2)
        window.waitUntil { !recorder.actions.isEmpty }
        try window.input.focusWindow()
        try window.input.key("Down", "Return")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.open(4), .open(5)])
    }

    @Test func reconfiguringARowSendsItsRowViewTheNewModelInPlace() throws {
        let window = show()
        defer { window.close() }
        let view = try #require(list.rowView(at: 1))
        let created = list.createdRowCount
        rows.filter("Product 1")
        list.reconfigureRows(at: [1])
        #expect(view.ss.state() == ProductRow(id: 10, name: "Product 10"))
        #expect(view.nameLabel.text == "Product 10")
        #expect(list.createdRowCount == created)
    }

    @Test func reconfiguringAfterRowsWereRemovedNeverAsksForARowPastTheEnd() throws {
        let window = show()
        defer { window.close() }
        let first = try #require(list.rowView(at: 0))
        let third = try #require(list.rowView(at: 2))
        // One row left, before reloadData: the shown row views past it have no row any more.
        rows.filter("Product 99999")
        list.reconfigureAllRows()
        #expect(first.ss.state() == ProductRow(id: 99_999, name: "Product 99999"))
        #expect(third.ss.state() == nil)
        third.ss.configure(ProductRow(id: 2, name: "Product 2"))
        list.reconfigureRows(at: [0, 2])
        #expect(third.ss.state() == nil)
        third.favoriteButton.ss.report(.control(.touchUpInside))
        #expect(recorder.actions.isEmpty)
    }

    @Test func aListWithoutADataSourceOrWithANegativeCountHasNoRows() {
        let empty = GTKListView { ListRowView() }
        empty.reloadData()
        #expect(empty.numberOfRows == 0)
        let negative = NegativeRows()
        let list = GTKListView { ListRowView() }
        list.dataSource = negative
        list.reloadData()
        #expect(list.numberOfRows == 0)
        #expect(list.selectedRow == nil)
        #expect(list.rowView(at: 0) == nil)
    }

    /// GTK 4.8 names a list item with no label by its type, GtkListItemWidget.
    @Test func aRowViewWithoutALabelGivesItsListItemAnEmptyName() throws {
        let window = show()
        defer { window.close() }
        let row = try #require(waitForRow(2, in: window))
        let item = try #require(gtk_widget_get_parent(row.widget))
        #expect(cgtk_accessible_label_is(item, "") != 0)
        row.accessibilityLabel = "Product 2"
        #expect(cgtk_accessible_label_is(item, "Product 2") != 0)
    }

    @Test func theListIsAListToAssistiveTechnology() {
        #expect(list.accessibilityRole == .list)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(list.listWidget)) == GTK_ACCESSIBLE_ROLE_LIST)
    }

    @Test func releasingAShownListFreesItsRowViewsAndGObjects() throws {
        let watch = GObjectWatch()
        weak var weakList: GTKListView<ListRowView>?
        weak var weakRow: ListRowView?
        do {
            let rows = NumberedRows(count: 1000)
            let list = GTKListView { ListRowView() }
            list.dataSource = rows
            list.reloadData()
            let window = GTKTestWindow(list, width: 360, height: 300)
            let row = try #require(list.rowView(at: 0))
            watch.watch(list.widget)
            watch.watch(list.listWidget)
            watch.watch(row.widget)
            weakList = list
            weakRow = row
            window.close()
        }
        GTKMainLoop.iterate(timeout: 3) { watch.aliveCount == 0 }
        #expect(watch.aliveCount == 0, "\(watch.aliveCount) of \(watch.count) GObjects are still alive")
        #expect(weakList == nil)
        #expect(weakRow == nil)
    }
}

/// What the screen around the list sends: the query a person typed, or the row they selected.
enum ScreenAction: Equatable {
    case query(String)
    case selected(Int?)
}

/// A search entry above a list, which sends what a person types and selects.
final class SearchScreen: GTKBox, EventForwardingProvider {
    let entry = GTKSearchEntry(placeholder: "Search")
    let list: GTKListView<ListRowView>

    init(list: GTKListView<ListRowView>) {
        self.list = list
        super.init(axis: .vertical)
        addSubview(entry)
        addSubview(list)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(entry) { entry, ctx in
                ctx.control(.editingChanged) { [ScreenAction.query(entry.text)] }
            }
            EventForwarder(list) { list, ctx in
                ctx.control(.valueChanged) { [ScreenAction.selected(list.selectedRow)] }
            }
        }
    }
}

/// Records the screen's actions, and filters the rows to each query.
@MainActor
final class SearchHandler: @MainActor ActionHandlingProvider {
    let rows: NumberedRows
    let list: GTKListView<ListRowView>
    private(set) var actions: [ScreenAction] = []

    init(rows: NumberedRows, list: GTKListView<ListRowView>) {
        self.rows = rows
        self.list = list
    }

    func handle(action: ScreenAction) {
        actions.append(action)
        if case .query(let query) = action {
            rows.filter(query)
            list.reloadData()
        }
    }
}

/// A data source that says it has fewer than no rows.
@MainActor
final class NegativeRows: GTKListViewDataSource {
    func numberOfRows(in listView: GTKListView<ListRowView>) -> Int { -5 }

    func listView(_ listView: GTKListView<ListRowView>, modelForRowAt row: Int) -> ProductRow {
        ProductRow(id: row, name: "never")
    }
}
