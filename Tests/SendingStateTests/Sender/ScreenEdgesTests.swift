import SendingState
import Testing

struct ScreenEdgesTests {
    @Test func allHoldsEveryEdge() {
        #expect(ScreenEdges.all == [.top, .left, .bottom, .right])
        #expect(ScreenEdges.left.description == "[left]")
    }
}
