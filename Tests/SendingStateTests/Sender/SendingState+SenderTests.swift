import SendingState
import SendingStateTestSupport
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

    @Test func aReportedKeyFiresTheMappingsOfThatKeyWithExactlyItsModifiers() {
        let screen = KeyScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        screen.ss.report(.key("q"))
        screen.ss.report(.key(KeyPress("q", modifierFlags: .command)))
        screen.ss.report(.key(KeyPress("s", modifierFlags: .command)))
        screen.ss.report(.key(KeyPress("s", modifierFlags: [.command, .shift])))
        screen.ss.report(.control(.touchUpInside))
        #expect(recorder.actions == ["quit", "save", "tapped"])
        #expect(
            screen.ss.mappedEvents == [
                .key("q"), .key(KeyPress("s", modifierFlags: .command)), .control(.touchUpInside),
            ])
    }

    @Test(
        "hasMapping(for:) tells whether a report would fire a mapping, counting only providers with a handler"
    )
    func hasMappingTellsWhetherAReportWouldFireAMapping() {
        let screen = KeyScreen()
        #expect(!screen.ss.hasMapping(for: .key("q")), "no handler, so nothing would be delivered")
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        #expect(screen.ss.hasMapping(for: .key("q")))
        #expect(screen.ss.hasMapping(for: .key(KeyPress("s", modifierFlags: .command))))
        #expect(!screen.ss.hasMapping(for: .key("s")), "the modifiers must match exactly")
        #expect(!screen.ss.hasMapping(for: .key(KeyPress(.escape))))
        #expect(screen.ss.hasMapping(for: .control([.touchDown, .touchUpInside])))
        #expect(!screen.ss.hasMapping(for: .control(.touchDown)))
        #expect(!screen.ss.hasMapping(for: .gesture(.tap, GestureValues(phase: .recognized))))
        #expect(!TestSender().ss.hasMapping(for: .key("q")), "a sender nothing declares")
        #expect(recorder.actions.isEmpty, "asking fires nothing")
        screen.ss.removeActionHandler(from: recorder)
        #expect(!screen.ss.hasMapping(for: .key("q")))
    }

    @Test func hasMappingLooksAtEveryRouteThatMayMatch() {
        let button = TestSender()
        let first = KeyProvider(button, mapping: .control(.touchUpInside))
        let second = KeyProvider(button, mapping: .key(KeyPress(.escape)))
        let recorder = Recorder<String>()
        first.ss.addActionHandler(to: recorder)
        second.ss.addActionHandler(to: recorder)
        #expect(button.ss.hasMapping(for: .key(KeyPress(.escape))))
        #expect(button.ss.hasMapping(for: .control(.touchUpInside)))
        #expect(!button.ss.hasMapping(for: .key(KeyPress(.return))))
        second.ss.removeActionHandler(from: recorder)
        #expect(!button.ss.hasMapping(for: .key(KeyPress(.escape))), "its provider has no handler left")
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

/// A screen that maps two shortcuts and a tap on itself.
private final class KeyScreen: Sender, EventForwardingProvider {
    let senderStorage = SenderStorage()

    var eventForwarder: any EventForwardable {
        EventForwarder(self) { _, ctx in
            ctx.key("q") { ["quit"] }
            ctx.key("s", modifierFlags: .command) { ["save"] }
            ctx.control(.touchUpInside) { ["tapped"] }
        }
    }
}

/// A provider that maps one event on another sender.
private final class KeyProvider: Sender, EventForwardingProvider {
    let senderStorage = SenderStorage()
    let sender: TestSender
    let mapping: SenderEvent

    init(_ sender: TestSender, mapping: SenderEvent) {
        self.sender = sender
        self.mapping = mapping
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(sender) { [mapping] _, ctx in
            switch mapping {
            case .control(let events): ctx.control(events) { ["control"] }
            case .key(let press): ctx.key(press.key, modifierFlags: press.modifierFlags) { ["key"] }
            case .gesture(let gesture): ctx.gesture(gesture) { ["gesture"] }
            }
        }
    }
}
