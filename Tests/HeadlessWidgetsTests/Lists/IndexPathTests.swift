import HeadlessWidgets
import Testing

struct IndexPathTests {
    @Test func rowAndItemAreTheSameIndexWithinTheSection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(path.section == 1)
        #expect(IndexPath(item: 3, section: 1) == path)
        path.item = 5
        #expect(path.row == 5)
        path.section = 2
        #expect(path == IndexPath(row: 5, section: 2))
    }

    @Test func ordersBySectionThenRow() {
        let paths = [
            IndexPath(row: 0, section: 1), IndexPath(row: 9, section: 0), IndexPath(row: 2, section: 1),
            IndexPath(row: 0, section: 0),
        ]
        #expect(
            paths.sorted() == [
                IndexPath(row: 0, section: 0), IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 1),
                IndexPath(row: 2, section: 1),
            ])
        #expect(Set(paths + paths).count == 4)
    }

    @Test func printsAsFoundationDoes() {
        #expect(IndexPath(row: 4, section: 1).description == "[1, 4]")
    }
}
