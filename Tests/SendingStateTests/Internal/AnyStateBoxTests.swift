import Testing

@testable import SendingState

@MainActor
struct AnyStateBoxTests {
    @Test func anEmptyBoxHoldsNothing() {
        let box = AnyStateBox()
        #expect(box.value(as: Int.self) == nil)
        #expect(box.state(as: Int.self) == nil)
    }
}
