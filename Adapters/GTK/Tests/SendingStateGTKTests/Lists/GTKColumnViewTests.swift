import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// A 100,000-row `GtkColumnView` driven with real input: GTK makes cells only for what it shows,
/// recycles them as a person scrolls, every action carries the model of the row a cell shows when
/// the person uses it, and a click on a sortable header reports the sort for the app to apply.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKColumnViewTests {
    let rows = NumberedTable(count: 100_000)
    let table = GTKColumnView<ProductRow>(columns: [
        .init(title: "Name", isSortable: true) { NameCell() },
        .init(title: "Favourite") { FavoriteCell() },
    ])
    let recorder = Recorder<ProductRowAction>()

    init() {
        table.dataSource = rows
        table.actionHandler = AnyActionHandlingProvider(recorder)
        table.reloadData()
    }

    func show() -> GTKTestWindow {
        GTKTestWindow(table, width: 360, height: 400)
    }

    /// A column's header, which a person clicks to sort by it,, found by role and name as a screen reader finds it.
    func header(_ column: Int) throws -> GTKWidget {
        try table.get(.role(.columnHeader, name: ["Name", "Favourite"][column]))
    }

    func favoriteCell(atRow row: Int) -> FavoriteCell? {
        table.cell(atRow: row, column: 1) as? FavoriteCell
    }

    /// Clicks the table's vertical scrollbar: GTK's primary click warps the slider there.
    func clickScrollbar(atFraction fraction: Double, in window: GTKTestWindow) throws {
        let scrollbar = GTKWidget(
            widget: gtk_scrolled_window_get_vscrollbar(cgtk_scrolled_window(table.widget)))
        // Overlay scrollbars appear when the pointer moves near them.
        try window.input.move(to: table, at: Point(x: 340, y: 200))
        try window.input.move(to: table, at: Point(x: 354, y: 210))
        window.wait(seconds: 0.5)
        let height = Double(gtk_widget_get_height(scrollbar.widget))
        let x = Double(gtk_widget_get_width(scrollbar.widget)) / 2
        try window.input.click(scrollbar, at: Point(x: x, y: height * fraction))
        window.wait(seconds: 0.3)
    }

    /// Whether a widget is inside the area below the headers, so that a click at its center hits it.
    func isWhollyShown(_ view: GTKWidget) -> Bool {
        var bounds = graphene_rect_t()
        var area = graphene_rect_t()
        guard gtk_widget_get_mapped(view.widget) != 0,
            let rowsArea = gtk_widget_get_last_child(table.columnViewWidget),
            gtk_widget_compute_bounds(rowsArea, table.widget, &area) != 0,
            gtk_widget_compute_bounds(view.widget, table.widget, &bounds) != 0
        else { return false }
        return bounds.origin.y >= area.origin.y
            && Double(bounds.origin.y + bounds.size.height) <= Double(gtk_widget_get_height(table.widget))
    }

    @Test func aTableOf100000RowsMakesCellsOnlyForWhatItShows() {
        let window = show()
        defer { window.close() }
        #expect(table.numberOfRows == 100_000)
        let visible = table.indexesForVisibleRows
        #expect(visible.first == 0)
        #expect(visible.count >= 8, "a 400-pixel window shows about ten 36-pixel rows under its headers")
        #expect(visible.count < 20, "the rows GTK binds beyond the window are not visible")
        #expect(visible == Array(0..<visible.count))
        // GTK 4.8 keeps up to 200 rows around what it shows, each with a cell per column.
        #expect(table.createdCellCount <= 2 * max(2 * visible.count, 220))
        #expect((table.cell(atRow: visible[2], column: 0) as? NameCell)?.text == "Product \(visible[2])")
        #expect(table.cell(atRow: 0, column: 2) == nil)
    }

    @Test func aRowFarDownSendsItsOwnModelAndItsRecycledCellSendsTheNextRowsModel() throws {
        let window = show()
        defer { window.close() }
        try clickScrollbar(atFraction: 0.6, in: window)
        let farRows = table.indexesForVisibleRows
        #expect(farRows.count >= 8)
        let farRow = try #require(farRows.dropFirst(2).first)
        #expect(farRow >= 50_000)
        let farCells = farRows.compactMap { favoriteCell(atRow: $0) }
        let clicked = try #require(favoriteCell(atRow: farRow))
        try window.input.click(clicked.favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == [.favorite(farRow)])

        // Back at the top, GTK shows the first rows with cells that showed rows far down.
        let created = table.createdCellCount
        try clickScrollbar(atFraction: 0, in: window)
        #expect(table.indexesForVisibleRows.first == 0)
        #expect(farCells.allSatisfy { (table.row(for: $0) ?? 0) < 1_000 || $0 === clicked })
        func shownFarCell() -> FavoriteCell? {
            farCells.first { cell in cell !== clicked && isWhollyShown(cell.favoriteButton) }
        }
        for _ in 0..<300 where shownFarCell() == nil {
            try window.input.xdotool(["click", "5"])
            window.wait(seconds: 0.03)
        }
        // GTK goes on scrolling a little after the wheel stops: read the row once it is still.
        window.settle()
        for _ in 0..<50 where shownFarCell() == nil {
            try window.input.xdotool(["click", "5"])
            window.settle()
        }
        let recycled = try #require(shownFarCell())
        let newRow = try #require(table.row(for: recycled))
        #expect(newRow < 1_000)
        try window.input.click(recycled.favoriteButton)
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.favorite(farRow), .favorite(newRow)])
        #expect(table.createdCellCount <= max(created + 40, 440), "scrolling recycles cells")
    }

    @Test func clickingASortableHeaderReportsTheSortOnceAndASecondClickReversesIt() throws {
        let screen = ProductTableScreen(table: table)
        let handler = SortHandler(rows: rows, table: table)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        #expect(table.sortColumn == nil)
        try window.input.click(try header(0))
        window.waitUntil { !handler.actions.isEmpty }
        window.wait(seconds: 0.2)
        #expect(handler.actions == [.sort(column: 0, order: .ascending)])
        #expect(table.sortColumn == 0)
        #expect(table.sortOrder == .ascending)
        // Past the double-click time, so that GTK reads a second click, not a double click.
        window.wait(seconds: 0.6)
        try window.input.click(try header(0))
        window.waitUntil { handler.actions.count >= 2 }
        window.wait(seconds: 0.2)
        #expect(
            handler.actions == [.sort(column: 0, order: .ascending), .sort(column: 0, order: .descending)])
        #expect(table.sortOrder == .descending)
        #expect((table.cell(atRow: 0, column: 0) as? NameCell)?.text == "Product 99999")
    }

    @Test func twoQuickClicksOnAHeaderSortItTwiceAsTwoClicksDo() throws {
        let screen = ProductTableScreen(table: table)
        let handler = SortHandler(rows: rows, table: table)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        // 80 ms apart, well within GTK's double-click time.
        try window.input.click(try header(0), count: 2)
        window.waitUntil { handler.actions.count >= 2 }
        window.wait(seconds: 0.2)
        #expect(
            handler.actions == [.sort(column: 0, order: .ascending), .sort(column: 0, order: .descending)])
        #expect(table.sortOrder == .descending)
        try window.input.click(try header(0), count: 3)
        window.waitUntil { handler.actions.count >= 5 }
        window.wait(seconds: 0.2)
        #expect(handler.actions.count == 5)
        #expect(handler.actions.last == .sort(column: 0, order: .ascending))
    }

    @Test func aDragAcrossAHeaderIsNoClickAndDoesntSort() throws {
        let screen = ProductTableScreen(table: table)
        let handler = SortHandler(rows: rows, table: table)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        let title = try header(0)
        let center = window.input.center(of: title)
        try window.input.drag(title, from: center, to: Point(x: center.x + 40, y: center.y))
        window.wait(seconds: 0.3)
        #expect(handler.actions.isEmpty)
        #expect(table.sortColumn == nil)
    }

    @Test func clickingAHeaderThatIsNotSortableReportsNothing() throws {
        let screen = ProductTableScreen(table: table)
        let handler = SortHandler(rows: rows, table: table)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        try window.input.click(try header(1))
        window.wait(seconds: 0.3)
        #expect(handler.actions.isEmpty)
        #expect(table.sortColumn == nil)
    }

    @Test func sortingFromCodeShowsTheSortAndReportsNothing() {
        let screen = ProductTableScreen(table: table)
        let handler = SortHandler(rows: rows, table: table)
        screen.ss.addActionHandler(to: handler)
        table.sort(byColumn: 0, order: .descending)
        #expect(table.sortColumn == 0)
        #expect(table.sortOrder == .descending)
        table.sort(byColumn: 0)
        #expect(table.sortOrder == .ascending)
        table.sort(byColumn: 1)
        #expect(table.sortColumn == nil, "the favourite column isn't sortable")
        table.sort(byColumn: 0)
        table.sort(byColumn: nil)
        #expect(table.sortColumn == nil)
        #expect(handler.actions.isEmpty)
    }

    @Test func doubleClickingARowOrPressingReturnOnItActivatesThatRow() throws {
        let window = show()
        defer { window.close() }
        let cell = try #require(table.cell(atRow: 4, column: 0))
        try window.input.click(cell, count: 2)
        window.waitUntil { !recorder.actions.isEmpty }
        try window.input.focusWindow()
        try window.input.key("Down", "Return")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.open(4), .open(5)])
    }

    @Test func aCellThatShowsNoRowSendsNothing() throws {
        let window = show()
        defer { window.close() }
        let cell = try #require(favoriteCell(atRow: 0))
        #expect(cell.ss.state() == ProductRow(id: 0, name: "Product 0"))
        rows.removeAll()
        table.reloadData()
        window.wait(seconds: 0.2)
        #expect(table.numberOfRows == 0)
        #expect(table.row(for: cell) == nil)
        #expect(cell.ss.state() == nil)
        cell.favoriteButton.ss.report(.control(.touchUpInside))
        #expect(recorder.actions.isEmpty)
    }

    @Test func reconfiguringSendsEveryShownCellItsRowsNewModelInPlace() throws {
        let window = show()
        defer { window.close() }
        let cell = try #require(table.cell(atRow: 1, column: 0) as? NameCell)
        let created = table.createdCellCount
        rows.sort(descending: true)
        table.reconfigureAllRows()
        #expect(cell.text == "Product 99998")
        #expect(cell.ss.state()?.id == 99_998)
        #expect(table.createdCellCount == created)
    }

    @Test func theTableIsAGridWhoseHeadersAreNamedByTheirTitlesAndCellsByTheirText() throws {
        let window = show()
        defer { window.close() }
        #expect(table.accessibilityRole == .list)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(table.columnViewWidget))
                == GTK_ACCESSIBLE_ROLE_GRID)
        let name = try header(0)
        let favourite = try header(1)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(name.widget))
                == GTK_ACCESSIBLE_ROLE_COLUMN_HEADER)
        #expect(cgtk_accessible_label_is(name.widget, "Name") != 0)
        #expect(cgtk_accessible_label_is(favourite.widget, "Favourite") != 0)
        let cell = try #require(table.cell(atRow: 3, column: 0))
        #expect(cell.accessibilityName == "Product 3")
        #expect(table.subtree.contains { $0 === cell })
        let gtkCell = try #require(gtk_widget_get_parent(cell.widget))
        #expect(cgtk_accessible_label_is(gtkCell, "Product 3") != 0, "not GtkColumnViewCell")
    }

    @Test func theHeadersAreFoundByRoleAndNameAndSayHowTheTableIsSorted() throws {
        let window = show()
        defer { window.close() }
        #expect(table.all(.role(.columnHeader)).map(\.accessibilityName) == ["Name", "Favourite"])
        #expect(try header(0) === header(0), "a header is one node however often it is found")
        #expect(try header(0).accessibilityValue == nil)
        table.sort(byColumn: 0)
        #expect(try header(0).accessibilityValue == "ascending")
        table.sort(byColumn: 0, order: .descending)
        #expect(try header(0).accessibilityValue == "descending")
        #expect(try header(1).accessibilityValue == nil)
        #expect(window.semanticsDump().contains(#"columnHeader "Name" value "descending""#))
    }

    /// GTK 4.8 names a widget with no label by its type, as Orca would read it.
    @Test func theRowsOfHeadersAndCellsReadAsTheirTextsAndTheSortArrowsAreHidden() throws {
        let window = show()
        defer { window.close() }
        let headers = try #require(gtk_widget_get_first_child(table.columnViewWidget))
        #expect(cgtk_accessible_label_is(headers, "Name, Favourite") != 0)
        let cell = try #require(table.cell(atRow: 3, column: 0))
        let row = try #require(gtk_widget_get_parent(cell.widget).flatMap(gtk_widget_get_parent))
        #expect(cgtk_accessible_label_is(row, "Product 3") != 0)
        var icons: [UnsafeMutablePointer<GtkWidget>] = []
        func collectIcons(in widget: UnsafeMutablePointer<GtkWidget>) {
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if String(cString: cgtk_object_type_name(current)) == "GtkBuiltinIcon" {
                    icons.append(current)
                }
                collectIcons(in: current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        collectIcons(in: try header(0).widget)
        #expect(!icons.isEmpty)
        #expect(
            icons.allSatisfy {
                gtk_accessible_get_accessible_role(cgtk_accessible($0)) == GTK_ACCESSIBLE_ROLE_PRESENTATION
            })
    }

    @Test func scrollingToARowBindsItsCells() throws {
        let window = show()
        defer { window.close() }
        table.scrollToRow(70_000)
        window.waitUntil { table.indexesForVisibleRows.contains(70_000) }
        window.wait(seconds: 0.1)
        let cell = try #require(table.cell(atRow: 70_000, column: 0) as? NameCell)
        #expect(cell.text == "Product 70000")
        #expect(cell.ss.state()?.id == 70_000)
        table.scrollToRow(100_000)
        table.scrollToRow(-1)
        window.wait(seconds: 0.1)
        #expect(table.indexesForVisibleRows.contains(70_000))
    }

    @Test func clickingARowSelectsItAndReportsNoSort() throws {
        let screen = ProductTableScreen(table: table)
        let handler = SortHandler(rows: rows, table: table)
        screen.ss.addActionHandler(to: handler)
        let window = GTKTestWindow(screen, width: 360, height: 400)
        defer { window.close() }
        let cell = try #require(table.cell(atRow: 3, column: 0))
        try window.input.click(cell)
        window.waitUntil { table.selectedRow == 3 }
        window.wait(seconds: 0.1)
        #expect(table.selectedRow == 3)
        table.selectedRow = 5
        #expect(table.selectedRow == 5)
        table.selectedRow = 100_000
        #expect(table.selectedRow == nil)
        #expect(handler.actions.isEmpty)
    }

    @Test func aRowScrolledUnderTheHeadersIsNotVisible() throws {
        let window = show()
        defer { window.close() }
        // Where row 0's cell ends in the rows' content, below the headers.
        let cell = try #require(table.cell(atRow: 0, column: 0))
        let rowsArea = try #require(gtk_widget_get_last_child(table.columnViewWidget))
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(cell.widget, rowsArea, &bounds) != 0)
        let bottom = Double(bounds.origin.y + bounds.size.height)
        // Row 0's cell scrolled up under the headers, which stay: it is out of view.
        table.contentOffset = bottom
        window.wait(seconds: 0.2)
        #expect(table.contentOffset > 0)
        #expect(table.indexesForVisibleRows.first == 1)
        table.contentOffset = bottom - 2
        window.wait(seconds: 0.2)
        #expect(table.indexesForVisibleRows.first == 0, "two pixels of row 0 show below the headers")
    }

    @Test func aHandlerAttachedLaterReachesTheCellsAlreadyMade() throws {
        let window = show()
        defer { window.close() }
        let later = Recorder<ProductRowAction>()
        table.actionHandler = AnyActionHandlingProvider(later)
        let cell = try #require(favoriteCell(atRow: 2))
        try window.input.click(cell.favoriteButton)
        window.waitUntil { !later.actions.isEmpty }
        #expect(later.actions == [.favorite(2)])
    }

    @Test func theTablesLabelNamesItItsListOfRowsAndItsScrollBars() throws {
        table.accessibilityLabel = "Products"
        #expect(cgtk_accessible_label_is(table.columnViewWidget, "Products") != 0)
        #expect(cgtk_accessible_label_is(table.widget, "Products") != 0)
        let rows = try #require(gtk_widget_get_last_child(table.columnViewWidget))
        #expect(cgtk_accessible_label_is(rows, "Products") != 0)
        let bar = gtk_scrolled_window_get_vscrollbar(cgtk_scrolled_window(table.widget))
        #expect(cgtk_accessible_label_is(bar, "Products, vertical scroll bar") != 0)
    }

    @Test func aTableWithoutADataSourceOrWithNoColumnsHasNoRowsOrCells() {
        let empty = GTKColumnView<ProductRow>(columns: [])
        empty.dataSource = rows
        empty.reloadData()
        #expect(empty.numberOfRows == 100_000)
        #expect(empty.cell(atRow: 0, column: 0) == nil)
        let unsourced = GTKColumnView<ProductRow>(columns: [.init(title: "Name") { NameCell() }])
        unsourced.reloadData()
        #expect(unsourced.numberOfRows == 0)
        #expect(unsourced.selectedRow == nil)
    }

    @Test func releasingAShownTableFreesItsCellsAndGObjects() throws {
        let watch = GObjectWatch()
        weak var weakTable: GTKColumnView<ProductRow>?
        weak var weakCell: GTKWidget?
        do {
            let rows = NumberedTable(count: 1000)
            let table = GTKColumnView<ProductRow>(columns: [
                .init(title: "Name", isSortable: true) { NameCell() }
            ])
            table.dataSource = rows
            table.reloadData()
            let window = GTKTestWindow(table, width: 360, height: 300)
            let cell = try #require(table.cell(atRow: 0, column: 0))
            watch.watch(table.widget)
            watch.watch(table.columnViewWidget)
            watch.watch(cell.widget)
            weakTable = table
            weakCell = cell
            window.close()
        }
        GTKMainLoop.iterate(timeout: 3) { watch.aliveCount == 0 }
        #expect(watch.aliveCount == 0, "\(watch.aliveCount) of \(watch.count) GObjects are still alive")
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }

    @Test func eachShownRowIsARowOfCellsFoundByRoleAndName() throws {
        let window = show()
        defer { window.close() }
        let row = try table.get(.role(.row, name: "Product 3"))
        #expect(row.accessibilityParent === table)
        let cells = row.accessibilityChildren
        #expect(cells.map(\.accessibilityRole) == [.cell, .cell])
        #expect(cells.map(\.accessibilityName) == ["Product 3", nil])
        #expect(cells.allSatisfy { $0.accessibilityParent === row })
        let name = try #require(table.cell(atRow: 3, column: 0))
        #expect(cells[0].accessibilityChildren.map(ObjectIdentifier.init) == [ObjectIdentifier(name)])
        #expect(name.accessibilityParent === cells[0])
        #expect(try table.get(.role(.cell, name: "Product 3")) === cells[0])
        let favorite = try #require(favoriteCell(atRow: 3))
        #expect(try row.get(.role(.button)) === favorite.favoriteButton)
        #expect(try table.get(.role(.row, name: "Product 3")) === row, "a row is one node while it is shown")
        // GTK 4.8 names a cell with no text by its type, GtkColumnViewCell, unless given "".
        let gtkCell = try #require(gtk_widget_get_parent(favorite.widget))
        #expect(cgtk_accessible_label_is(gtkCell, "") != 0)
        #expect(window.semanticsDump().contains(#"row "Product 3""#))
    }
}
