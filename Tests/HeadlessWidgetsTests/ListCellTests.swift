import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ListCellTests {
    @Test func knowsItsReuseIdentifierAndIsPreparedBeforeReuse() throws {
        let recorder = ActionRecorder<ShopAction>()
        let source = ProductList(count: 3, handler: AnyActionHandlingProvider(recorder))
        let list = source.makeList(visibleRows: 1)
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

    @Test func theContentViewIsMadeWhenFirstUsedBehindTheOtherSubviewsAndFollowsTheCellsSize() throws {
        let cell = ListCell()
        let badge = Label(text: "new")
        cell.addSubview(badge)
        #expect(cell.subviews.count == 1, "no content view until it is used")
        let name = Label(text: "Milk")
        cell.contentView.addSubview(name)
        #expect(cell.subviews.first === cell.contentView)
        #expect(cell.subviews.last === badge)
        #expect(cell.contentView === cell.contentView)
        cell.frame = Rect(x: 0, y: 88, width: 320, height: 44)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        let window = makeWindow()
        window.addSubview(cell)
        let button = Button(title: "☆")
        button.frame = Rect(x: 270, y: 0, width: 44, height: 44)
        cell.contentView.addSubview(button)
        #expect(refusal(of: try button.tap()) == nil, "a button in the content view is reachable")
    }
}
