import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct EventForwardingProviderTests {
    @Test func theForwarderIsEvaluatedWhenFirstNeededAndCached() {
        let cell = ItemCell()
        #expect(cell.forwarderEvaluations == 0)
        cell.ss.addActionHandler(to: Recorder<TestAction>())
        cell.ss.configure(Item(id: 1, title: "a"))
        cell.button.tap()
        #expect(cell.forwarderEvaluations == 1)
    }
}
