import Testing

@testable import SendingState

@MainActor
struct HandlerBoxTests {
    @Test func deliversOnlyActionsOfTheHandlersType() {
        let recorder = Recorder<TestAction>()
        let box = TypedHandlerBox(recorder)
        box.deliver([TestAction.log, .tapped(1)])
        box.deliver([OtherAction.other])
        box.deliver([TestAction.opened(2) as Any, "not an action"])
        #expect(recorder.actions == [.log, .tapped(1), .opened(2)])
    }

    @Test func holdsItsHandlerWeaklyAndKnowsItByIdentity() {
        var recorder: Recorder<TestAction>? = Recorder<TestAction>()
        let box = TypedHandlerBox(recorder!)
        #expect(box.holds(recorder!))
        #expect(!box.holds(Recorder<TestAction>()))
        recorder = nil
        #expect(box.object == nil)
        box.deliver([TestAction.log])
    }
}
