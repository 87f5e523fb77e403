import Testing

@testable import HeadlessWidgets

struct ClockScheduleTests {
    func at(_ seconds: Int) -> VirtualClock.Instant {
        VirtualClock.Instant(offset: .seconds(seconds))
    }

    func timer(_ label: String, at seconds: Int, repeating: Duration? = nil) -> VirtualClock.Waiter {
        VirtualClock.Waiter(
            kind: .timer(repeating: repeating), deadline: at(seconds), scheduledAt: at(0), label: label,
            location: nil)
    }

    func sleep(at seconds: Int) -> VirtualClock.Waiter {
        VirtualClock.Waiter(
            kind: .sleep, deadline: at(seconds), scheduledAt: at(0), label: nil, location: nil)
    }

    /// Registers a sleep with a real continuation, and returns how the registration ended.
    func register(
        _ id: UInt64, _ waiter: VirtualClock.Waiter, isTracked: Bool = true, in schedule: inout ClockSchedule
    ) async -> ClockSchedule.Registration {
        var outcome: ClockSchedule.Registration?
        var copy = schedule
        _ = try? await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<Void, any Error>) in
            outcome = copy.registerSleep(id, waiter: waiter, isTracked: isTracked, continuation: continuation)
            continuation.resume()
        }
        schedule = copy
        return outcome ?? .cancelled
    }

    @Test func waitersComeOutSoonestFirstAndTiesInTheOrderTheyWereScheduled() {
        var schedule = ClockSchedule()
        for (label, seconds) in [("c", 3), ("a", 1), ("b1", 2), ("b2", 2)] {
            schedule.scheduleTimer(waiter: timer(label, at: seconds)) { _ in }
        }
        #expect(schedule.waiters.map(\.label) == ["a", "b1", "b2", "c"])
        #expect(schedule.nextDeadline == at(1))

        var taken: [String?] = []
        while let entry = schedule.takeNext(dueBy: at(2)) { taken.append(entry.waiter.label) }

        #expect(taken == ["a", "b1", "b2"])
        #expect(schedule.now == at(2))
        #expect(schedule.waiters.map(\.label) == ["c"])
    }

    @Test func aRepeatingTimerIsQueuedAgainBeforeItsWorkRuns() {
        var schedule = ClockSchedule()
        let id = schedule.scheduleTimer(waiter: timer("tick", at: 1, repeating: .seconds(2))) { _ in }
        schedule.scheduleTimer(waiter: timer("other", at: 3)) { _ in }

        let first = schedule.takeNext(dueBy: at(10))

        #expect(first?.id == id)
        #expect(schedule.contains(id))
        #expect(
            schedule.waiters.map(\.label) == ["other", "tick"],
            "at 3 s the tick comes after the timer scheduled before it was queued again")
        #expect(schedule.waiters.last?.scheduledAt == at(1))
    }

    @Test func takingCountsGenerationsAndLeavesTheFirstRefusedWaiterQueued() {
        var schedule = ClockSchedule()
        schedule.scheduleTimer(waiter: timer("first", at: 1)) { _ in }
        var generations = InstantGenerations(limit: 1)

        guard case .due(let first) = schedule.takeNext(dueBy: at(1), counting: &generations) else {
            Issue.record("the first generation is due")
            return
        }
        #expect(first.waiter.label == "first")
        // What the first timer's work would schedule for its own instant.
        schedule.scheduleTimer(waiter: timer("second", at: 1)) { _ in }

        guard case .runaway(let next) = schedule.takeNext(dueBy: at(1), counting: &generations) else {
            Issue.record("the second generation is one too many")
            return
        }
        #expect(next.label == "second")
        #expect(schedule.waiters.map(\.label) == ["second"])
        guard case .nothingDue = schedule.takeNext(dueBy: at(0), counting: &generations) else {
            Issue.record("nothing is due by an earlier target")
            return
        }
    }

    @Test func timeMovesOnlyForward() {
        var schedule = ClockSchedule()
        schedule.moveTime(to: at(5))
        schedule.moveTime(to: at(2))
        #expect(schedule.now == at(5))
        #expect(schedule.takeNext(dueBy: at(100)) == nil)
    }

    @Test func aSleepCancelledBeforeItIsQueuedIsRefusedWhenItRegisters() async {
        var schedule = ClockSchedule()
        let id = schedule.beginSleep()
        #expect(schedule.cancelSleep(id) == nil, "nothing to resume yet")

        #expect(await register(id, sleep(at: 1), in: &schedule) == .cancelled)
        #expect(schedule.waiters.isEmpty)
    }

    @Test func aSleepWhoseDeadlinePassedWhileItRegisteredIsDue() async {
        var schedule = ClockSchedule()
        let id = schedule.beginSleep()
        schedule.moveTime(to: at(1))
        #expect(await register(id, sleep(at: 1), in: &schedule) == .due)
        #expect(schedule.waiters.isEmpty)
    }

    @Test func aQueuedSleepIsTakenOutWhenCancelledAndIgnoredOnceWoken() async {
        var schedule = ClockSchedule()
        let cancelled = schedule.beginSleep()
        #expect(await register(cancelled, sleep(at: 1), in: &schedule) == .queued)
        let woken = schedule.beginSleep()
        #expect(await register(woken, sleep(at: 2), in: &schedule) == .queued)

        #expect(schedule.cancelSleep(cancelled) != nil)
        #expect(schedule.takeNext(dueBy: at(2))?.id == woken)
        #expect(schedule.cancelSleep(woken) == nil, "a woken sleep is no longer on the clock")
        #expect(schedule.waiters.isEmpty)
    }

    @Test func aSleepRemembersWhetherAMoveCanFollowItsTaskAndATimerAlwaysCan() async {
        var schedule = ClockSchedule()
        let followed = schedule.beginSleep()
        _ = await register(followed, sleep(at: 1), in: &schedule)
        let elsewhere = schedule.beginSleep()
        _ = await register(elsewhere, sleep(at: 2), isTracked: false, in: &schedule)
        schedule.scheduleTimer(waiter: timer("tick", at: 3)) { _ in }

        #expect(schedule.entries.map(\.isTracked) == [true, false, true])
    }
}
