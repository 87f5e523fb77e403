import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct CollectionCellTests {
    /// A cell subclassed as UIKit's collection view cells are, overriding `init(frame:)`.
    final class PhotoCell: CollectionCell {
        let photo = ImageView()
        private(set) var frameAtInit: Rect?

        override init(frame: Rect) {
            super.init(frame: frame)
            frameAtInit = frame
            contentView.addSubview(photo)
        }

        required init?(coder: Coder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// Shows `count` `PhotoCell`s.
    final class Photos: ListViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }

        func numberOfRows(in listView: ListView) -> Int { count }

        func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
            listView.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(row: row, section: 0))
        }
    }

    @Test func aListCreatesASubclassThroughItsInitFrameWithTheRegisteredIdentifier() throws {
        let list = ListView(frame: Rect(x: 0, y: 0, width: 320, height: 100))
        list.rowHeight = 100
        list.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        let photos = Photos(count: 1)
        list.dataSource = photos
        list.reloadData()
        let cell = try #require(list.cellForRow(at: 0) as? PhotoCell)
        #expect(cell.frameAtInit == .zero)
        #expect(cell.reuseIdentifier == "photo")
        #expect(cell.photo.superview === cell.contentView)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 100))
    }

    @Test func initFrameKeepsTheFrameWithTheDefaultStyle() {
        let cell = CollectionCell(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.detailTextLabel == nil)
    }

    @Test func initStyleRunsTheOverriddenInitFrameAndKeepsTheIdentifierButNotTheStyle() {
        let cell = PhotoCell(style: .subtitle, reuseIdentifier: "photo")
        #expect(cell.frameAtInit == .zero)
        #expect(cell.reuseIdentifier == "photo")
        #expect(cell.detailTextLabel == nil, "a collection cell has the default style")
    }
}
