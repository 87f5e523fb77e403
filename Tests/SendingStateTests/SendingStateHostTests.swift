import SendingState
import Testing

@MainActor
struct SendingStateHostTests {
    struct Plain: SendingStateHost {
        var value = 42
    }

    @Test func anyHostGetsTheNamespaceOfItself() {
        #expect(Plain().ss.base.value == 42)
        let sender = TestSender(tag: 5)
        #expect(sender.ss.base === sender)
    }

    @Test func wrapsItsBase() {
        let sender = TestSender(tag: 5)
        #expect(SendingState(sender).base === sender)
        #expect(SendingState(7).base == 7)
    }
}
