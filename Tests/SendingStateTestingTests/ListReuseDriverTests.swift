import SendingState
import SendingStateTesting
import Testing

@MainActor
struct ListReuseDriverTests {
    /// A driver that writes only what it must.
    struct MinimalDriver: ListReuseDriver {
        func makeList(handler: AnyActionHandlingProvider) {}
        func show(_ rows: [ListReuseRow]) {}
        func rowView(at row: Int) -> SenderStorage? { nil }
        func fire(_ rowView: SenderStorage) {}
    }

    @Test func byDefaultReleasingTheListDoesNothing() throws {
        try MinimalDriver().release()
    }
}
