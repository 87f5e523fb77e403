import Testing

@testable import SendingState

@MainActor
struct TypedHandlerBoxTests {
    @Test func deliversOnlyActionsThatConvertToTheHandlersType() {
        let recorder = Recorder<TestAction>()
        let box = TypedHandlerBox(recorder)
        box.deliverConverting([TestAction.log, .tapped(1)])
        box.deliverConverting([OtherAction.other])
        box.deliverConverting([TestAction.opened(2) as Any, "not an action"])
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
        box.deliverConverting([TestAction.log])
    }
}
