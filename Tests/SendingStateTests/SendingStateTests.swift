import SendingState
import Testing

@MainActor
struct SendingStateTests {
    @Test func wrapsItsBase() {
        let sender = TestSender(tag: 5)
        #expect(SendingState(sender).base === sender)
        #expect(SendingState(7).base == 7)
    }
}
