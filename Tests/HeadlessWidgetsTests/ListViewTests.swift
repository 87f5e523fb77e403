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
        try list.reloadData()
        return list
    }

    @Test("A reused cell never fires a stale action: 1,000 rows scrolled down and back")
    func reusedCellsNeverFireStaleActions() throws {
        let list = try makeList(rows: 1_000, window: 8)
        let stops =
            Array(stride(from: 0, through: 992, by: 8)) + Array(stride(from: 992, through: 0, by: -13)) + [0]
        var taps = 0
        for stop in stops {
            try list.scroll(to: stop)
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
        try list.scroll(to: 2)
        #expect(list.cellForRow(at: 2) === staying)
        #expect(staying.reuseCount == 0)
        #expect(staying.frame.minY == 0)
        #expect(list.cellForRow(at: 0) == nil)
        #expect(list.createdCellCount == 4, "rows 4 and 5 reuse the cells of rows 0 and 1")
        try list.scroll(to: 10)
        #expect(list.createdCellCount == 4, "rows 10..<14 reuse the pooled cells")
        #expect(
            list.visibleCells.compactMap { ($0 as? ProductCell)?.nameLabel.text } == [
                "Product 10", "Product 11", "Product 12", "Product 13",
            ])
    }

    @Test func scrollingIsClampedToTheRows() throws {
        let list = try makeList(rows: 10, window: 4)
        try list.scroll(to: 99)
        #expect(list.visibleRows == 6..<10)
        try list.scroll(to: -3)
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
        try list.reloadData()
        #expect(first.reuseCount == 1)
        #expect(list.createdCellCount == 2)
    }

    @Test func anUnregisteredIdentifierThrowsNamingTheRegisteredOnes() throws {
        let list = ListView()
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        let error = try #require(throws: ListViewError.self) {
            try list.dequeueReusableCell(withIdentifier: "header", for: 0)
        }
        #expect(
            error.description
                == "no cell class registered for reuse identifier \"header\"; registered: \"product\"")
    }

    @Test func aListWithoutADataSourceIsEmpty() throws {
        let list = ListView()
        try list.reloadData()
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
            try list.reloadData()
            for row in stride(from: 0, to: 50, by: 5) {
                try list.scroll(to: row)
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
