import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// A `GtkGridView` of 10,000 items driven with real input: the same recycling as the list, laid out
/// in columns.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKGridViewTests {
    let items = NumberedRows(count: 10_000)
    let grid = GTKGridView(maximumColumns: 3) { ListRowView() }
    let recorder = Recorder<ProductRowAction>()

    init() {
        grid.dataSource = items
        grid.actionHandler = AnyActionHandlingProvider(recorder)
        grid.reloadData()
    }

    @Test func itemsAreNumberedAcrossThenDownAndEachSendsItsOwnModel() throws {
        let window = GTKTestWindow(grid, width: 600, height: 300)
        defer { window.close() }
        #expect(grid.numberOfRows == 10_000)
        #expect(grid.createdRowCount < 1_000)
        let first = try #require(grid.rowView(at: 0))
        let second = try #require(grid.rowView(at: 1))
        let fourth = try #require(grid.rowView(at: 3))
        #expect(first.nameLabel.text == "Product 0")
        // Three columns: item 1 is beside item 0, item 3 below it.
        let origin = try window.input.windowPosition(of: Point(x: 0, y: 0), in: first)
        #expect(try window.input.windowPosition(of: Point(x: 0, y: 0), in: second).y == origin.y)
        #expect(try window.input.windowPosition(of: Point(x: 0, y: 0), in: fourth).x == origin.x)
        try window.input.click(fourth.favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        try window.input.click(second.nameLabel, count: 2)
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.favorite(3), .open(1)])
    }

    @Test func scrollingFarDownRebindsTheSameItemViews() throws {
        let window = GTKTestWindow(grid, width: 600, height: 300)
        defer { window.close() }
        let created = grid.createdRowCount
        grid.scrollToRow(9_000)
        window.waitUntil { grid.indexesForVisibleRows.contains(9_000) }
        let view = try #require(grid.rowView(at: 9_000))
        #expect(view.ss.state()?.id == 9_000)
        try window.input.click(view.favoriteButton)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == [.favorite(9_000)])
        #expect(grid.createdRowCount <= created + 10)
    }

    @Test func theMaximumNumberOfColumnsIsAtLeastOne() {
        #expect(grid.maximumColumns == 3)
        grid.maximumColumns = 0
        #expect(grid.maximumColumns == 1)
        #expect(GTKGridView(maximumColumns: -4) { ListRowView() }.maximumColumns == 1)
    }

    @Test func theGridIsAListToAssistiveTechnology() {
        #expect(grid.accessibilityRole == .list)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(grid.listWidget)) == GTK_ACCESSIBLE_ROLE_GRID)
    }
}
