import SendingState
import Testing

struct PointTests {
    @Test func describesCoordinates() {
        #expect(Point(x: 3, y: -4.25).description == "(3, -4.25)")
        #expect(Point.zero == Point(x: 0, y: 0))
        #expect(Point(x: .nan, y: .infinity).description == "(nan, inf)")
    }
}
