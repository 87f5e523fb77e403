import SendingStateTestSupport
import Testing

@testable import SendingState

/// What collects a dispatch's actions and events, and the sink that drops them.
@MainActor
struct CollectorTests {
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

    @Test func aPlainSinkReceivesNothing() {
        let sink = ActionSink<TestAction>(id: ObjectIdentifier(Recorder<TestAction>()))
        sink.receive(.log)
        #expect(sink.object == nil)
    }

    @Test func recordsEventsInOrder() {
        let collector = EventCollector()
        collector.record(.control(.touchUpInside))
        collector.record(.gesture(.pan()))
        #expect(collector.events == [.control(.touchUpInside), .gesture(.pan())])
    }
}
