import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct AnyActionHandlingProviderTests {
    @Test func attachIsIdempotentThroughAnExistential() {
        let recorder = Recorder<TestAction>()
        let handler = AnyActionHandlingProvider(recorder)
        let cell: any Sender & EventForwardingProvider = ItemCell()
        handler.attach(to: cell)
        handler.attach(to: cell)
        (cell as? ItemCell)?.secondButton.tap()
        #expect(recorder.actions == [.log])
    }

    @Test func attachingTheWrapperAndTheTypedHandlerCountsOnce() {
        let recorder = Recorder<TestAction>()
        let cell = ItemCell()
        cell.ss.addActionHandler(to: recorder)
        AnyActionHandlingProvider(recorder).attach(to: cell)
        cell.secondButton.tap()
        #expect(recorder.actions == [.log])
    }

    @Test func detachStopsForwarding() {
        let recorder = Recorder<TestAction>()
        let handler = AnyActionHandlingProvider(recorder)
        let cell = ItemCell()
        handler.attach(to: cell)
        handler.detach(from: cell)
        cell.secondButton.tap()
        #expect(recorder.actions.isEmpty)
    }

    @Test func theWrapperHoldsItsHandlerWeakly() {
        var recorder: Recorder<TestAction>? = Recorder<TestAction>()
        let weakRecorder = Weak(recorder!)
        let handler = AnyActionHandlingProvider(recorder!)
        let cell = ItemCell()
        handler.attach(to: cell)
        recorder = nil
        #expect(weakRecorder.object == nil)
        #expect(handler.base == nil)
        cell.secondButton.tap()
        #expect(cell.ss.actionHandlerCount == 0)
    }

    @Test func handleIgnoresActionsOfAnotherType() {
        let recorder = Recorder<TestAction>()
        let handler = AnyActionHandlingProvider(recorder)
        handler.handle(action: OtherAction.other)
        handler.handle(action: TestAction.log)
        #expect(recorder.actions == [.log])
    }

    @Test func assignAndRemoveWorkWithTheTypeErasedForm() {
        let first = Recorder<TestAction>()
        let second = Recorder<TestAction>()
        let cell = ItemCell()
        cell.ss.addActionHandler(to: first)
        cell.ss.assignAnyActionHandler(to: AnyActionHandlingProvider(second))
        cell.secondButton.tap()
        cell.ss.removeAnyActionHandler(from: AnyActionHandlingProvider(second))
        cell.secondButton.tap()
        #expect(first.actions.isEmpty)
        #expect(second.actions == [.log])
    }
}
