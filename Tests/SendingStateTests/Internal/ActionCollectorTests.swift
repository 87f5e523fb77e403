import Testing

@testable import SendingState

@MainActor
struct ActionCollectorTests {
    @Test func recordsActionsOfAnyTypeInOrder() {
        let collector = ActionCollector(storage: SenderStorage())
        collector.record([TestAction.log, .tapped(1)])
        collector.record(["text"])
        #expect(collector.actions.count == 3)
        #expect(collector.actions[0] as? TestAction == .log)
        #expect(collector.actions[1] as? TestAction == .tapped(1))
        #expect(collector.actions[2] as? String == "text")
    }

    @Test func asksForTheDeclaredEventItWasMadeFor() {
        #expect(ActionCollector(storage: SenderStorage()).declaredEvent == nil)
        let collector = ActionCollector(storage: SenderStorage(), declaredEvent: .control(.valueChanged))
        #expect(collector.declaredEvent == .control(.valueChanged))
    }
}
