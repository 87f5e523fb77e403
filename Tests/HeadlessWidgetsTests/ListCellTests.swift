import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ListCellTests {
    @Test func knowsItsReuseIdentifierAndIsPreparedBeforeReuse() throws {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        list.visibleRowCount = 1
        list.register(ProductCell.self, forCellReuseIdentifier: "product")
        let recorder = ActionRecorder<ShopAction>()
        let source = ProductList(count: 3, handler: AnyActionHandlingProvider(recorder))
        list.dataSource = source
        list.reloadData()
        let cell = try #require(list.cellForRow(at: 0) as? ProductCell)
        defer { withExtendedLifetime(source) {} }
        #expect(cell.reuseIdentifier == "product")
        list.scroll(to: 1)
        #expect(cell.reuseCount == 1)
        #expect(list.cellForRow(at: 1) === cell)
    }

    @Test func onlyAPlaceholderSaysSoInTheDump() {
        let cell = ListCell()
        #expect(!cell.isPlaceholder)
        #expect(cell.dumpAttributes == [])
    }
}
