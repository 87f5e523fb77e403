import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ListViewDataSourceTests {
    struct Broken: Error {}

    final class Failing: ListViewDataSource {
        func numberOfRows(in listView: ListView) -> Int { 2 }
        func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell { throw Broken() }
    }

    @Test func errorsFromTheDataSourceReachTheCaller() {
        let list = ListView()
        let source = Failing()
        list.dataSource = source
        #expect(throws: Broken.self) { try list.reloadData() }
    }

    @Test func theDataSourceIsHeldWeakly() {
        let list = ListView()
        var source: Failing? = Failing()
        list.dataSource = source
        source = nil
        #expect(list.dataSource == nil)
    }
}
