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

    @Test func deliversOnlyActionsThatConvertToTheHandlersType() {
        let recorder = Recorder<TestAction>()
        let box = TypedHandlerBox(recorder)
        box.receiveConverting(TestAction.log)
        box.receiveConverting(TestAction.tapped(1))
        box.receiveConverting(OtherAction.other)
        box.receiveConverting(TestAction.opened(2) as Any)
        box.receiveConverting("not an action" as Any)
        #expect(recorder.actions == [.log, .tapped(1), .opened(2)])
    }

    @Test func isTheSinkOfItsHandlersActionType() {
        let recorder = Recorder<TestAction>()
        let box: HandlerBox = TypedHandlerBox(recorder)
        #expect(!(box is ActionSink<OtherAction>))
        let sink = box as? ActionSink<TestAction>
        sink?.receive(.log)
        #expect(recorder.actions == [.log])
    }

    @Test func holdsItsHandlerWeaklyAndDeliversNothingOnceItIsReleased() {
        var recorder: Recorder<TestAction>? = Recorder<TestAction>()
        let box = TypedHandlerBox(recorder!)
        let weakRecorder = Weak(recorder!)
        recorder = nil
        #expect(weakRecorder.object == nil)
        #expect(box.object == nil)
        box.receive(.log)
        box.receiveConverting(TestAction.log)
    }
}
