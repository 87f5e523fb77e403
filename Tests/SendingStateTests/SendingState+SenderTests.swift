import SendingState
import Testing

@MainActor
struct SendingStateSenderTests {
    @Test func reportForwardsMatchingActionsInDeclarationOrder() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.configure(Item(id: 9, title: "a"))
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(9)])
    }

    @Test func unmappedEventsProduceNothing() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.button.ss.report(.control(.touchDown))
        cell.button.ss.report(.gesture(.tap, GestureValues(phase: .ended, numberOfTaps: 1)))
        #expect(recorder.actions.isEmpty)
    }

    @Test func aReportWithSeveralEventsFiresEachMappingOnce() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.secondButton.ss.report(.control([.touchUpInside, .primaryActionTriggered]))
        #expect(recorder.actions == [.log])
    }

    @Test func mappedEventsListWhatTheForwarderDeclaresOnceAHandlerIsAttached() {
        let cell = ItemCell()
        #expect(cell.button.ss.mappedEvents.isEmpty)
        cell.ss.configure(Item(id: 1, title: "a"))
        #expect(cell.button.ss.mappedEvents.isEmpty, "no handler, no recognizer")
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        #expect(cell.button.ss.mappedEvents == [.control(.touchUpInside)])
        #expect(cell.background.ss.mappedEvents == [.gesture(.pan(on: .all))])
        #expect(cell.ss.mappedEvents.isEmpty)
    }

    @Test func sendersAreToldWhenTheirMappedEventsChange() {
        let cell = ItemCell()
        let first = Recorder<TestAction>()
        let second = Recorder<TestAction>()
        cell.ss.configure(Item(id: 1, title: "a"))
        #expect(cell.button.mappedEventsChanges == 0, "configuring maps nothing without a handler")
        cell.ss.addActionHandler(to: first)
        #expect(cell.button.mappedEventsChanges == 1, "the first handler")
        cell.ss.addActionHandler(to: second)
        #expect(cell.button.mappedEventsChanges == 1, "a second handler changes nothing")
        cell.ss.reloadEventForwarder()
        #expect(cell.button.mappedEventsChanges == 2, "a reload tells each sender once")
        #expect(cell.button.ss.mappedEvents == [.control(.touchUpInside)])
        cell.ss.removeActionHandler(from: first)
        #expect(cell.button.mappedEventsChanges == 2, "one handler is left")
        cell.ss.removeActionHandler(from: second)
        #expect(cell.button.mappedEventsChanges == 3, "the last removal")
        #expect(cell.button.ss.mappedEvents.isEmpty, "no handler, no recognizer")
        cell.ss.assignActionHandler(to: first)
        #expect(cell.button.mappedEventsChanges == 4)
        cell.ss.removeAllActionHandlers()
        #expect(cell.button.mappedEventsChanges == 5)
        let erased = AnyActionHandlingProvider(second)
        erased.attach(to: cell)
        #expect(cell.button.mappedEventsChanges == 6)
        erased.detach(from: cell)
        #expect(cell.button.mappedEventsChanges == 7)
        cell.ss.assignAnyActionHandler(to: erased)
        #expect(cell.button.mappedEventsChanges == 8)
    }

    @Test func sendersAreToldWhenTheirProviderIsReleased() {
        var cell: ItemCell? = ItemCell()
        let button = cell!.button
        let recorder = Recorder<TestAction>()
        cell!.ss.addActionHandler(to: recorder)
        let before = button.mappedEventsChanges
        cell = nil
        #expect(button.mappedEventsChanges == before + 1)
        #expect(button.ss.mappedEvents.isEmpty)
    }

    @Test func stateOfAnotherTypeReadsAsNil() {
        let sender = TestSender()
        #expect(sender.ss.state(Int.self) == nil)
        let cell = ItemCell()
        cell.ss.configure(Item(id: 1, title: "a"))
        #expect(cell.button.ss.state(String.self) == nil)
    }

    @Test func aSenderOutlivingItsProviderForwardsNothing() {
        let recorder = Recorder<TestAction>()
        var cell: ItemCell? = ItemCell()
        let button = cell!.button
        cell!.ss.addActionHandler(to: recorder)
        cell = nil
        button.tap()
        #expect(recorder.actions.isEmpty)
        #expect(button.ss.mappedEvents.isEmpty)
    }

    @Test func twoSendersOfDifferentClassesSharingOneStorageDispatchOnlyForTheFirst() {
        final class Intruder: Sender {
            let senderStorage: SenderStorage
            init(sharing storage: SenderStorage) { senderStorage = storage }
        }
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.configure(Item(id: 1, title: "a"))
        cell.ss.addActionHandler(to: recorder)
        let intruder = Intruder(sharing: cell.button.senderStorage)
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            intruder.ss.report(.control(.touchUpInside))
        }
        #expect(recorder.actions.isEmpty, "nothing is dispatched for the intruder")
        #expect(diagnostics.reports == [.sharedSenderStorage(owner: "TestSender", intruder: "Intruder")])
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .opened(1)], "the owner still works")
    }
}
