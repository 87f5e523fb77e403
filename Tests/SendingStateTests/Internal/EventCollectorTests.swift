import Testing

@testable import SendingState

@MainActor
struct EventCollectorTests {
    @Test func recordsEventsInOrder() {
        let collector = EventCollector()
        collector.record(.control(.touchUpInside))
        collector.record(.gesture(.pan()))
        #expect(collector.events == [.control(.touchUpInside), .gesture(.pan())])
    }
}
