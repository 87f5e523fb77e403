import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct SendingStateActionHandlingTests {
    @Test func addingTheSameHandlerTwiceDeliversEachActionOnce() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.addActionHandler(to: recorder)
        cell.secondButton.tap()
        #expect(recorder.actions == [.log])
        #expect(cell.ss.actionHandlerCount == 1)
    }

    @Test func handlersReceiveActionsInAttachmentOrder() {
        let cell = ItemCell()
        var order: [String] = []
        let first = Recorder<TestAction>()
        let second = Recorder<TestAction>()
        first.onHandle = { _ in order.append("first") }
        second.onHandle = { _ in order.append("second") }
        cell.ss.addActionHandler(to: first)
        cell.ss.addActionHandler(to: second)
        cell.secondButton.tap()
        #expect(order == ["first", "second"])
    }

    @Test func assignReplacesEveryHandler() {
        let cell = ItemCell()
        let old = Recorder<TestAction>()
        let new = Recorder<TestAction>()
        cell.ss.addActionHandler(to: old)
        cell.ss.addActionHandler(to: Recorder<OtherAction>())
        cell.ss.assignActionHandler(to: new)
        cell.secondButton.tap()
        #expect(old.actions.isEmpty)
        #expect(new.actions == [.log])
        #expect(cell.ss.actionHandlerCount == 1)
    }

    @Test func removeStopsForwardingToThatHandlerOnly() {
        let cell = ItemCell()
        let removed = Recorder<TestAction>()
        let kept = Recorder<TestAction>()
        cell.ss.addActionHandler(to: removed)
        cell.ss.addActionHandler(to: kept)
        cell.ss.removeActionHandler(from: removed)
        cell.secondButton.tap()
        #expect(removed.actions.isEmpty)
        #expect(kept.actions == [.log])
    }

    @Test func removeAllStopsForwarding() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.addAnyActionHandler(to: AnyActionHandlingProvider(Recorder<TestAction>()))
        cell.ss.removeAllActionHandlers()
        cell.secondButton.tap()
        #expect(recorder.actions.isEmpty)
        #expect(cell.ss.actionHandlerCount == 0)
    }

    @Test func removingAHandlerThatWasNeverAttachedDoesNothing() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.removeActionHandler(from: recorder)
        cell.ss.addActionHandler(to: recorder)
        cell.ss.removeActionHandler(from: Recorder<TestAction>())
        cell.secondButton.tap()
        #expect(recorder.actions == [.log])
    }

    @Test func aHandlerOfAnotherActionTypeIgnoresTheAction() {
        let cell = ItemCell()
        let other = Recorder<OtherAction>()
        let mine = Recorder<TestAction>()
        cell.ss.addActionHandler(to: other)
        cell.ss.addActionHandler(to: mine)
        cell.secondButton.tap()
        #expect(other.actions.isEmpty)
        #expect(mine.actions == [.log])
    }

    @Test func aHandlerOfAnExistentialActionTypeReceivesConformingActions() {
        let cell = ItemCell()
        let anything = Recorder<Any>()
        cell.ss.addActionHandler(to: anything)
        cell.secondButton.tap()
        #expect(anything.actions.count == 1)
        #expect(anything.actions.first as? TestAction == .log)
    }

    @Test func handlersAreHeldWeaklyAndAReleasedOneIsSkipped() {
        let cell = ItemCell()
        let kept = Recorder<TestAction>()
        var released: Recorder<TestAction>? = Recorder<TestAction>()
        let weakReleased = Weak(released!)
        cell.ss.addActionHandler(to: released!)
        cell.ss.addActionHandler(to: kept)
        released = nil
        #expect(weakReleased.object == nil)
        cell.secondButton.tap()
        #expect(kept.actions == [.log])
        #expect(cell.ss.actionHandlerCount == 1)
    }

    @Test func aStateAwareMappingSeesTheLatestModelAfterReuse() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.configure(Item(id: 1, title: "first row"))
        cell.button.tap()
        cell.ss.configure(Item(id: 2, title: "reused for second row"))
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(1), .tapped(1), .opened(2)])
    }

    @Test func aStateAwareMappingWithoutBoundStateProducesNoAction() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1)])
    }

    @Test func theForwarderIsEvaluatedOnceNotPerEvent() {
        let cell = ItemCell()
        cell.ss.addActionHandler(to: Recorder<TestAction>())
        for _ in 0..<100 {
            cell.button.tap()
        }
        #expect(cell.forwarderEvaluations == 1)
    }

    @Test func reloadKeepsHandlersAndRebindsState() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.configure(Item(id: 4, title: "a"))
        cell.ss.addActionHandler(to: recorder)
        cell.ss.reloadEventForwarder()
        #expect(cell.forwarderEvaluations == 2)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(4)])
    }

    @Test func releasingTheViewReleasesSendersAndHandlerRegistrations() {
        var cell: ItemCell? = ItemCell()
        var recorder: Recorder<TestAction>? = Recorder<TestAction>()
        let weakCell = Weak(cell!)
        let weakButton = Weak(cell!.button)
        let weakRecorder = Weak(recorder!)
        cell!.ss.configure(Item(id: 1, title: "a"))
        cell!.ss.addActionHandler(to: recorder!)
        cell!.button.tap()
        cell = nil
        recorder = nil
        #expect(weakCell.object == nil)
        #expect(weakButton.object == nil)
        #expect(weakRecorder.object == nil)
    }

    @Test func theSameSenderInTwoProvidersForwardsToBoth() {
        let shared = TestSender(tag: 8)
        final class Provider: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let target: TestSender
            let action: TestAction
            init(_ target: TestSender, _ action: TestAction) {
                self.target = target
                self.action = action
            }
            var eventForwarder: any EventForwardable {
                let action = action
                return EventForwarder(target) { _, ctx in ctx.control(.touchUpInside) { [action] } }
            }
        }
        let first = Provider(shared, .log)
        let second = Provider(shared, .tapped(2))
        let recorder = Recorder<TestAction>()
        first.ss.addActionHandler(to: recorder)
        second.ss.addActionHandler(to: recorder)
        shared.tap()
        #expect(recorder.actions == [.log, .tapped(2)])
    }

    @Test func releasedHandlersAreNotCountedAndTheirEntriesAreDropped() {
        let cell = ItemCell()
        var released: Recorder<TestAction>? = Recorder()
        cell.ss.addActionHandler(to: released!)
        let kept = Recorder<TestAction>()
        cell.ss.addActionHandler(to: kept)
        #expect(cell.ss.actionHandlerCount == 2)
        released = nil
        #expect(cell.ss.actionHandlerCount == 1)
        cell.ss.removeActionHandler(from: kept)
        #expect(cell.ss.actionHandlerCount == 0)
        #expect(
            cell.senderStorage.provider?.handlers.isEmpty == true, "no entry of the released handler is left")
    }

    @Test func typedAndTypeErasedHandlersShareOneRegistration() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        let erased = AnyActionHandlingProvider(recorder)
        cell.ss.addActionHandler(to: recorder)
        cell.ss.addAnyActionHandler(to: erased)
        #expect(cell.ss.actionHandlerCount == 1)
        cell.ss.assignAnyActionHandler(to: erased)
        cell.ss.assignActionHandler(to: recorder)
        #expect(cell.ss.actionHandlerCount == 1)
        cell.ss.removeAnyActionHandler(from: erased)
        #expect(cell.ss.actionHandlerCount == 0)
    }

    @Test func assigningAReleasedTypeErasedHandlerLeavesNoHandler() {
        let cell = ItemCell()
        cell.ss.addActionHandler(to: Recorder<TestAction>())
        let kept = Recorder<TestAction>()
        cell.ss.addActionHandler(to: kept)
        var gone: Recorder<TestAction>? = Recorder()
        let erased = AnyActionHandlingProvider(gone!)
        gone = nil
        cell.ss.assignAnyActionHandler(to: erased)
        #expect(cell.ss.actionHandlerCount == 0)
        cell.ss.addAnyActionHandler(to: erased)
        #expect(cell.ss.actionHandlerCount == 0)
    }

    // MARK: - An action no handler takes

    @Test func anActionNoHandlerTakesIsReportedOnceInDebugBuilds() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "Milk"))
        let reports = diagnostics {
            cell.secondButton.tap()
            cell.secondButton.tap()
            cell.button.tap()
        }
        #if DEBUG
            #expect(
                reports == [
                    "the ItemCell's mapping sent log, and no handler is attached to the ItemCell to receive it; "
                        + "attach one with ss.addActionHandler(to:), as each view that declares an eventForwarder "
                        + "needs its own (reported once per view, in debug builds)."
                ])
        #else
            #expect(reports.isEmpty)
        #endif
    }

    @Test func anActionAHandlerTakesReportsNothing() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        let reports = diagnostics { cell.secondButton.tap() }
        #expect(reports.isEmpty)
        #expect(recorder.actions == [.log])
    }

    @Test func anActionAfterItsOnlyHandlerWasReleasedIsReportedInDebugBuilds() {
        let cell = ItemCell()
        var recorder: Recorder<TestAction>? = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder!)
        recorder = nil
        let reports = diagnostics { cell.secondButton.tap() }
        #if DEBUG
            #expect(reports.count == 1)
            #expect(reports.first?.hasPrefix("the ItemCell's mapping sent log, and no handler") == true)
        #else
            #expect(reports.isEmpty)
        #endif
    }

    /// A screen that declares its own button and holds a nested provider, which declares another.
    final class Screen: Sender, EventForwardingProvider {
        let senderStorage = SenderStorage()
        let done = TestSender(tag: 1)
        let header = ItemCell()

        var eventForwarder: any EventForwardable {
            EventForwarder(done) { _, ctx in ctx.control(.touchUpInside) { [TestAction.log] } }
        }
    }

    @Test func aNestedProviderWithoutAHandlerIsNamedWhenItsActionIsLost() {
        let screen = Screen()
        screen.header.ss.configure(Item(id: 1, title: "Milk"))
        let recorder = Recorder<TestAction>()
        screen.ss.addActionHandler(to: recorder)
        let reports = diagnostics {
            screen.done.tap()
            screen.header.secondButton.tap()
        }
        #expect(recorder.actions == [.log])
        #if DEBUG
            #expect(reports.count == 1)
            #expect(reports.first?.contains("no handler is attached to the ItemCell") == true)
        #else
            #expect(reports.isEmpty)
        #endif
        screen.header.ss.addActionHandler(to: recorder)
        screen.header.secondButton.tap()
        #expect(recorder.actions == [.log, .log])
    }
}
