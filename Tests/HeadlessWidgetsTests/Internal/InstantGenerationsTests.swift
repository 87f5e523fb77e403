import Testing

@testable import HeadlessWidgets

struct InstantGenerationsTests {
    let second = VirtualClock.Instant(offset: .seconds(1))

    @Test func anyNumberOfWaitersScheduledBeforeTheInstantIsOneGeneration() {
        var generations = InstantGenerations(limit: 1)
        var admitted = 0
        for sequence in 1...50_000 as ClosedRange<UInt64>
        where generations.admit(sequence: sequence, deadline: second, newest: 50_000) {
            admitted += 1
        }
        #expect(admitted == 50_000)
        #expect(generations.count == 1)
    }

    @Test func waitersScheduledWhileAGenerationComesDueAreTheNext() {
        var generations = InstantGenerations(limit: 2)
        // The first generation, 1 and 2, schedules 3 and 4 for its own instant while it comes due.
        let admitted = [(1, 2), (2, 2), (3, 4), (4, 5), (5, 5)].map { sequence, newest in
            generations.admit(sequence: UInt64(sequence), deadline: second, newest: UInt64(newest))
        }
        #expect(admitted == [true, true, true, true, false], "a third generation is refused")
        #expect(generations.count == 2)
    }

    @Test func aLaterInstantStartsCountingAgain() {
        var generations = InstantGenerations(limit: 1)
        let later = second.advanced(by: .nanoseconds(1))
        let admitted = [
            generations.admit(sequence: 1, deadline: second, newest: 1),
            generations.admit(sequence: 2, deadline: second, newest: 2),
            generations.admit(sequence: 2, deadline: later, newest: 2),
        ]
        #expect(admitted == [true, false, true])
        #expect(generations.instant == later)
        #expect(generations.count == 1)
    }
}
