import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct ActionSinkTests {
    @Test func aPlainSinkReceivesNothing() {
        let sink = ActionSink<TestAction>(id: ObjectIdentifier(Recorder<TestAction>()))
        sink.receive(.log)
        #expect(sink.object == nil)
    }
}
