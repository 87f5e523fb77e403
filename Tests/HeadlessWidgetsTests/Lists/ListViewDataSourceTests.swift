import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ListViewDataSourceTests {
    /// A data source that implements nothing but the protocol's defaults.
    final class Empty: ListViewDataSource {}

    /// A data source of one section in the short form, whose cells say which row they were made for.
    final class ShortForm: ListViewDataSource {
        func numberOfRows(in listView: ListView) -> Int { 2 }
        func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "row", for: row)
            cell.tag = row
            return cell
        }
    }

    /// A data source that counts its rows but makes no cells.
    final class CountsOnly: ListViewDataSource {
        func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { 1 }
    }

    @Test func theShortFormsDescribeSectionZero() throws {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 440))
        list.register(ListCell.self, forCellReuseIdentifier: "row")
        let source = ShortForm()
        #expect(source.numberOfSections(in: list) == 1)
        #expect(source.listView(list, numberOfRowsInSection: 0) == 2)
        #expect(source.listView(list, numberOfRowsInSection: 1) == 0)
        list.dataSource = source
        list.reloadData()
        #expect(list.visibleCells.map(\.tag) == [0, 1])
        #expect(try source.listView(list, cellForRowAt: IndexPath(row: 1, section: 0)).tag == 1)
    }

    @Test func aDataSourceImplementingNeitherFormOfTheCountHasNoRowsAndIsReported() {
        let list = ListView()
        let source = Empty()
        list.dataSource = source
        let reports = diagnostics { list.reloadData() }
        #expect(list.numberOfSections == 1)
        #expect(list.numberOfRows == 0)
        #expect(
            reports == [
                "HeadlessWidgets: ListView: its data source Empty implements neither "
                    + "listView(_:numberOfRowsInSection:) nor numberOfRows(in:), so the list has no rows."
            ])
    }

    @Test func aDataSourceImplementingNeitherFormOfTheCellMethodShowsAPlaceholderAndIsReported() {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 440))
        let source = CountsOnly()
        list.dataSource = source
        let reports = diagnostics { list.reloadData() }
        #expect(list.visibleCells.map(\.isPlaceholder) == [true])
        #expect(
            reports == [
                "HeadlessWidgets: ListView: its data source CountsOnly implements neither "
                    + "listView(_:cellForRowAt:) for an IndexPath nor for a row, so the list shows a placeholder cell."
            ])
    }

    @Test func theDataSourceIsHeldWeakly() {
        let list = ListView()
        var source: ShortForm? = ShortForm()
        list.dataSource = source
        source = nil
        #expect(list.dataSource == nil)
    }
}
