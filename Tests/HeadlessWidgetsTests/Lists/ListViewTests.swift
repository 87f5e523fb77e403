import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ListViewTests {
    let window = makeWindow()
    let recorder = ActionRecorder<ProductRowAction>()
    /// The data sources of the lists under test; a list holds its data source weakly.
    @MainActor final class Holder {
        var source: ProductList?
        var cachingSource: CachingProductList?
    }
    let holder = Holder()

    private func makeList(rows: Int, window visibleRows: Int) throws -> ListView {
        let source = ProductList(count: rows, handler: AnyActionHandlingProvider(recorder))
        holder.source = source
        let list = source.makeList(visibleRows: visibleRows)
        window.addSubview(list)
        list.reloadData()
        return list
    }

    @Test("A reused cell never fires a stale action: 1,000 rows scrolled down and back")
    func reusedCellsNeverFireStaleActions() throws {
        let list = try makeList(rows: 1_000, window: 8)
        let stops =
            Array(stride(from: 0, through: 992, by: 8)) + Array(stride(from: 992, through: 0, by: -13)) + [0]
        var taps = 0
        for stop in stops {
            list.scroll(to: stop)
            #expect(list.visibleRows == stop..<(stop + 8))
            for row in list.visibleRows {
                let cell = try #require(list.cellForRow(at: row) as? ProductCell)
                recorder.removeAll()
                try cell.favoriteButton.tap()
                #expect(recorder.actions == [.favorite(row)], "row \(row) at stop \(stop)")
                let target: Float = cell.quantitySlider.value == 5 ? 6 : 5
                try cell.quantitySlider.slide(to: target)
                #expect(recorder.actions == [.favorite(row), .quantity(row, Int(target))])
                taps += 1
            }
        }
        #expect(taps == stops.count * 8)
        #expect(list.createdCellCount <= 16, "cells are bounded by the window, not the rows")
        #expect(list.subviews.count == 8)
    }

    @Test("A focused row view that is recycled loses the focus: it shows another row now")
    func aFocusedRowViewThatIsRecycledLosesTheFocus() throws {
        let list = try makeList(rows: 20, window: 4)
        window.isFullKeyboardAccessEnabled = true
        let cell = try #require(list.cellForRow(at: 1) as? ProductCell)
        #expect(cell.favoriteButton.becomeFirstResponder())
        list.scroll(to: 10)
        #expect(window.firstResponder == nil)
        #expect(list.indexPath(for: cell) != IndexPath(row: 1, section: 0))
        recorder.removeAll()
        window.press(.space)
        #expect(recorder.actions.isEmpty, "Space goes to no row: nothing has the focus")
    }

    @Test func scrollingRecyclesOnlyTheRowsThatLeave() throws {
        let list = try makeList(rows: 20, window: 4)
        let staying = try #require(list.cellForRow(at: 2) as? ProductCell)
        list.scroll(to: 2)
        #expect(list.cellForRow(at: 2) === staying)
        #expect(staying.reuseCount == 0)
        #expect(staying.frame.minY == 88, "cells are laid out in content coordinates")
        #expect(staying.convertToRoot(.zero) == Point(x: 0, y: 0), "row 2 shows at the top of the list")
        #expect(list.cellForRow(at: 0) == nil)
        #expect(list.createdCellCount == 4, "rows 4 and 5 reuse the cells of rows 0 and 1")
        list.scroll(to: 10)
        #expect(list.createdCellCount == 4, "rows 10..<14 reuse the pooled cells")
        #expect(
            list.visibleCells.compactMap { ($0 as? ProductCell)?.nameLabel.text } == [
                "Product 10", "Product 11", "Product 12", "Product 13",
            ])
    }

    @Test func scrollingIsClampedToTheRows() throws {
        let list = try makeList(rows: 10, window: 4)
        list.scroll(to: 99)
        #expect(list.visibleRows == 6..<10)
        list.scroll(to: -3)
        #expect(list.visibleRows == 0..<4)
    }

    @Test func aListShorterThanItsWindowShowsEveryRow() throws {
        let list = try makeList(rows: 3, window: 8)
        #expect(list.visibleRows == 0..<3)
        #expect(list.visibleCells.count == 3)
        #expect(list.dumpAttributes == ["rows 0..<3 of 3"])
    }

    @Test func reloadDataRecyclesEveryVisibleCell() throws {
        let list = try makeList(rows: 5, window: 2)
        let first = try #require(list.cellForRow(at: 0) as? ProductCell)
        list.reloadData()
        #expect(first.reuseCount == 1)
        #expect(list.createdCellCount == 2)
    }

    @Test func anUnregisteredIdentifierGivesAPlaceholderAndAReportOrTheCheckedError() throws {
        let source = SectionedSource([2])
        let list = source.makeList()
        list.reloadData()
        var cell: ListCell?
        let reports = diagnostics {
            cell = list.dequeueReusableCell(withIdentifier: "header", for: IndexPath(row: 0, section: 0))
        }
        #expect(cell?.isPlaceholder == true)
        #expect(
            reports == [
                "HeadlessWidgets: ListView: dequeueReusableCell(withIdentifier: \"header\", for: [0, 0]): no cell "
                    + "class registered for reuse identifier \"header\"; registered: \"path\"; it returned a placeholder cell."
            ])
        #expect(throws: ListViewError.unregisteredIdentifier("header", registered: ["path"])) {
            try list.checkedDequeueReusableCell(withIdentifier: "header", for: IndexPath(row: 0, section: 0))
        }
    }

    @Test func anIndexPathPastTheRowsGivesAPlaceholderAndAReportOrTheCheckedError() throws {
        let source = SectionedSource([2, 1])
        let list = source.makeList()
        list.reloadData()
        var cells: [ListCell] = []
        let reports = diagnostics {
            cells.append(list.dequeueReusableCell(withIdentifier: "path", for: IndexPath(row: 2, section: 0)))
            cells.append(list.dequeueReusableCell(withIdentifier: "path", for: 3))
            cells.append(
                list.dequeueReusableCell(withReuseIdentifier: "path", for: IndexPath(item: 0, section: 2)))
        }
        #expect(cells.allSatisfy { $0.isPlaceholder })
        #expect(reports.count == 3)
        #expect(reports.first?.contains("no row at [0, 2] in a list of 2 sections of 2, 1 rows") == true)
        #expect(reports[1].contains("no row at [2, 0]"), "position 3 is past the last row, [1, 0]")
        #expect(
            throws: ListViewError.indexPathOutOfRange(IndexPath(row: -1, section: 0), rowsPerSection: [2, 1])
        ) {
            try list.checkedDequeueReusableCell(withIdentifier: "path", for: IndexPath(row: -1, section: 0))
        }
        #expect(list.createdCellCount == 3, "only the three rows made cells")
    }

    @Test func sectionsStackTheirRowsInOneColumn() throws {
        let source = SectionedSource([2, 0, 3])
        let list = source.makeList()
        list.reloadData()
        #expect(list.numberOfSections == 3)
        #expect(list.numberOfRows == 5)
        #expect([0, 1, 2, 3, -1].map(list.numberOfRows(inSection:)) == [2, 0, 3, 0, 0])
        let paths = [
            IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2),
            IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2),
        ]
        #expect(list.indexPathsForVisibleRows == paths)
        #expect(list.visibleCells.map(\.accessibilityIdentifier) == paths.map(\.description))
        #expect(list.visibleCells.map(\.frame.minY) == [0, 44, 88, 132, 176])
        let cell = try #require(list.cellForRow(at: IndexPath(row: 1, section: 2)))
        #expect(list.cellForRow(at: 3) === cell)
        #expect(list.indexPath(for: cell) == IndexPath(row: 1, section: 2))
        #expect(list.indexPath(for: ListCell()) == nil)
        #expect(list.cellForRow(at: IndexPath(row: 0, section: 1)) == nil)
        #expect(list.dumpAttributes == ["rows 0..<5 of 5 in 3 sections"])
    }

    @Test func aShortFormDataSourceIsOneSection() {
        let source = ProductList(count: 3, handler: AnyActionHandlingProvider(recorder))
        holder.source = source
        let list = source.makeList(visibleRows: 10)
        list.reloadData()
        #expect(list.numberOfSections == 1)
        #expect(list.numberOfRows(inSection: 0) == 3)
        #expect(list.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
        #expect(list.dumpAttributes == ["rows 0..<3 of 3"])
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let source = SectionedSource([10, 10])
        let list = source.makeList(visibleRows: 4)
        list.reloadData()
        let row12 = IndexPath(row: 2, section: 1)
        list.scrollToRow(at: row12, at: .top, animated: true)
        #expect(list.visibleRows == 12..<16)
        list.scrollToRow(at: row12, at: .middle, animated: false)
        #expect(
            list.contentOffset == Point(x: 0, y: 462), "the row's middle at the list's middle, as in UIKit")
        #expect(list.visibleRows == 10..<15, "rows 10 and 14 are half in the bounds")
        list.scrollToRow(at: row12, at: .bottom, animated: false)
        #expect(list.visibleRows == 9..<13)
        list.scrollToRow(at: row12, at: .none, animated: false)
        #expect(list.visibleRows == 9..<13, "already visible: no scrolling")
        list.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(list.visibleRows == 0..<4)
        list.scrollToRow(at: IndexPath(row: 4, section: 0), at: .none, animated: false)
        #expect(list.visibleRows == 1..<5, "the row just below the window scrolls in at the bottom")
        list.scrollToRow(at: IndexPath(row: 7, section: 1), at: .none, animated: false)
        #expect(list.visibleRows == 14..<18)
        list.scrollToRow(at: IndexPath(row: 9, section: 1), at: .top, animated: false)
        #expect(list.visibleRows == 16..<20, "the window stays within the rows")
        let reports = diagnostics {
            list.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
        }
        #expect(list.visibleRows == 16..<20)
        #expect(
            reports == [
                "HeadlessWidgets: ListView: scrollToRow(at: [2, 0]): no row at [2, 0] in a list of 2 sections of "
                    + "10, 10 rows; it didn't scroll."
            ])
    }

    @Test func scrollingToARowTallerThanTheListShowsItsTopAndStaysThereWhenAskedAgain() {
        let source = SectionedSource([10])
        let list = source.makeList(visibleRows: 4)
        list.reloadData()
        list.rowHeight = 400
        let row2 = IndexPath(row: 2, section: 0)
        list.scrollToRow(at: row2, at: .none, animated: false)
        #expect(list.contentOffset.y == 800, "the row's top at the top: its bottom can't show too")
        list.scrollToRow(at: row2, at: .none, animated: false)
        #expect(list.contentOffset.y == 800, "asked again, it doesn't move")
        list.setContentOffset(Point(x: 0, y: 900), animated: false)
        list.scrollToRow(at: row2, at: .none, animated: false)
        #expect(list.contentOffset.y == 800, "scrolled into the row, back to its top")
    }

    @Test func scrollingToARowAlreadyShownWithNoPositionLeavesAGlideGoing() async throws {
        let list = try makeList(rows: 1_000, window: 8)
        try list.fling(velocity: Point(x: 0, y: -1_500))
        await window.clock.advance(by: .milliseconds(100))
        let offset = list.contentOffset
        let shown = try #require(list.indexPathsForVisibleRows?.dropFirst().first)
        list.scrollToRow(at: shown, at: .none, animated: false)
        #expect(list.isDecelerating, "nothing changed")
        #expect(list.contentOffset == offset)
        list.scrollToRow(at: IndexPath(row: 900, section: 0), at: .none, animated: false)
        #expect(!list.isDecelerating, "moving the content stops the glide")
    }

    @Test func aCellMethodThatThrowsGivesThatRowAPlaceholderAndAReport() throws {
        struct OutOfStock: Error {}
        let source = SectionedSource([3])
        let defaultCell = source.makeCell
        source.makeCell = { list, path in
            if path.row == 1 { throw OutOfStock() }
            return try defaultCell(list, path)
        }
        let list = source.makeList()
        let reports = diagnostics { list.reloadData() }
        #expect(list.visibleCells.map(\.isPlaceholder) == [false, true, false])
        #expect(
            reports == [
                "HeadlessWidgets: ListView: the data source threw OutOfStock() for the row at [0, 1]; the row shows "
                    + "a placeholder cell."
            ])
        #expect(list.dump().contains("ListCell (0, 44, 390, 44) cell placeholder"))
    }

    @Test func theSameCellForTwoRowsGivesTheSecondAPlaceholderAndAReport() {
        let source = SectionedSource([2])
        let shared = ListCell()
        source.makeCell = { _, _ in shared }
        let list = source.makeList()
        let reports = diagnostics { list.reloadData() }
        #expect(list.cellForRow(at: 0) === shared)
        #expect(list.cellForRow(at: 1)?.isPlaceholder == true)
        #expect(
            reports == [
                "HeadlessWidgets: ListView: the data source returned the cell of the row at [0, 0] for the row at "
                    + "[0, 1] too; the row shows a placeholder cell."
            ])
    }

    @Test func placeholdersAreNeverReused() throws {
        let source = SectionedSource([4])
        let defaultCell = source.makeCell
        source.makeCell = { list, path in
            path.row == 0
                ? list.dequeueReusableCell(withIdentifier: "nothing", for: path) : try defaultCell(list, path)
        }
        let list = source.makeList(visibleRows: 2)
        diagnostics { list.reloadData() }
        let placeholder = try #require(list.cellForRow(at: 0))
        #expect(placeholder.isPlaceholder)
        list.register(ListCell.self, forCellReuseIdentifier: "")
        source.makeCell = { list, path in list.dequeueReusableCell(withIdentifier: "", for: path) }
        list.scroll(to: 2)
        #expect(placeholder.superview == nil)
        #expect(list.visibleCells.allSatisfy { !$0.isPlaceholder && $0 !== placeholder })
    }

    /// A data source that keeps the cell it made for each row and returns it again to whichever
    /// list asks: the careless way to feed two lists from one source.
    final class CachingProductList: ListViewDataSource {
        let products: ProductList
        private var cells: [Int: ListCell] = [:]

        init(_ products: ProductList) {
            self.products = products
        }

        func numberOfRows(in listView: ListView) -> Int {
            products.numberOfRows(in: listView)
        }

        func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell {
            if let cell = cells[row] { return cell }
            let cell = try products.listView(listView, cellForRowAt: row)
            cells[row] = cell
            return cell
        }
    }

    /// Two lists of 20 products fed by one caching data source; neither is loaded yet.
    ///
    /// `orders` is four rows tall, at the top of the window; `favorites` is `favoritesRows` tall,
    /// below it.
    private func makeListsSharingCachedCells(favoritesRows: Int = 4)
        -> (orders: ListView, favorites: ListView)
    {
        let source = CachingProductList(ProductList(count: 20, handler: AnyActionHandlingProvider(recorder)))
        holder.cachingSource = source
        let orders = source.products.makeList(visibleRows: 4)
        let favorites = source.products.makeList(visibleRows: favoritesRows)
        favorites.frame.origin.y = 440
        for (list, name) in [(orders, "orders"), (favorites, "favorites")] {
            list.dataSource = source
            list.accessibilityIdentifier = name
            window.addSubview(list)
        }
        return (orders, favorites)
    }

    /// Taps the favourite button that a person would touch on a row of a list, found by hit-testing
    /// the window where the row shows, and expects the row's action.
    private func expectTapOnRow(
        _ row: Int, of list: ListView, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let point = list.convertToRoot(Point(x: 322, y: Double(row) * list.rowHeight + 22))
        let button = try #require(
            window.hitTest(point) as? Button, "the favourite button of row \(row)",
            sourceLocation: sourceLocation)
        recorder.removeAll()
        try button.tap()
        #expect(recorder.actions == [.favorite(row)], sourceLocation: sourceLocation)
    }

    @Test func aDataSourceCachingCellsForTwoListsIsReportedNamingBothLists() {
        let (orders, favorites) = makeListsSharingCachedCells()
        orders.reloadData()
        let reports = diagnostics { favorites.reloadData() }
        let expected = (0..<4).map {
            "HeadlessWidgets: ListView#favorites: the data source returned the cell of the row at [0, \($0)] of "
                + "ListView#orders for the row at [0, \($0)]; a cell shows in one list at a time, so the row "
                + "shows a placeholder cell."
        }
        #expect(reports == expected)
        #expect(favorites.visibleCells.map(\.isPlaceholder) == [true, true, true, true])
        #expect(orders.visibleCells.allSatisfy { !$0.isPlaceholder && $0.superview === orders })
    }

    @Test func aDataSourceCachingCellsForTwoListsLeavesTheFirstListsRowsTappable() throws {
        let (orders, favorites) = makeListsSharingCachedCells()
        orders.reloadData()
        diagnostics { favorites.reloadData() }
        for row in orders.visibleRows {
            try expectTapOnRow(row, of: orders)
        }
    }

    @Test func aDataSourceCachingCellsForTwoListsLetsNeitherListScrollTheOthersCellsAway() throws {
        let (orders, favorites) = makeListsSharingCachedCells(favoritesRows: 6)
        orders.reloadData()
        diagnostics { favorites.reloadData() }
        let favoritesOwn = try [4, 5].map { try #require(favorites.cellForRow(at: $0)) }
        #expect(favoritesOwn.allSatisfy { !$0.isPlaceholder }, "rows orders doesn't show")
        let reports = diagnostics { orders.scroll(to: 4) }
        #expect(reports.count == 2, "orders' rows 4 and 5 are refused the cells favorites shows")
        #expect(
            reports.allSatisfy {
                $0.hasPrefix("HeadlessWidgets: ListView#orders: ") && $0.contains(" of ListView#favorites ")
            })
        expectEveryCellTracked(in: favorites)
        #expect(favorites.cellForRow(at: 4) === favoritesOwn[0])
        #expect(favorites.cellForRow(at: 5) === favoritesOwn[1])
        try expectTapOnRow(4, of: favorites)
        expectEveryCellTracked(in: orders)
        try expectTapOnRow(6, of: orders)
    }

    @Test func aCachedCellTheFirstListLetGoShowsInTheSecondWithoutAReport() throws {
        let (orders, favorites) = makeListsSharingCachedCells()
        orders.reloadData()
        let cells = orders.visibleCells
        let empty = ProductList(count: 0, handler: AnyActionHandlingProvider(recorder))
        let plain = ProductList(count: 20, handler: AnyActionHandlingProvider(recorder))
        defer { withExtendedLifetime((empty, plain)) {} }
        let reports = diagnostics {
            orders.dataSource = empty
            orders.reloadData()
            favorites.reloadData()
            orders.dataSource = plain
            orders.reloadData()
        }
        #expect(reports.isEmpty)
        #expect(
            favorites.visibleCells.elementsEqual(cells, by: ===), "favorites shows the cells orders let go")
        try expectTapOnRow(0, of: favorites)
        expectEveryCellTracked(in: favorites)
        #expect(
            Set(orders.visibleCells.map(ObjectIdentifier.init))
                .isDisjoint(with: cells.map(ObjectIdentifier.init)),
            "orders' pool gives out none of the cells favorites took")
        expectEveryCellTracked(in: orders)
        try expectTapOnRow(0, of: orders)
    }

    /// Expects every subview of the list to be a cell it tracks, one for each row of its window,
    /// laid out at its row.
    private func expectEveryCellTracked(in list: ListView, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let rows = list.visibleRows
        #expect(list.subviews.count == rows.count, "one subview per row", sourceLocation: sourceLocation)
        #expect(list.visibleCells.count == rows.count, "a cell for every row", sourceLocation: sourceLocation)
        #expect(
            Set(list.subviews.map(ObjectIdentifier.init))
                == Set(list.visibleCells.map(ObjectIdentifier.init)),
            "every subview is a tracked cell", sourceLocation: sourceLocation)
        #expect(
            list.visibleCells.map(\.frame.minY) == rows.map { Double($0) * list.rowHeight },
            sourceLocation: sourceLocation)
    }

    @Test(
        "A reload from inside cellForRowAt happens once the pass ends, leaving 10 subviews for 10 rows, not 11"
    )
    func aReloadFromInsideTheCellMethodIsAppliedAfterThePassLeavingNoUntrackedCell() {
        let source = SectionedSource([30])
        let defaultCell = source.makeCell
        var asked = false
        source.makeCell = { [unowned source] list, path in
            if path.row == 3, !asked {
                asked = true
                source.rowsPerSection = [40]
                list.reloadData()
            }
            return try defaultCell(list, path)
        }
        let list = source.makeList(visibleRows: 10)
        let reports = diagnostics { list.reloadData() }
        #expect(list.numberOfRows == 40, "the reload the data source asked for happened")
        #expect(source.sectionCounts == 2)
        #expect(list.subviews.count == 10)
        expectEveryCellTracked(in: list)
        #expect(
            reports == [
                "HeadlessWidgets: ListView: reloadData() was called from inside its data source; it is applied once "
                    + "the list's pass ends."
            ])
        list.scroll(to: 25)
        expectEveryCellTracked(in: list)
        list.reloadData()
        expectEveryCellTracked(in: list)
        #expect(list.subviews.count == 10)
    }

    /// A change a data source makes to its list while the list asks it for rows or cells.
    enum ReentrantChange: CaseIterable, Sendable {
        case reload, scroll, contentOffset, frame, rowHeight

        @MainActor func make(on list: ListView, source: SectionedSource) {
            switch self {
            case .reload:
                source.rowsPerSection = [40]
                list.reloadData()
            case .scroll: list.scroll(to: 5)
            case .contentOffset: list.contentOffset = Point(x: 0, y: 100)
            case .frame: list.frame.size.height = 220
            case .rowHeight: list.rowHeight = 22
            }
        }

        @MainActor func expectApplied(to list: ListView, source: SectionedSource) {
            switch self {
            case .reload:
                #expect(source.sectionCounts == 2, "reloaded again once the pass ended")
                #expect(list.numberOfRows == 40)
            case .scroll: #expect(list.visibleRows == 5..<15)
            case .contentOffset: #expect(list.visibleRows == 2..<13)
            case .frame: #expect(list.visibleRows == 0..<5)
            case .rowHeight: #expect(list.visibleRows == 0..<20)
            }
        }
    }

    @Test(
        "A change made from inside the data source is applied once the pass ends, and no cell is left untracked",
        arguments: ReentrantChange.allCases, [true, false])
    func aChangeFromInsideTheDataSourceIsAppliedOnceThePassEnds(change: ReentrantChange, whileCounting: Bool)
    {
        let source = SectionedSource([30])
        var made = false
        // Takes the source as an argument: a closure the source keeps mustn't capture it.
        func makeOnce(_ list: ListView, _ source: SectionedSource) {
            guard !made else { return }
            made = true
            change.make(on: list, source: source)
        }
        if whileCounting {
            source.willCountSections = { [unowned source] in makeOnce($0, source) }
        } else {
            let defaultCell = source.makeCell
            source.makeCell = { [unowned source] list, path in
                if path.row == 3 { makeOnce(list, source) }
                return try defaultCell(list, path)
            }
        }
        let list = source.makeList(visibleRows: 10)
        diagnostics { list.reloadData() }
        #expect(made)
        change.expectApplied(to: list, source: source)
        expectEveryCellTracked(in: list)
        source.willCountSections = { _ in }
        list.scroll(to: 12)
        list.reloadData()
        expectEveryCellTracked(in: list)
    }

    @Test func aDataSourceThatReloadsForEveryCellIsAppliedOnceThenReportedNotLoopedOn() {
        let source = SectionedSource([10])
        let defaultCell = source.makeCell
        source.makeCell = { list, path in
            list.reloadData()
            return try defaultCell(list, path)
        }
        let list = source.makeList(visibleRows: 4)
        let reports = diagnostics { list.reloadData() }
        #expect(source.sectionCounts == 2, "the user's reload, then the one asked for during it")
        expectEveryCellTracked(in: list)
        #expect(list.subviews.count == 4)
        #expect(reports.count == 4 + 4 + 1, "each call, in both passes, then what was dropped")
        #expect(
            reports.last
                == "HeadlessWidgets: ListView: its data source asked again for reloadData() while the list applied "
                + "what it had asked for during the previous pass; that was dropped.")
    }

    @Test(
        "A data source that scrolls or resizes its list for every cell is applied once, then reported by what it asked",
        arguments: [
            (ReentrantChange.scroll, "the content offset (0, 88)"), (.frame, "a new layout"),
        ])
    func aDataSourceThatMovesItsListForEveryCellIsAppliedOnceThenReportedNotLoopedOn(
        change: ReentrantChange, asked: String
    ) {
        let source = SectionedSource([30])
        let defaultCell = source.makeCell
        source.makeCell = { list, path in
            switch change {
            case .scroll: list.contentOffset = Point(x: 0, y: list.contentOffset.y + 44)
            default: list.frame.size.height += 44
            }
            return try defaultCell(list, path)
        }
        let list = source.makeList(visibleRows: 10)
        let reports = diagnostics { list.reloadData() }
        #expect(
            reports.last
                == "HeadlessWidgets: ListView: its data source asked again for \(asked) while the list applied "
                + "what it had asked for during the previous pass; that was dropped.")
    }

    @Test func aScrollFromInsideTheDataSourceIsReportedAndApplied() {
        let source = SectionedSource([30])
        let defaultCell = source.makeCell
        source.makeCell = { list, path in
            list.scroll(to: 5)
            return try defaultCell(list, path)
        }
        let list = source.makeList(visibleRows: 10)
        let reports = diagnostics { list.reloadData() }
        #expect(list.visibleRows == 5..<15)
        expectEveryCellTracked(in: list)
        #expect(reports.count == 10, "one for each cell of the first pass; then the offset is already there")
        #expect(
            reports.first
                == "HeadlessWidgets: ListView: the content offset was set to (0, 220) from inside its data source; it is "
                + "applied once the list's pass ends.")
    }

    @Test func negativeCountsAreNoRowsAndHugeOnesDoNotOverflow() {
        let negative = SectionedSource([-3, 2])
        let list = negative.makeList()
        list.reloadData()
        #expect(list.numberOfRows == 2)
        #expect(
            list.indexPathsForVisibleRows == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        let huge = SectionedSource([Int.max, Int.max])
        let hugeList = huge.makeList(visibleRows: 2)
        hugeList.reloadData()
        #expect(hugeList.numberOfRows == Int.max)
        #expect(hugeList.visibleCells.count == 2)
    }

    @Test(
        "A list scrolled far down a huge list, then made taller than any row count, neither overflows nor makes cells without end"
    )
    func everyRowComputationIsClampedAfterScrollingFar() {
        let source = SectionedSource([Int.max, Int.max])
        let list = source.makeList(visibleRows: 10)
        list.reloadData()
        list.scroll(to: Int.max - 3)
        #expect(list.contentOffset.y == list.contentSize.height - 440, "at the end")
        #expect(list.visibleRows.upperBound <= Int.max)
        for height in [1e300, .infinity, .greatestFiniteMagnitude, .nan, -440, 0] {
            list.frame.size.height = height
            #expect(list.visibleRows.count <= ListView.maximumVisibleRowCount, "height \(height)")
            #expect(list.subviews.count == list.visibleRows.count, "height \(height)")
        }
        list.frame.size.height = 1e300
        #expect(
            list.visibleRows == 0..<ListView.maximumVisibleRowCount,
            "the tall list can't scroll: rows from the top")
        list.frame.size.height = 440
        list.scroll(to: Int.max)
        for rowHeight in [1e-300, 1e300, .greatestFiniteMagnitude] {
            list.rowHeight = rowHeight
            #expect(list.visibleRows.count <= ListView.maximumVisibleRowCount, "row height \(rowHeight)")
            #expect(list.subviews.count == list.visibleRows.count, "row height \(rowHeight)")
            #expect(list.contentSize.height.isFinite || list.contentSize.height == .infinity)
            #expect(list.contentOffset.y.isFinite)
        }
        #expect(list.indexPath(for: list.visibleCells[0]) != nil)
        #expect(list.cellForRow(at: IndexPath(row: 5, section: 1)) == nil, "past position Int.max")
        #expect(throws: ListViewError.self) {
            try list.checkedDequeueReusableCell(withIdentifier: "path", for: IndexPath(row: 5, section: 1))
        }
    }

    @Test(arguments: [0, -44, Double.nan, .infinity, -.infinity])
    func aRowHeightThatIsNotAPositiveNumberIsIgnored(rowHeight: Double) {
        let source = SectionedSource([30])
        let list = source.makeList(visibleRows: 4)
        list.reloadData()
        list.rowHeight = rowHeight
        #expect(list.rowHeight == 44)
        #expect(list.visibleRows == 0..<4)
        withExtendedLifetime(source) {}
    }

    @Test func resizingAListKeepsTheCellsOfTheRowsThatStayAndCountsNoRowsAgain() {
        let source = SectionedSource([30])
        let list = source.makeList(visibleRows: 4)
        list.reloadData()
        let cells = list.visibleCells
        list.frame.size.height = 264
        #expect(list.visibleRows == 0..<6)
        #expect(source.sectionCounts == 1, "a resize isn't a reload")
        #expect(list.visibleCells.prefix(4).elementsEqual(cells, by: ===))
        expectEveryCellTracked(in: list)
    }

    @Test func aNewRowHeightLaysTheRowsOutAgain() {
        let source = SectionedSource([30])
        let list = source.makeList(visibleRows: 4)
        list.reloadData()
        list.rowHeight = 22
        #expect(list.visibleRows == 0..<8)
        #expect(list.contentSize == Size(width: 390, height: 660))
        expectEveryCellTracked(in: list)
        withExtendedLifetime(source) {}
    }

    @Test func aPanOnARowScrollsTheListAndAFlingReusesCellsWithoutStaleActions() async throws {
        let list = try makeList(rows: 1_000, window: 8)
        let cell = try #require(list.cellForRow(at: 3) as? ProductCell)
        try cell.pan(by: Point(x: 0, y: -88))
        #expect(list.visibleRows == 2..<10, "the content followed the finger up two rows")
        try list.fling(velocity: Point(x: 0, y: -3_000))
        try await window.settle()
        #expect(!list.isDecelerating)
        #expect(list.firstVisibleRow > 30)
        expectEveryCellTracked(in: list)
        // The rows wholly in the bounds: the first and last may be cut off.
        for row in list.visibleRows.dropFirst().dropLast() {
            let cell = try #require(list.cellForRow(at: row) as? ProductCell)
            recorder.removeAll()
            try cell.favoriteButton.tap()
            #expect(recorder.actions == [.favorite(row)], "row \(row)")
        }
        #expect(list.createdCellCount <= 18)
    }

    @Test("A fling glides down the list on the clock, as the article says: row 3 first after 100 ms")
    func aFlingGlidesDownTheListOnTheClock() async throws {
        let list = try makeList(rows: 1_000, window: 8)
        try list.fling(velocity: Point(x: 0, y: -1_500))
        #expect(list.isDecelerating)
        await window.clock.advance(by: .milliseconds(100))
        #expect(list.firstVisibleRow == 3)
        expectEveryCellTracked(in: list)
        try await window.settle()
        #expect(!list.isDecelerating)
        #expect(abs(list.contentOffset.y - 25 - 750) < 10, "some 750 points after the finger's frame")
    }

    @Test func aPanMappedOnTheListReportsItsPhasesWhileTheListScrolls() throws {
        final class PannedList: ListView, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { list, ctx in
                    ctx.panGesture { [ProductRowAction.open(list.firstVisibleRow)] }
                }
            }
        }
        let list = PannedList(frame: Rect(x: 0, y: 0, width: 390, height: 176))
        let source = ProductList(count: 20, handler: AnyActionHandlingProvider(recorder))
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        list.dataSource = source
        window.addSubview(list)
        list.reloadData()
        let panRecorder = ActionRecorder<ProductRowAction>()
        list.ss.addActionHandler(to: panRecorder)
        try list.pan(by: Point(x: 0, y: -132), steps: 3)
        #expect(
            panRecorder.actions == [.open(1), .open(2), .open(3), .open(3)],
            "changed and ended, after the content moved")
        #expect(recorder.actions.isEmpty, "scrolling fires nothing on the cells")
        withExtendedLifetime(source) {}
    }

    @Test func aListWithoutADataSourceIsEmpty() throws {
        let list = ListView()
        list.reloadData()
        #expect(list.numberOfRows == 0)
        #expect(list.visibleCells.isEmpty)
    }

    @Test func reuseReleasesTheListItsCellsAndTheHandlerAfterwards() throws {
        weak var weakList: ListView?
        weak var weakCell: ListCell?
        weak var weakRecorder: ActionRecorder<ProductRowAction>?
        weak var weakSource: ProductList?
        do {
            let window = makeWindow()
            let recorder = ActionRecorder<ProductRowAction>()
            let source = ProductList(count: 50, handler: AnyActionHandlingProvider(recorder))
            let list = source.makeList(visibleRows: 2)
            window.addSubview(list)
            list.reloadData()
            for row in stride(from: 0, to: 50, by: 5) {
                list.scroll(to: row)
                try (list.cellForRow(at: list.visibleRows.lowerBound) as? ProductCell)?.favoriteButton.tap()
            }
            #expect(recorder.actions.count == 10)
            weakList = list
            weakCell = list.visibleCells.first
            weakRecorder = recorder
            weakSource = source
        }
        #expect(weakList == nil)
        #expect(weakCell == nil)
        #expect(weakRecorder == nil)
        #expect(weakSource == nil)
    }

    @Test func anUnregisteredIdentifierNamesTheRegisteredOnes() {
        #expect(
            ListViewError.unregisteredIdentifier("row", registered: []).description
                == "no cell class registered for reuse identifier \"row\"; registered: none")
        #expect(
            ListViewError.unregisteredIdentifier("row", registered: ["header", "product"]).description
                == "no cell class registered for reuse identifier \"row\"; registered: \"header\", \"product\""
        )
    }

    @Test func anIndexPathOutOfRangeSaysWhatRowsTheListHas() {
        let path = IndexPath(row: 5, section: 1)
        #expect(
            ListViewError.indexPathOutOfRange(path, rowsPerSection: []).description
                == "no row at [1, 5] in a list of no sections")
        #expect(
            ListViewError.indexPathOutOfRange(path, rowsPerSection: [1]).description
                == "no row at [1, 5] in a list of 1 section of 1 row")
        #expect(
            ListViewError.indexPathOutOfRange(path, rowsPerSection: [3, 2]).description
                == "no row at [1, 5] in a list of 2 sections of 3, 2 rows")
    }
}
