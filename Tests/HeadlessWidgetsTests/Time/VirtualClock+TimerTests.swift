import HeadlessWidgets
import Testing

@MainActor
struct VirtualClockTimerTests {
    @Test func aTimerIsValidUntilItRunsOrIsInvalidated() async {
        let clock = VirtualClock()
        let once = clock.schedule(after: .seconds(1)) { _ in }
        let cancelled = clock.schedule(after: .seconds(1)) { _ in Issue.record("an invalidated timer ran") }
        #expect(once.isValid && cancelled.isValid)

        cancelled.invalidate()
        #expect(!cancelled.isValid && once.isValid)
        await clock.advance(by: .seconds(1))

        #expect(!once.isValid)
        #expect(clock.waiters.isEmpty)
    }

    @Test func aTimerHoldsItsClockWeakly() {
        var clock: VirtualClock? = VirtualClock()
        weak let weakClock = clock
        let timer = clock?.schedule(after: .seconds(1)) { timer in _ = timer }
        clock = nil
        #expect(weakClock == nil, "the timer and its work keep the clock alive")
        #expect(timer?.isValid == false)
        timer?.invalidate()
    }
}
