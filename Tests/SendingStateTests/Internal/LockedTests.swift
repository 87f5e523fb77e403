import Testing

@testable import SendingState

struct LockedTests {
    /// A guarded state that tells a torn update from a whole one.
    struct Ledger {
        var count = 0
        var recent: [Int] = []
    }

    @Test func aChangeMadeInsideTheLockIsSeenByTheNextCaller() {
        let ledger = Locked(Ledger())
        ledger.withLock { $0.count = 3 }
        #expect(ledger.withLock { $0.count } == 3)
    }

    @Test func returnsWhatTheClosureReturns() {
        let ledger = Locked(Ledger(count: 7))
        let doubled = ledger.withLock { ledger in ledger.count * 2 }
        #expect(doubled == 14)
    }

    @Test func releasesTheLockWhenTheClosureThrows() {
        struct Refused: Error {}
        let ledger = Locked(Ledger())
        #expect(throws: Refused.self) {
            try ledger.withLock { ledger in
                ledger.count = 1
                throw Refused()
            }
        }
        // A lock still held would deadlock here; the change made before the throw is kept.
        #expect(ledger.withLock { $0.count } == 1)
    }

    /// Four tasks on the global executor fight for the lock.
    ///
    /// Every update must count, and under `swift test --sanitize=thread` ThreadSanitizer must see
    /// each hand-over: on Linux a contended `Synchronization.Mutex` passes the lock inside the
    /// kernel, which ThreadSanitizer can't see, and this test then reports a race that isn't there.
    @Test func tasksThatFightForTheLockLoseNoUpdate() async {
        let ledger = Locked(Ledger())
        let tasks = 4
        let updates = 20_000
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for update in 0..<updates {
                        ledger.withLock { ledger in
                            ledger.count += 1
                            if ledger.recent.count == 8 { ledger.recent.removeFirst() }
                            ledger.recent.append(task * updates + update)
                        }
                    }
                }
            }
        }
        let (count, recent) = ledger.withLock { ($0.count, $0.recent) }
        #expect(count == tasks * updates)
        #expect(recent.count == 8)
    }
}
