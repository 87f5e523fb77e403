import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct EventForwardableTests {
    @Test func allMappingsListEverySenderAndEventWithoutRunningActions() {
        let cell = ItemCell()
        let mappings = cell.eventForwarder.allMappings
        #expect(
            mappings.map(\.event) == [
                .control(.touchUpInside), .control(.touchUpInside), .control(.touchUpInside),
                .gesture(.pan(on: .all)),
            ])
        #expect(mappings[0].sender === cell.button)
        #expect(mappings[3].sender === cell.background)
    }

    @Test func actionsForAnEventUseTheBoundStateAndDeliverNothing() {
        let cell = ItemCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.ss.configure(Item(id: 5, title: "a"))
        let actions = cell.eventForwarder.actions(for: cell.button, event: .control(.touchUpInside))
        #expect(actions.compactMap { $0 as? TestAction } == [.tapped(1), .opened(5)])
        #expect(recorder.actions.isEmpty)
    }

    @Test func aCustomConformerOnlyListsItsForwarders() {
        struct Pair: EventForwardable {
            let first: EventForwarder
            let second: EventForwarder
            var forwarders: [EventForwarder] { [first, second] }
        }
        let a = TestSender(tag: 1)
        let b = TestSender(tag: 2)
        let pair = Pair(
            first: EventForwarder(a) { _, ctx in ctx.control(.valueChanged) { [TestAction.log] } },
            second: EventForwarder(b) { _, ctx in ctx.control(.valueChanged) { [TestAction.tapped(2)] } }
        )
        #expect(pair.allSenders.count == 2)
        #expect(
            pair.actions(for: b, event: .control(.valueChanged)).compactMap { $0 as? TestAction } == [
                .tapped(2)
            ])
    }

    @Test func theForwarderIsEvaluatedWhenFirstNeededAndCached() {
        let cell = ItemCell()
        #expect(cell.forwarderEvaluations == 0)
        cell.ss.addActionHandler(to: Recorder<TestAction>())
        cell.ss.configure(Item(id: 1, title: "a"))
        cell.button.tap()
        #expect(cell.forwarderEvaluations == 1)
    }
}
