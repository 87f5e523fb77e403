import Testing

@testable import SendingState

@MainActor
struct ObservationEntryTests {
    @Test func anEntryWithoutAnOwnerIsActiveUntilCancelled() {
        let entry = ObservationEntry(owner: nil)
        #expect(entry.isActive)
        entry.isCancelled = true
        #expect(!entry.isActive)
    }

    @Test func anEntryWithAnOwnerEndsWhenTheOwnerIsReleased() {
        var owner: TestSender? = TestSender()
        let entry = ObservationEntry(owner: owner)
        #expect(entry.isActive)
        owner = nil
        #expect(!entry.isActive)
    }
}
