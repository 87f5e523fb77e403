import SendingState
import Testing

@MainActor
struct SendingStateTests {
    struct Plain: SendingStateHost {
        var value = 42
    }

    @Test func ssWrapsTheHost() {
        let host = Plain()
        #expect(host.ss.base.value == 42)
        let sender = TestSender(tag: 5)
        #expect(sender.ss.base === sender)
    }
}
