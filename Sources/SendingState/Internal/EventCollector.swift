/// Collects the events a declaration maps, without running any action closure.
@MainActor
@usableFromInline
final class EventCollector {
    private(set) var events: [SenderEvent] = []

    /// Records a mapped event.
    @usableFromInline
    func record(_ event: SenderEvent) {
        events.append(event)
    }
}
