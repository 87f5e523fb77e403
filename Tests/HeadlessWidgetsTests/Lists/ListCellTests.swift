import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ListCellTests {
    @Test func knowsItsReuseIdentifierAndIsPreparedBeforeReuse() throws {
        let recorder = ActionRecorder<ProductRowAction>()
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

    /// A row subclassed as UIKit's table cells are, with a style of its own.
    final class SubtitleCell: ListCell {
        private(set) var identifierAtInit: String?

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            identifierAtInit = reuseIdentifier
        }

        required init?(coder: Coder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// Shows `count` rows of `SubtitleCell`s.
    final class SubtitleRows: ListViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }

        func numberOfRows(in listView: ListView) -> Int { count }

        func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
            let cell = listView.dequeueReusableCell(withIdentifier: "subtitle", for: row)
            cell.textLabel?.text = "Row \(row)"
            return cell
        }
    }

    @Test func aListCreatesASubclassThroughItsOverrideAndGivesItTheRegisteredIdentifier() throws {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 88))
        list.rowHeight = 44
        list.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        let rows = SubtitleRows(count: 2)
        list.dataSource = rows
        list.reloadData()
        let cell = try #require(list.cellForRow(at: 1) as? SubtitleCell)
        #expect(cell.reuseIdentifier == "subtitle")
        #expect(cell.identifierAtInit == nil, "the list sets the identifier right after init()")
        #expect(cell.detailTextLabel != nil, "the override chose the subtitle style")
        #expect(cell.textLabel?.text == "Row 1")
        #expect(list.createdCellCount == 2)
    }

    @Test func theInitializerKeepsTheStyleAndTheReuseIdentifier() {
        let cell = ListCell(style: .value1, reuseIdentifier: "total")
        #expect(cell.reuseIdentifier == "total")
        #expect(cell.dumpAttributes == ["style=value1"])
        #expect(ListCell().reuseIdentifier == nil)
    }

    @Test func initFrameMakesADefaultCellWithTheFrame() {
        let cell = ListCell(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.detailTextLabel == nil)
        #expect(cell.dumpAttributes == [])
    }

    @Test(arguments: [
        (ListCell.CellStyle.default, false, true), (.value1, true, true), (.value2, true, false),
        (.subtitle, true, true),
    ])
    func eachStyleHasUIKitsLabelsAndImageView(style: ListCell.CellStyle, detail: Bool, image: Bool) {
        let cell = ListCell(style: style, reuseIdentifier: nil)
        #expect(cell.textLabel != nil)
        #expect((cell.detailTextLabel != nil) == detail)
        #expect((cell.imageView != nil) == image)
    }

    @Test func theStyleViewsAreMadeWhenFirstUsedInTheContentViewAndKept() throws {
        let cell = ListCell(style: .subtitle, reuseIdentifier: nil)
        #expect(cell.subviews.isEmpty, "nothing is made until it is used")
        let text = try #require(cell.textLabel)
        #expect(cell.textLabel === text)
        #expect(cell.contentView.subviews.count == 1)
        #expect(text.superview === cell.contentView)
        _ = cell.detailTextLabel
        _ = cell.imageView
        #expect(cell.contentView.subviews.count == 3)
        #expect(cell.detailTextLabel === cell.detailTextLabel)
        #expect(cell.imageView === cell.imageView)
    }

    @Test func aSubtitleCellShowsItsTextAboveItsDetailAfterTheImage() throws {
        let cell = ListCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 60)
        let image = try #require(cell.imageView)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(image.frame == Rect(x: 16, y: 0, width: 60, height: 60))
        #expect(text.frame == Rect(x: 92, y: 0, width: 212, height: 30))
        #expect(detail.frame == Rect(x: 92, y: 30, width: 212, height: 30))
    }

    @Test func aValue1CellShowsItsTextBesideItsDetail() throws {
        let cell = ListCell(style: .value1, reuseIdentifier: nil)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        cell.frame = Rect(x: 0, y: 0, width: 332, height: 44)
        #expect(text.frame == Rect(x: 16, y: 0, width: 150, height: 44))
        #expect(detail.frame == Rect(x: 166, y: 0, width: 150, height: 44))
    }

    @Test func aValue2CellGivesItsTextAThirdAndItsDetailTheRest() throws {
        let cell = ListCell(style: .value2, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 332, height: 44)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        #expect(text.frame == Rect(x: 16, y: 0, width: 100, height: 44))
        #expect(detail.frame == Rect(x: 116, y: 0, width: 200, height: 44))
    }

    @Test func aDefaultCellsTextFillsTheCellAndNeverGoesBelowZeroWidth() throws {
        let cell = ListCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        let text = try #require(cell.textLabel)
        #expect(text.frame == Rect(x: 16, y: 0, width: 288, height: 44))
        cell.frame = Rect(x: 0, y: 0, width: 20, height: 44)
        #expect(text.frame.size.width == 0)
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

    @Test(arguments: [
        (ListCell.CellStyle.value1, "style=value1"), (.value2, "style=value2"), (.subtitle, "style=subtitle"),
    ])
    func theDumpNamesEveryStyleButTheDefault(style: ListCell.CellStyle, attribute: String) {
        let cell = ListCell(style: style, reuseIdentifier: nil)
        #expect(cell.dumpAttributes == [attribute])
        #expect(cell.dump().contains(attribute))
    }

    @Test func theDefaultCellStyleIsNotNamed() {
        #expect(ListCell(style: .default, reuseIdentifier: nil).dumpAttributes == [])
    }
}
