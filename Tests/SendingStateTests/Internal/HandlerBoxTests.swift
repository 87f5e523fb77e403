import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct HandlerBoxTests {
    @Test func aBoxKnowsItsHandlerByIdentity() {
        let recorder = Recorder<TestAction>()
        let box: HandlerBox = TypedHandlerBox(recorder)
        #expect(box.holds(recorder))
        #expect(!box.holds(Recorder<TestAction>()))
        #expect(box.object === recorder)
    }

    @Test func aPlainBoxDeliversNothing() {
        let box = HandlerBox(id: ObjectIdentifier(Recorder<TestAction>()))
        box.receiveConverting(TestAction.log)
        #expect(box.object == nil)
    }
}
