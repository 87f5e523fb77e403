import Testing

@testable import SendingState

@MainActor
struct TypedObservationEntryTests {
    @Test func passesTheOwnerTheOldAndTheNewState() {
        let owner = TestSender()
        var seen: [String] = []
        let entry = TypedObservationEntry<Int>(owner: owner) { owner, old, new in
            seen.append("\(owner === nil ? "none" : "owner") \(old)→\(new)")
        }
        entry.notify(entry.owner, 1, 2)
        #expect(seen == ["owner 1→2"])
    }
}
