import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ListViewTests {
    let window = makeWindow()
    let recorder = ActionRecorder<ShopAction>()
    /// The data source of the list under test; a list holds its data source weakly.
    @MainActor final class Holder { var source: ProductList? }
    let holder = Holder()

    private func makeList(rows: Int, window visibleRows: Int) throws -> ListView {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: Double(visibleRows) * 44))
        list.visibleRowCount = visibleRows
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        let source = ProductList(count: rows, handler: AnyActionHandlingProvider(recorder))
        holder.source = source
        list.dataSource = source
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
                #expect(recorder.actions == [.favorite(row), .quantity(row, target)])
                taps += 1
            }
        }
        #expect(taps == stops.count * 8)
        #expect(list.createdCellCount <= 16, "cells are bounded by the window, not the rows")
        #expect(list.subviews.count == 8)
    }

    @Test func scrollingRecyclesOnlyTheRowsThatLeave() throws {
        let list = try makeList(rows: 20, window: 4)
        let staying = try #require(list.cellForRow(at: 2) as? ProductCell)
        list.scroll(to: 2)
        #expect(list.cellForRow(at: 2) === staying)
        #expect(staying.reuseCount == 0)
        #expect(staying.frame.minY == 0)
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
        let list = ListView()
        let source = ProductList(count: 3, handler: AnyActionHandlingProvider(recorder))
        holder.source = source
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        list.dataSource = source
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
        #expect(list.visibleRows == 11..<15)
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

    @Test func reloadingOrScrollingFromInsideTheDataSourceDoesNothingAndIsReported() {
        let source = SectionedSource([3])
        let defaultCell = source.makeCell
        source.makeCell = { list, path in
            list.reloadData()
            list.scroll(to: 2)
            return try defaultCell(list, path)
        }
        let list = source.makeList()
        let reports = diagnostics { list.reloadData() }
        #expect(list.visibleCells.count == 3)
        #expect(reports.count == 6)
        #expect(
            reports.first
                == "HeadlessWidgets: ListView: reloadData() was called from inside its data source; it did nothing."
        )
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

    @Test func aListWithoutADataSourceIsEmpty() throws {
        let list = ListView()
        list.reloadData()
        #expect(list.numberOfRows == 0)
        #expect(list.visibleCells.isEmpty)
    }

    @Test func reuseReleasesTheListItsCellsAndTheHandlerAfterwards() throws {
        weak var weakList: ListView?
        weak var weakCell: ListCell?
        weak var weakRecorder: ActionRecorder<ShopAction>?
        weak var weakSource: ProductList?
        do {
            let window = makeWindow()
            let recorder = ActionRecorder<ShopAction>()
            let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 88))
            list.visibleRowCount = 2
            list.register(ProductCell.self, forCellReuseIdentifier: "product")
            let source = ProductList(count: 50, handler: AnyActionHandlingProvider(recorder))
            list.dataSource = source
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
}
