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

    // MARK: - The order of many waiters

    /// Labels every waiter `"<deadline>.<n>"`, where n counts the waiters scheduled before it.
    func label(_ seconds: Int, _ n: Int) -> String { "\(seconds).\(n)" }

    /// Takes every waiter due by `target`, checking `nextDeadline` before each, and returns their
    /// labels.
    func takeAll(dueBy target: VirtualClock.Instant, from schedule: inout ClockSchedule) -> [String?] {
        var taken: [String?] = []
        while true {
            let deadline = schedule.nextDeadline
            guard let entry = schedule.takeNext(dueBy: target) else { break }
            #expect(entry.waiter.deadline == deadline, "nextDeadline names the waiter taken next")
            #expect(schedule.now == entry.waiter.deadline)
            taken.append(entry.waiter.label)
        }
        return taken
    }

    @Test func manyWaitersScheduledInShuffledDeadlineOrderComeOutSortedAndTiesInSchedulingOrder() {
        var schedule = ClockSchedule()
        var random = SplitMix64(seed: 11)
        // 500 waiters over 40 deadlines: many ties, scheduled in no order.
        let deadlines = (0..<500).map { _ in Int.random(in: 1...40, using: &random) }
        for (n, seconds) in deadlines.enumerated() {
            schedule.scheduleTimer(waiter: timer(label(seconds, n), at: seconds)) { _ in }
        }
        let order = deadlines.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
        let expected = order.map { Optional(label($0.element, $0.offset)) }
        let dueByTwenty = order.filter { $0.element <= 20 }.map { Optional(label($0.element, $0.offset)) }

        #expect(schedule.waiters.map(\.label) == expected)
        #expect(schedule.nextDeadline == at(deadlines.min() ?? 0))
        #expect(schedule.waiters.map(\.label) == expected, "a snapshot leaves the queue as it was")

        #expect(takeAll(dueBy: at(20), from: &schedule) == dueByTwenty)
        #expect(schedule.waiters.map(\.label) == Array(expected.dropFirst(dueByTwenty.count)))
        #expect(takeAll(dueBy: at(40), from: &schedule) == Array(expected.dropFirst(dueByTwenty.count)))
        #expect(schedule.waiters.isEmpty)
        #expect(schedule.nextDeadline == nil)
    }

    @Test func removingWaitersFromAnywhereInTheQueueKeepsTheRestInOrder() {
        var schedule = ClockSchedule()
        var random = SplitMix64(seed: 3)
        var queued: [(seconds: Int, n: Int, id: UInt64)] = []
        for n in 0..<200 {
            let seconds = Int.random(in: 1...25, using: &random)
            let id = schedule.scheduleTimer(waiter: timer(label(seconds, n), at: seconds)) { _ in }
            queued.append((seconds, n, id))
        }
        queued.sort { ($0.seconds, $0.n) < ($1.seconds, $1.n) }
        // The soonest, the latest, and every third in between, in no particular order.
        var removed = [queued[0], queued[queued.count - 1]]
        removed += stride(from: 1, to: 199, by: 3).map { queued[$0] }
        removed.shuffle(using: &random)

        for waiter in removed {
            #expect(schedule.remove(waiter.id)?.waiter.label == label(waiter.seconds, waiter.n))
            #expect(!schedule.contains(waiter.id))
            #expect(schedule.remove(waiter.id) == nil, "a waiter is removed once")
        }

        let kept = queued.filter { waiter in !removed.contains { $0.id == waiter.id } }
        #expect(kept.allSatisfy { schedule.contains($0.id) })
        let expected = kept.map { Optional(label($0.seconds, $0.n)) }
        #expect(schedule.waiters.map(\.label) == expected)
        #expect(schedule.nextDeadline == at(kept[0].seconds))
        #expect(takeAll(dueBy: at(25), from: &schedule) == expected)
    }

    @Test func aRepeatingTimerQueuedAgainComesAfterWaitersAlreadyDueAtItsNextDeadline() {
        var schedule = ClockSchedule()
        schedule.scheduleTimer(waiter: timer("before", at: 2)) { _ in }
        let tick = schedule.scheduleTimer(waiter: timer("tick", at: 1, repeating: .seconds(1))) { _ in }
        schedule.scheduleTimer(waiter: timer("between", at: 2)) { _ in }

        #expect(schedule.takeNext(dueBy: at(1))?.id == tick)
        schedule.scheduleTimer(waiter: timer("after", at: 2)) { _ in }

        #expect(schedule.waiters.map(\.label) == ["before", "between", "tick", "after"])
        #expect(takeAll(dueBy: at(2), from: &schedule) == ["before", "between", "tick", "after"])
        #expect(schedule.waiters.map(\.label) == ["tick"])
        #expect(schedule.nextDeadline == at(3))
        #expect(schedule.remove(tick)?.waiter.deadline == at(3))
        #expect(schedule.waiters.isEmpty)
    }

    @Test func aTimerRepeatingAThousandTimesReusesTheSlotsOfWaitersTakenOut() {
        var schedule = ClockSchedule()
        schedule.scheduleTimer(waiter: timer("tick", at: 1, repeating: .seconds(1))) { _ in }
        schedule.scheduleTimer(waiter: timer("late", at: 5_000)) { _ in }

        for _ in 0..<1_000 { _ = schedule.takeNext(dueBy: schedule.now.advanced(by: .seconds(1))) }

        #expect(schedule.now == at(1_000))
        #expect(schedule.waiters.map(\.label) == ["tick", "late"])
        #expect(schedule.slotCount == 2, "the queue never held more than two waiters")
    }

    /// Schedules, takes and removes waiters at random, and checks every waiter taken against a
    /// sorted list.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func schedulingTakingAndRemovingAtRandomMatchesASortedList(seed: UInt64) {
        var schedule = ClockSchedule()
        var random = SplitMix64(seed: seed)
        // What the queue should hold, soonest first: deadline, then the order of scheduling.
        var model: [(deadline: VirtualClock.Instant, n: Int, id: UInt64, repeating: Duration?)] = []
        var scheduled = 0
        var most = 0
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let delay = Int.random(in: 0...30, using: &random)
                let repeating: Duration? =
                    Bool.random(using: &random) ? nil : .seconds(Int.random(in: 1...5, using: &random))
                let deadline = schedule.now.advanced(by: .seconds(delay))
                let waiter = VirtualClock.Waiter(
                    kind: .timer(repeating: repeating), deadline: deadline, scheduledAt: schedule.now,
                    label: "\(scheduled)", location: nil)
                let id = schedule.scheduleTimer(waiter: waiter) { _ in }
                model.append((deadline, scheduled, id, repeating))
                scheduled += 1
            case 5..<8:
                let target = schedule.now.advanced(by: .seconds(Int.random(in: 0...3, using: &random)))
                let taken = schedule.takeNext(dueBy: target)
                guard let first = model.first, first.deadline <= target else {
                    #expect(taken == nil)
                    continue
                }
                model.removeFirst()
                #expect(taken?.id == first.id)
                #expect(taken?.waiter.deadline == first.deadline)
                #expect(schedule.now == first.deadline)
                if let interval = first.repeating {
                    // Queued again after every waiter scheduled so far.
                    model.append((first.deadline.advanced(by: interval), scheduled, first.id, interval))
                    scheduled += 1
                }
            default:
                guard !model.isEmpty else { continue }
                let index = Int.random(in: model.indices, using: &random)
                #expect(schedule.remove(model[index].id)?.id == model[index].id)
                model.remove(at: index)
            }
            model.sort { ($0.deadline, $0.n) < ($1.deadline, $1.n) }
            #expect(schedule.nextDeadline == model.first?.deadline)
            most = max(most, model.count)
        }
        #expect(schedule.slotCount <= most, "slots of waiters taken out are reused")
        #expect(schedule.waiters.map(\.deadline) == model.map(\.deadline))
        #expect(schedule.entries.map(\.id) == model.map(\.id))
    }
}
