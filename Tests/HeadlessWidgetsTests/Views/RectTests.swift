import HeadlessWidgets
import SendingState
import Testing

struct RectTests {
    @Test func containsIncludesTopLeftEdgesOnly() {
        let rect = Rect(x: 10, y: 10, width: 20, height: 20)
        #expect(rect.contains(Point(x: 10, y: 10)))
        #expect(rect.contains(Point(x: 29.9, y: 29.9)))
        #expect(!rect.contains(Point(x: 30, y: 15)))
        #expect(!Rect.zero.contains(.zero))
    }

    @Test func describesAndCenters() {
        let rect = Rect(x: 0, y: 5, width: 100, height: 44.5)
        #expect(rect.description == "(0, 5, 100, 44.5)")
        #expect(rect.center == Point(x: 50, y: 27.25))
        #expect(rect.maxX == 100)
        #expect(rect.maxY == 49.5)
    }
}
