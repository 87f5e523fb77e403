import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
// The limit stops a test that hangs. It counts the time a test waits for the main actor,
// which every main-actor test of the run shares: under ThreadSanitizer that wait alone passes a
// minute, so the limit leaves room for it.
@Suite(.timeLimit(.minutes(5)))
struct VirtualClockTests {
    /// What the tasks and timers of a test did, each with the time it read on the clock.
    @MainActor
    final class Log {
        private(set) var entries: [String] = []

        func record(_ what: String, at clock: VirtualClock) {
            entries.append("\(what) at \(clock.now)")
        }
    }

    let clock = VirtualClock()
    let log = Log()

    /// Starts a task on the clock's executor that sleeps for each duration in turn and records
    /// each wake on the main actor.
    @discardableResult
    func sleeper(_ name: String, _ durations: Duration...) -> Task<Void, any Error> {
        Task(name: name, executorPreference: clock.executor) { [clock, log] in
            for duration in durations {
                try await clock.sleep(for: duration)
                await log.record(name, at: clock)
            }
        }
    }

    func seconds(_ waiters: [VirtualClock.Waiter]) -> [Duration] {
        waiters.map(\.deadline.offset)
    }

    // MARK: - Sleeping and advancing

    @Test func sleepersWakeInDeadlineOrderEachSeeingItsOwnDeadline() async {
        sleeper("c", .seconds(3))
        sleeper("a", .seconds(1))
        sleeper("b", .seconds(2))
        await clock.advance(by: .zero)
        #expect(seconds(clock.waiters) == [.seconds(1), .seconds(2), .seconds(3)])

        await clock.advance(by: .seconds(3))

        #expect(log.entries == ["a at 1.0 seconds", "b at 2.0 seconds", "c at 3.0 seconds"])
        #expect(clock.waiters.isEmpty)
        #expect(clock.now.offset == .seconds(3))
    }

    @Test func advanceStopsAtItsTargetAndLeavesLaterSleepersWaiting() async {
        sleeper("soon", .seconds(1))
        let later = sleeper("later", .seconds(5))
        await clock.advance(by: .zero)

        await clock.advance(by: .seconds(2))

        #expect(log.entries == ["soon at 1.0 seconds"])
        #expect(seconds(clock.waiters) == [.seconds(5)])
        #expect(clock.now.offset == .seconds(2))
        later.cancel()
    }

    @Test func advanceToAnInstantMovesThereAndAnEarlierInstantMovesNothing() async {
        sleeper("a", .seconds(1))
        await clock.advance(by: .zero)
        await clock.advance(to: VirtualClock.Instant(offset: .milliseconds(1_500)))
        #expect(log.entries == ["a at 1.0 seconds"])
        #expect(clock.now.offset == .milliseconds(1_500))

        await clock.advance(to: VirtualClock.Instant(offset: .seconds(1)))
        await clock.advance(by: .seconds(-1))
        #expect(clock.now.offset == .milliseconds(1_500), "time never goes back")
    }

    @Test func sleepersWithTheSameDeadlineWakeInTheOrderTheyWereScheduled() async {
        sleeper("first", .seconds(1))
        await clock.advance(by: .zero)
        clock.schedule(after: .seconds(1)) { [clock, log] _ in log.record("timer", at: clock) }
        sleeper("second", .seconds(1))
        await clock.advance(by: .zero)

        await clock.advance(by: .seconds(1))

        #expect(log.entries == ["first at 1.0 seconds", "timer at 1.0 seconds", "second at 1.0 seconds"])
    }

    @Test func aSleepStartedInsideTheWindowIsHonouredInOrder() async {
        let a = sleeper("a", .seconds(1), .milliseconds(500), .seconds(1))
        sleeper("b", .milliseconds(1_800))
        await clock.advance(by: .zero)

        await clock.advance(by: .seconds(2))

        #expect(log.entries == ["a at 1.0 seconds", "a at 1.5 seconds", "b at 1.8 seconds"])
        #expect(seconds(clock.waiters) == [.milliseconds(2_500)], "a's third sleep started at 1.5 s")
        a.cancel()
    }

    @Test func advanceLetsANewTaskStartSleepingBeforeTimeMoves() async {
        sleeper("a", .seconds(1))

        await clock.advance(by: .seconds(1))

        #expect(log.entries == ["a at 1.0 seconds"], "the sleep started at 0 s, not at 1 s")
    }

    @Test func movesStartedTogetherTakeTurns() async {
        sleeper("a", .seconds(1), .seconds(1))
        sleeper("b", .milliseconds(1_500))
        await clock.advance(by: .zero)

        async let first: Void = clock.advance(by: .seconds(1))
        async let second: Void = clock.advance(by: .seconds(1))
        _ = await (first, second)

        #expect(log.entries == ["a at 1.0 seconds", "b at 1.5 seconds", "a at 2.0 seconds"])
        #expect(clock.now.offset == .seconds(2), "each move went one second from where the other left off")
    }

    @Test func aDetachedTaskOnTheClocksExecutorWakesInOrderToo() async throws {
        let clock = clock
        let task = Task.detached(executorPreference: clock.executor) {
            var seen: [VirtualClock.Instant] = []
            for _ in 0..<3 {
                try await clock.sleep(for: .seconds(1))
                seen.append(clock.now)
            }
            return seen.map(\.offset)
        }

        await clock.advance(by: .seconds(3))
        task.cancel()  // a task still sleeping fails the test instead of hanging it

        #expect(try await task.value == [.seconds(1), .seconds(2), .seconds(3)])
    }

    @Test func aDeadlineAlreadyReachedReturnsAtOnce() async throws {
        await clock.advance(by: .seconds(1))
        try await clock.sleep(until: clock.now)
        try await clock.sleep(until: VirtualClock.Instant(offset: .zero))
        try await clock.sleep(for: .seconds(-1))
        #expect(clock.waiters.isEmpty)
        #expect(clock.now.offset == .seconds(1))
    }

    @Test func theToleranceIsIgnoredAndTheResolutionIsExact() async throws {
        #expect(clock.minimumResolution == .zero)
        let task = Task(executorPreference: clock.executor) { [clock] in
            try await clock.sleep(until: clock.now.advanced(by: .seconds(1)), tolerance: .seconds(10))
            return clock.now.offset
        }
        await clock.advance(by: .seconds(1))
        task.cancel()  // a task still sleeping fails the test instead of hanging it
        #expect(try await task.value == .seconds(1))
    }

    // MARK: - Cancellation

    @Test func cancellingASleepingTaskThrowsAndTakesItOffTheClock() async {
        let task = sleeper("cancelled", .seconds(5))
        await clock.advance(by: .zero)
        #expect(clock.waiters.count == 1)

        task.cancel()

        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.waiters.isEmpty)
        await clock.advance(by: .seconds(10))
        #expect(log.entries.isEmpty)
    }

    @Test func aTaskCancelledBeforeItSleepsThrowsAtOnce() async {
        let task = Task(executorPreference: clock.executor) { [clock] in
            try await clock.sleep(for: .seconds(1))
        }
        task.cancel()  // before it runs: its first job waits for the main actor, which this test holds
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.waiters.isEmpty)
    }

    @Test func aTaskCancelledWhileItStartsSleepingThrowsAndLeavesNothingOnTheClock() async {
        for _ in 0..<200 {
            let task = Task.detached { [clock] in try await clock.sleep(for: .seconds(1)) }
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
        }
        #expect(clock.waiters.isEmpty)
    }

    // MARK: - Timers

    @Test func aTimerRunsAtItsDeadlineAndARepeatingOneUntilInvalidated() async {
        let once = clock.schedule(after: .seconds(1)) { [clock, log] _ in log.record("once", at: clock) }
        let ticks = clock.schedule(after: .milliseconds(500), repeating: .milliseconds(500)) {
            [clock, log] _ in
            log.record("tick", at: clock)
        }

        await clock.advance(by: .seconds(1))
        #expect(!once.isValid && ticks.isValid)
        ticks.invalidate()
        ticks.invalidate()
        await clock.advance(by: .seconds(1))

        #expect(log.entries == ["tick at 0.5 seconds", "once at 1.0 seconds", "tick at 1.0 seconds"])
        #expect(!ticks.isValid)
    }

    @Test func aRepeatingTimerCanStopItself() async {
        var count = 0
        clock.schedule(after: .zero, repeating: .seconds(1) / 60) { timer in
            count += 1
            if count == 30 { timer.invalidate() }
        }
        await clock.advance(by: .seconds(1))
        #expect(count == 30)
        #expect(clock.waiters.isEmpty)
    }

    @Test func aTimerWithoutDelayRunsAtTheNextMoveAndANonPositiveIntervalRunsOnce() async {
        clock.schedule(after: .seconds(-1), repeating: .zero) { [clock, log] _ in log.record("now", at: clock)
        }
        #expect(clock.waiters.map(\.kind) == [.timer(repeating: nil)])
        #expect(clock.waiters.map(\.deadline) == [clock.now], "due now, not in the past")
        #expect(log.entries.isEmpty)
        await clock.advance(by: .zero)
        #expect(log.entries == ["now at 0.0 seconds"])
        #expect(clock.waiters.isEmpty)
    }

    @Test func aTimerCanStartASleepThatIsHonouredInTheSameMove() async {
        clock.schedule(after: .seconds(1)) { [clock, log] _ in
            log.record("timer", at: clock)
            Task(executorPreference: clock.executor) {
                try await clock.sleep(for: .milliseconds(500))
                await log.record("sleeper", at: clock)
            }
        }
        clock.schedule(after: .seconds(2)) { [clock, log] _ in log.record("late timer", at: clock) }

        await clock.advance(by: .seconds(3))

        #expect(
            log.entries == ["timer at 1.0 seconds", "sleeper at 1.5 seconds", "late timer at 2.0 seconds"])
    }

    // MARK: - Many waiters at one instant

    /// Counts the runs of work that reschedules itself.
    final class Counter {
        var runs = 0
    }

    /// The line where ``reschedule(on:counting:)`` schedules its work again.
    static let rescheduleLine = #line + 6

    /// Runs once, and schedules itself again at the same instant; it holds the clock weakly, as
    /// work on a clock should, so that the clock it leaves scheduled can go.
    static func reschedule(on clock: VirtualClock?, counting counter: Counter) {
        counter.runs += 1
        clock?.schedule(after: .zero, label: "again") { [weak clock] _ in
            reschedule(on: clock, counting: counter)
        }
    }

    /// Schedules a timer that schedules itself again, at the same instant, forever; returns how
    /// many times it has run, and the line that reschedules it.
    @discardableResult
    func rescheduleForever(on clock: VirtualClock? = nil, after delay: Duration = .seconds(1))
        -> (runs: () -> Int, line: Int)
    {
        let counter = Counter()
        (clock ?? self.clock).schedule(after: delay, label: "again") { [weak clock = clock ?? self.clock] _ in
            Self.reschedule(on: clock, counting: counter)
        }
        return ({ counter.runs }, Self.rescheduleLine)
    }

    @Test func twentyThousandTimersDueAtOneInstantAllFire() async {
        var fired = 0
        for _ in 0..<20_000 {
            clock.schedule(after: .seconds(1)) { _ in fired += 1 }
        }

        let reports = await asyncDiagnostics { await clock.advance(by: .seconds(2)) }

        #expect(fired == 20_000)
        #expect(reports.isEmpty)
        #expect(clock.waiters.isEmpty)
        #expect(clock.now.offset == .seconds(2))
    }

    @Test func aTimerThatFansOutTwentyThousandTimersAtItsOwnInstantRunsThemAll() async {
        var fired = 0
        clock.schedule(after: .seconds(1)) { [clock] _ in
            for _ in 0..<20_000 {
                clock.schedule(after: .zero) { _ in fired += 1 }
            }
        }

        await clock.advance(by: .seconds(1))

        #expect(fired == 20_000)
        #expect(clock.waiters.isEmpty)
    }

    @Test func moreSleepersDueAtOneInstantThanTheOldBoundAllWake() async {
        let count = 10_050
        for _ in 0..<count {
            Task(executorPreference: clock.executor) { [clock, log] in
                try await clock.sleep(for: .seconds(1))
                await log.record("woken", at: clock)
            }
        }
        await clock.advance(by: .zero)
        #expect(clock.waiters.count == count)

        await clock.advance(by: .seconds(1))

        #expect(log.entries == Array(repeating: "woken at 1.0 seconds", count: count))
        #expect(clock.waiters.isEmpty)
    }

    @Test func inputPassingTwentyThousandTimersAtOneInstantRunsThemAll() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var fired = 0
        for _ in 0..<20_000 {
            window.clock.schedule(after: .milliseconds(500)) { _ in fired += 1 }
        }

        try view.longPress(duration: 1)

        #expect(fired == 20_000)
        #expect(window.clock.now.offset == .seconds(1))
    }

    @Test func workReschedulingItselfForeverAtOneInstantStopsTheMoveThereAndIsReported() async {
        let (runs, line) = rescheduleForever()

        let reports = await asyncDiagnostics { await clock.advance(by: .seconds(5)) }

        #expect(runs() == VirtualClock.maximumGenerationsPerInstant)
        #expect(clock.now.offset == .seconds(1), "time stays where the work ran away")
        #expect(clock.waiters.map(\.label) == ["again"])
        #expect(
            reports == [
                "HeadlessWidgets: VirtualClock: work kept scheduling waiters at 1.0 seconds, 10000 "
                    + "generations deep, without time moving; the move stopped there and left them scheduled. "
                    + "The next was timer at 1.0 seconds (\"again\" at VirtualClockTests.swift:\(line), "
                    + "since 1.0 seconds)"
            ])
    }

    @Test func inputThatMeetsWorkReschedulingItselfForeverStopsThereAndReportsIt() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        rescheduleForever(on: window.clock, after: .milliseconds(500))

        let reports = try diagnostics { try view.longPress(duration: 1) }

        #expect(reports.first?.contains("at 0.5 seconds, 10000 generations deep") == true)
        #expect(Set(reports).count == 1, "each move of the press that meets it stops there and says so")
        #expect(window.clock.waiters.map(\.label) == ["again"])
    }

    @Test func settleWithARaisedStepLimitThrowsForWorkReschedulingItselfAtOneInstant() async {
        let (runs, _) = rescheduleForever()

        let error = await #expect(throws: SettleError.self) {
            try await clock.settle(maximumSteps: 1_000_000)
        }

        #expect(error?.reason == .tooManySteps(VirtualClock.maximumGenerationsPerInstant))
        #expect(runs() == VirtualClock.maximumGenerationsPerInstant)
        #expect(error?.now.offset == .seconds(1))
        #expect(error?.waiters.map(\.label) == ["again"])
    }

    @Test func settleWithARaisedStepLimitRunsTwentyThousandTimersDueAtOneInstant() async throws {
        var fired = 0
        for _ in 0..<20_000 {
            clock.schedule(after: .seconds(1)) { _ in fired += 1 }
        }

        try await clock.settle(maximumSteps: 20_000)

        #expect(fired == 20_000)
    }

    // MARK: - Work the clock follows

    /// Waits until `count` waiters are on the clock: for sleeps called where no move can see them.
    func waitForWaiters(_ count: Int) async {
        while clock.waiters.count < count { await Task.yield() }
    }

    @Test func advanceWaitsForATaskOnTheClocksExecutorThatHopsManyTimesBeforeItSleepsAgain() async {
        @MainActor func onMain() {}
        Task(name: "hopper", executorPreference: clock.executor) { [clock, log] in
            try await clock.sleep(for: .seconds(1))
            for _ in 0..<2_000 {
                await onMain()
                await hopOffTheMainActor()
            }
            try await clock.sleep(for: .seconds(1))
            await log.record("hopper", at: clock)
        }

        await clock.advance(by: .seconds(3))

        #expect(log.entries == ["hopper at 2.0 seconds"], "the second sleep began at 1 s, not after the move")
    }

    @Test func tasksOnTheClocksExecutorReachTheClockInTheOrderTheyWereStarted() async {
        for index in 0..<500 {
            Task(executorPreference: clock.executor) { [clock, log] in
                try await clock.sleep(for: .seconds(1))
                await log.record("\(index)", at: clock)
            }
        }

        await clock.advance(by: .seconds(1))

        #expect(log.entries == (0..<500).map { "\($0) at 1.0 seconds" })
    }

    @Test func aMoveMadeOnTheClocksExecutorDoesNotWaitForItself() async throws {
        sleeper("a", .seconds(1))
        let mover = Task(executorPreference: clock.executor) { [clock] in
            await clock.advance(by: .seconds(2))
            try await clock.settle()
            return clock.now.offset
        }

        #expect(try await mover.value == .seconds(2))
        #expect(log.entries == ["a at 1.0 seconds"])
    }

    @Test func settleThrowsRatherThanWakeATaskItCannotFollow() async {
        let clock = clock
        let line = #line + 1
        let elsewhere = Task.detached(name: "poll prices") { try await clock.sleep(for: .seconds(1)) }
        await waitForWaiters(1)
        let waiter = clock.waiters[0]

        let error = await #expect(throws: SettleError.self) { try await clock.settle() }

        #expect(error?.reason == .untrackedTask(waiter))
        #expect(clock.now.offset == .zero, "the sleeper wasn't woken")
        #expect(clock.waiters == [waiter])
        #expect(
            error?.description == """
                settle() gave up before waking a task it can't follow, since it sleeps off the clock's executor \
                (sleep until 1.0 seconds (task "poll prices" at VirtualClockTests.swift:\(line), since 0.0 \
                seconds)); start it with Task(executorPreference: clock.executor), at 0.0 seconds; 1 waiter is \
                still scheduled:
                  sleep until 1.0 seconds (task "poll prices" at VirtualClockTests.swift:\(line), since 0.0 seconds)
                """)
        elsewhere.cancel()
    }

    @Test func aSleepThroughAnyClockFromAPlainMainActorTaskIsOneSettleCannotFollow() async {
        let anyClock: any Clock<Duration> = clock
        let plain = Task(name: "debounce") { try await anyClock.sleep(for: .milliseconds(300)) }
        await waitForWaiters(1)

        let error = await #expect(throws: SettleError.self) { try await clock.settle() }

        #expect(error?.reason == .untrackedTask(clock.waiters[0]))
        plain.cancel()
    }

    // MARK: - Settling

    @Test func settleRunsEverythingScheduledUntilNothingIsLeft() async throws {
        sleeper("a", .seconds(1), .seconds(2))
        clock.schedule(after: .seconds(5)) { [clock, log] _ in log.record("timer", at: clock) }

        try await clock.settle()

        #expect(log.entries == ["a at 1.0 seconds", "a at 3.0 seconds", "timer at 5.0 seconds"])
        #expect(clock.waiters.isEmpty)
        #expect(clock.now.offset == .seconds(5), "settling stops at the last deadline")
    }

    @Test func settleWithNothingScheduledReturnsAtOnce() async throws {
        try await clock.settle()
        #expect(clock.now.offset == .zero)
    }

    @Test func settleFailsListingWhatIsStillScheduledInsteadOfRunningForever() async throws {
        let line = #line + 1
        let heartbeat = clock.schedule(after: .seconds(1), repeating: .seconds(1), label: "heartbeat") { _ in
        }
        let pollerLine = #line + 2
        let poller = Task(name: "poll prices", executorPreference: clock.executor) { [clock] in
            while true { try await clock.sleep(for: .seconds(25)) }
        }
        await clock.advance(by: .zero)

        let error = await #expect(throws: SettleError.self) { try await clock.settle(timeout: .seconds(60)) }

        #expect(error?.reason == .timedOut(after: .seconds(60)))
        #expect(error?.now.offset == .seconds(60))
        #expect(clock.now.offset == .seconds(60))
        #expect(
            error?.description == """
                settle() gave up after 60.0 seconds of virtual time, at 60.0 seconds; 2 waiters are still scheduled:
                  timer at 61.0 seconds every 1.0 seconds ("heartbeat" at VirtualClockTests.swift:\(line), since 60.0 seconds)
                  sleep until 75.0 seconds (task "poll prices" at VirtualClockTests.swift:\(pollerLine), since 50.0 seconds)
                """)
        heartbeat.invalidate()
        poller.cancel()
    }

    @Test func settleFailsWhenWorkReschedulesItselfTooOftenToSettle() async {
        let ticks = clock.schedule(after: .milliseconds(1), repeating: .milliseconds(1), label: "spin") { _ in
        }

        let error = await #expect(throws: SettleError.self) { try await clock.settle(maximumSteps: 100) }

        #expect(error?.reason == .tooManySteps(100))
        #expect(clock.now.offset == .milliseconds(100), "a minute of virtual time is far away")
        #expect(error?.waiters.map(\.label) == ["spin"])
        ticks.invalidate()
    }

    @Test func aDirectSleepOnTheClockRecordsWhereItWasCalled() async {
        Task(executorPreference: clock.executor) { [clock] in try await clock.sleep(for: .seconds(1)) }
        let line = #line - 1
        await clock.advance(by: .zero)
        #expect(clock.waiters.first?.location == "VirtualClockTests.swift:\(line)")
        #expect(clock.waiters.first?.label == nil)
        try? await clock.settle()
    }

    @Test func aSleepThroughAnyClockIsLabelledWithItsTaskName() async {
        let anyClock: any Clock<Duration> = clock
        Task(name: "fetch products", executorPreference: clock.executor) {
            try await anyClock.sleep(for: .seconds(1))
        }
        await clock.advance(by: .zero)
        #expect(clock.waiters.first?.label == "fetch products")
        #expect(clock.waiters.first?.location == nil)
        try? await clock.settle()
    }

    // MARK: - Moves made by input

    /// A view that records its long press's phases in the same recorder as the test's timers.
    final class PressableView: View, EventForwardingProvider {
        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.longPressGesture(minimumPressDuration: 0.5, on: [.began, .ended]) {
                    ["\(ctx.gestureValues.phase)"]
                }
            }
        }
    }

    @Test func aLongPressRunsTimersAtTheirOwnInstantsAroundItsPhases() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let view = PressableView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let recorder = ActionRecorder<String>()
        view.ss.addActionHandler(to: recorder)
        for delay in [300, 700, 1_200] {
            window.clock.schedule(after: .milliseconds(delay)) { _ in
                recorder.handle(action: "timer \(delay)")
            }
        }

        try view.longPress(duration: 1)

        #expect(recorder.actions == ["timer 300", "began", "timer 700", "ended"])
        #expect(window.clock.now.offset == .seconds(1))
        #expect(seconds(window.clock.waiters) == [.milliseconds(1_200)])
    }

    @Test func aLongPressResumesTheSleepersItPassesAndTheyRunAtTheNextAwait() async throws {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let clock = window.clock
        let task = Task(executorPreference: clock.executor) {
            try await clock.sleep(for: .milliseconds(600))
            return clock.now.offset
        }
        let late = Task(executorPreference: clock.executor) { try await clock.sleep(for: .seconds(2)) }
        await clock.advance(by: .zero)

        try view.longPress(duration: 1)

        #expect(seconds(clock.waiters) == [.seconds(2)], "the press woke the sleeper due at 0.6 s")
        await clock.advance(by: .zero)
        task.cancel()  // a task still sleeping fails the test instead of hanging it
        late.cancel()
        #expect(try await task.value == .seconds(1), "it ran after the press, and read the time at its end")
    }

    @Test func aPanTakesOneFrameAStepAndRunsWhatFallsInEachFrame() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var frames: [Duration] = []
        let timer = window.clock.schedule(after: .zero, repeating: .seconds(1) / 60) {
            [weak clock = window.clock] _ in
            if let clock { frames.append(clock.now.offset) }
        }
        defer { timer.invalidate() }

        try view.pan(by: Point(x: 30, y: 0), steps: 3)

        let frame = Duration.seconds(1) / 60
        #expect(window.clock.now.offset == frame * 3)
        #expect(frames == [.zero, frame, frame * 2, frame * 3])
    }

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

/// A nonisolated function: a main-actor task that awaits it leaves the main actor.
private func hopOffTheMainActor() async {}
