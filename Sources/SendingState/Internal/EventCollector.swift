/// Collects the events a declaration maps, without running any action closure.
@MainActor
final class EventCollector {
    private(set) var events: [SenderEvent] = []

    /// Records a mapped event.
    func record(_ event: SenderEvent) {
        events.append(event)
    }
}
