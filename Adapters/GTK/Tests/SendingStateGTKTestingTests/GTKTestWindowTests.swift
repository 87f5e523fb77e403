import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// A row that shows its number.
@MainActor
final class NumberRow: GTKBox, Configurable {
    let label = GTKLabel()

    init() {
        super.init(axis: .horizontal)
        setMinimumSize(width: -1, height: 30)
        addSubview(label)
    }

    var configurer: (NumberRow, Int) -> Void {
        { row, number in
            row.label.text = "Row \(number)"
            row.accessibilityLabel = "Row \(number)"
        }
    }
}

/// A data source of numbered rows.
@MainActor
final class Numbers: GTKListViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfRows(in listView: GTKListView<NumberRow>) -> Int { count }
    func listView(_ listView: GTKListView<NumberRow>, modelForRowAt row: Int) -> Int { row }
}

/// A test window lays its content out before returning, settles without sleeping, and scrolls a
/// list to a row with real input.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKTestWindowTests {
    @Test func aNewWindowIsMappedAndLaidOut() {
        let box = GTKBox()
        let label = GTKLabel(text: "Milk")
        box.addSubview(label)
        let window = GTKTestWindow(box)
        defer { window.close() }
        #expect(gtk_widget_get_mapped(label.widget) != 0)
        #expect(gtk_widget_get_width(label.widget) > 0)
    }

    @Test func settlingLaysOutWhatChangedWithoutSleeping() {
        let box = GTKBox()
        let window = GTKTestWindow(box)
        defer { window.close() }
        let label = GTKLabel(text: "Added after the window was shown")
        box.addSubview(label)
        #expect(gtk_widget_get_width(label.widget) == 0, "GTK lays it out on its next frame")
        window.settle()
        #expect(gtk_widget_get_width(label.widget) > 0)
    }

    @Test func settlingWaitsForAnAnimationToEnd() throws {
        let toggle = GTKSwitch()
        let window = GTKTestWindow(toggle)
        defer { window.close() }
        try window.input.click(toggle)
        window.settle()
        #expect(toggle.isOn, "GTK turns a switch on when its slide ends")
    }

    @Test func aFocusedTextFieldDoesntKeepASettleWaiting() throws {
        let entry = GTKEntry()
        let window = GTKTestWindow(entry)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(entry)
        window.settle()
        let start = ContinuousClock.now
        window.settle()
        #expect(ContinuousClock.now - start < .seconds(1), "the cursor doesn't blink")
    }

    @Test func scrollingToARowFarDownShowsItAndReturnsItsRowView() throws {
        let list = GTKListView { NumberRow() }
        let numbers = Numbers(count: 100_000)
        list.dataSource = numbers
        list.reloadData()
        let window = GTKTestWindow(list, width: 300, height: 300)
        defer { window.close() }
        let far = try window.scroll(list, toRow: 50_000)
        #expect(list.indexesForVisibleRows.contains(50_000))
        #expect(far.label.text == "Row 50000")
        #expect(try window.get(.role(.cell, name: "Row 50000")) === far)
        let near = try window.scroll(list, toRow: 3)
        #expect(near.label.text == "Row 3")
        #expect(list.indexesForVisibleRows.contains(3))
    }

    @Test func aRowScrolledToIsShownWholeSoAClickOnItLandsOnIt() throws {
        let list = GTKListView { NumberRow() }
        let numbers = Numbers(count: 10_000)
        list.dataSource = numbers
        list.reloadData()
        let window = GTKTestWindow(list, width: 300, height: 300)
        defer { window.close() }
        for row in [7_000, 6_993, 7_011, 9_999, 4_321, 4_336, 12, 0] {
            let view = try window.scroll(list, toRow: row)
            var bounds = graphene_rect_t()
            #expect(gtk_widget_compute_bounds(view.widget, list.widget, &bounds) != 0)
            #expect(bounds.origin.y >= 0, "row \(row)")
            #expect(
                bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(list.widget)),
                "row \(row)")
        }
    }

    @Test func aRowOutsideTheListIsAnError() {
        let list = GTKListView { NumberRow() }
        let numbers = Numbers(count: 10)
        list.dataSource = numbers
        list.reloadData()
        let window = GTKTestWindow(list, width: 300, height: 300)
        defer { window.close() }
        let error = #expect(throws: RealInputError.self) { try window.scroll(list, toRow: 10) }
        #expect(error?.description == "row 10 is outside the list's 10 rows")
        #expect(throws: RealInputError.self) { try window.scroll(list, toRow: -1) }
    }

    @Test func queriesSeeOnlyTheRowsOnScreen() {
        let list = GTKListView { NumberRow() }
        let numbers = Numbers(count: 1_000)
        list.dataSource = numbers
        list.reloadData()
        let window = GTKTestWindow(list, width: 300, height: 300)
        defer { window.close() }
        let rows = window.all(.type(NumberRow.self), as: NumberRow.self)
        #expect(list.createdRowCount > rows.count, "GTK binds rows off screen too")
        #expect(rows.count == list.indexesForVisibleRows.count)
        #expect(rows.map { $0.label.text } == list.indexesForVisibleRows.map { "Row \($0)" })
        #expect(list.subtree.count == 1 + 2 * rows.count, "the list, and each row view with its label")
    }

    @Test func anEmptyWindowFindsNothing() throws {
        let window = GTKTestWindow(GTKBox())
        defer { window.close() }
        window.window.contentView = nil
        let error = #expect(throws: FindError.self) { try window.get(.role(.button)) }
        #expect(error?.root == "an empty window")
        #expect(window.all(.role(.button)).isEmpty)
        #expect(try window.query(.role(.button)) == nil)
    }
}
