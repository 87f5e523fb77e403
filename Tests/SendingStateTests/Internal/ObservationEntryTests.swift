import Testing

@testable import SendingState

@MainActor
struct ObservationEntryTests {
    @Test func anEntryWithoutAnOwnerIsActiveUntilCancelled() {
        let entry = ObservationEntry<Int>(owner: nil) { _, _, _ in }
        #expect(entry.isActive)
        entry.cancel()
        #expect(!entry.isActive)
    }

    @Test func anEntryWithAnOwnerEndsWhenTheOwnerIsReleased() {
        var owner: TestSender? = TestSender()
        let entry = ObservationEntry<Int>(owner: owner) { _, _, _ in }
        #expect(entry.isActive)
        owner = nil
        #expect(!entry.isActive)
    }

    @Test func passesTheOwnerTheOldAndTheNewState() {
        let owner = TestSender()
        var seen: [String] = []
        let entry = ObservationEntry<Int>(owner: owner) { owner, old, new in
            seen.append("\(owner === nil ? "none" : "owner") \(old)→\(new)")
        }
        entry.notify(1, 2)
        #expect(seen == ["owner 1→2"])
        entry.cancel()
        entry.notify(2, 3)
        #expect(seen == ["owner 1→2"], "a cancelled entry calls nothing")
    }
}
