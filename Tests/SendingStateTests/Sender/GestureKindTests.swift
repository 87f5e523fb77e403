import SendingState
import Testing

struct GestureKindTests {
    @Test func onlyTapAndSwipeAreDiscrete() {
        #expect(GestureKind.allCases.filter(\.isDiscrete) == [.tap, .swipe])
        #expect(GestureKind.allCases.count == 8)
        #expect(GestureKind.screenEdge.description == "screenEdge")
    }
}
