import SendingState

/// The time a ``Window`` runs on: a `Clock` that moves only when the test or simulated input moves it.
///
/// Inject it where your app takes an `any Clock<Duration>`, and code that debounces, delays, polls
/// or times out runs in virtual time: a sleep suspends until the clock reaches its deadline, and
/// ``advance(by:)`` resumes every sleeper it passes, in deadline order. Nothing reads the wall
/// clock, so a test of a five-second timeout takes no time and gives the same result on every run.
/// Inject its ``executor`` where your app starts tasks, and a move also knows when the work those
/// tasks do is done:
///
/// ```swift
/// let service = ProductService(clock: window.clock, latency: .milliseconds(800))
/// let interactor = ShoppingListInteractor(service: service, executor: window.clock.executor)
/// interactor.handle(action: .load)             // the screen shows "Loading products…"
/// await window.clock.advance(by: .milliseconds(799))
/// #expect(interactor.state.isLoading)          // not a millisecond early
/// await window.clock.advance(by: .milliseconds(1))
/// #expect(interactor.state.products.count == 12)
/// ```
///
/// Simulated input runs on the same clock: a long press moves it by its duration, each step of a
/// continuous gesture by one 60 Hz frame, and two taps make a double tap when the second comes
/// less than ``Window/doubleTapInterval`` after the first.
///
/// Main-actor code that animates or polls can also ``schedule(after:repeating:label:fileID:line:_:)``
/// a timer: its work runs synchronously at its deadline, during whichever move passes it.
///
/// ### What a move guarantees
///
/// A move — ``advance(by:)``, ``advance(to:)``, ``settle(timeout:maximumSteps:)``, or input that
/// takes time — takes the waiters due by its target one at a time, soonest deadline first, and
/// those with the same deadline in the order they were scheduled. Before each one, the clock's
/// ``now`` is set to its deadline. A timer's work runs then and there; a sleeper is resumed.
/// Before it moves time, and after each waiter, an asynchronous move waits until the work it
/// follows is done, as the next section says: a task resumed at its deadline runs until it
/// suspends again before the next waiter comes due, so a sleeper that sleeps again inside the
/// window is honoured in order, and every task reads the time of its own deadline.
///
/// ### What the clock follows
///
/// A move doesn't take turns and hope that the work it woke has finished: it knows, for the work
/// on the clock's ``executor``. That executor runs its jobs one at a time, in the order they were
/// queued, on the main actor, and counts them. A task that prefers it runs there all the way: its
/// nonisolated code, its child tasks, its sleeps through `any Clock`, and its main-actor code too,
/// which runs in the executor's own jobs instead of queueing on the main actor. So once nothing
/// is queued on the executor, every such task is suspended, on the clock or on something else,
/// and the move goes on: a fact about one queue, which holds on a loaded machine, with tasks
/// reaching the clock in the same order on every run. Start such tasks with
/// `Task(executorPreference: clock.executor)`, or run code within
/// `withTaskExecutorPreference(clock.executor)` so that its child tasks prefer it.
///
/// A move doesn't follow:
///
/// - **Work anywhere else**: a task with no preference, the global executor, another executor or
///   thread, a real network or file. A sleep called there, such as one through `any Clock` from a
///   plain main-actor `Task {}`, still comes due in order, but nothing tells a move when its task
///   begins to sleep, or is done once woken. ``advance(by:)`` wakes it and goes on: await that
///   task yourself. ``settle(timeout:maximumSteps:)`` throws a ``SettleError`` naming it rather
///   than wake it.
/// - **Stops on the way**: `Task.yield()` and `Task.sleep(for:)` pass through the global
///   executor, and a call into another actor returns to the main actor through the main actor's
///   own queue; a move may go on before such a task is back.
/// - **Work that never stops**: a task on the executor that keeps running without ever waiting
///   on something else keeps the move waiting until the test's time limit ends it.
///
/// Input can't wait: it is synchronous. A long press resumes the same sleepers, in the same order,
/// and runs due timers at their deadlines, but a resumed task on the executor runs only when your
/// test next awaits, since the test holds the main actor until then, and reads the time at the end
/// of the press. Await ``advance(by:)`` with `.zero`, or ``Window/settle(timeout:maximumSteps:)``,
/// to let such tasks finish.
///
/// - Note: Work that reschedules itself at the same instant over and over would stop time. A move
///   counts the generations of waiters that come due at one instant: those due when it gets there
///   are the first, those they schedule for that same instant the second, and so on. Any number of
///   timers or sleepers due at once make one generation; work that reschedules itself there makes
///   one per waiter. After ``maximumGenerationsPerInstant`` generations the move stops at that
///   instant, leaving the rest scheduled: ``settle(timeout:maximumSteps:)`` throws a
///   ``SettleError``, and any other move reports a `SendingStateDiagnostic.toolkitMisuse` to
///   `SendingStateDiagnostics` that names the next waiter, and returns.
public final class VirtualClock: Clock, Sendable {
    /// How many generations of waiters a move lets come due at one instant before it stops there.
    ///
    /// The waiters due at an instant when a move reaches it are the first generation, those they
    /// schedule for that same instant the second, and so on: a fan-out of any width is one
    /// generation, and work that reschedules itself at one instant forever reaches this bound.
    public static let maximumGenerationsPerInstant = 10_000

    /// The bound that ``maximumGenerationsPerInstant`` replaced, which counted every waiter due at
    /// one instant and trapped past it.
    @available(*, deprecated, renamed: "maximumGenerationsPerInstant")
    public static var maximumWaitersPerInstant: Int { maximumGenerationsPerInstant }

    private let schedule = Locked(ClockSchedule())

    /// Runs the jobs of the tasks that prefer it on the main queue, and counts them.
    private let clockExecutor = ClockExecutor()

    /// Creates a clock at its time zero, with nothing scheduled.
    public init() {}

    /// The current time.
    public var now: Instant {
        schedule.withLock { $0.now }
    }

    /// The smallest step the clock can take: none, since virtual time is exact.
    public var minimumResolution: Duration {
        .zero
    }

    /// An executor whose work a move waits for: give it to the tasks your test starts, and every
    /// move knows when their work is done.
    ///
    /// Its jobs run one at a time, in the order they were queued, on the main actor, so they run
    /// only while your test awaits. A task that prefers it runs there instead of on the global
    /// concurrent executor: its nonisolated `async` functions, its child tasks, its sleeps through
    /// `any Clock`, and its main-actor code, which runs on in the same job. Give it where your code
    /// starts a task, as you give the clock where it sleeps; an app passes `nil`, which makes an
    /// ordinary task:
    ///
    /// ```swift
    /// loading = Task(executorPreference: executor) { [weak self, service] in
    ///     let products = try await service.fetchProducts()
    ///     await self?.show(products)
    /// }
    /// ```
    ///
    /// A test's own tasks can take it too, with `Task(executorPreference: clock.executor)`, or
    /// `withTaskExecutorPreference(clock.executor)` around code whose child tasks should. See
    /// *What the clock follows* above for what a move waits for, and what it doesn't.
    public var executor: any TaskExecutor {
        clockExecutor
    }

    /// Everything waiting on the clock, in the order it will come due.
    ///
    /// - Complexity: O(*n* log *n*), where *n* is the number of waiters.
    public var waiters: [Waiter] {
        schedule.withLock { $0.waiters }
    }

    // MARK: - Sleeping

    /// Suspends the calling task until the clock reaches a deadline.
    ///
    /// Returns at once when the deadline is already reached. Cancelling the task ends the sleep
    /// with a `CancellationError` and takes it off the clock. The tolerance is ignored: virtual
    /// time is exact. The task's name, given with `Task(name:)`, labels the sleep in
    /// ``waiters`` and in a ``SettleError`` (on Apple platforms, from macOS 26 and iOS 26, whose
    /// runtime keeps task names).
    ///
    /// A move follows a sleeper whose task runs on the clock's ``executor``; it wakes any other
    /// in order too, but can't tell when its task is done: see *What the clock follows* above.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
    /// ```
    ///
    /// - Parameters:
    ///   - deadline: When to wake up.
    ///   - tolerance: Ignored.
    /// - Throws: `CancellationError` when the task is cancelled before the deadline.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleep(until: deadline, location: nil)
    }

    /// Suspends the calling task for a duration, and records where the sleep was called.
    ///
    /// The same as `Clock`'s `sleep(for:tolerance:)`, but a call made on a `VirtualClock` itself,
    /// rather than through `any Clock`, also shows its file and line in ``waiters`` and in a
    /// ``SettleError``.
    ///
    /// - Parameters:
    ///   - duration: How long to sleep.
    ///   - tolerance: Ignored.
    ///   - fileID: The file the sleep is called from.
    ///   - line: The line the sleep is called from.
    /// - Throws: `CancellationError` when the task is cancelled before the deadline.
    public func sleep(
        for duration: Duration, tolerance: Duration? = nil, fileID: String = #fileID, line: Int = #line
    ) async throws {
        try await sleep(until: now.advanced(by: duration), location: Self.location(fileID, line))
    }

    private func sleep(until deadline: Instant, location: String?) async throws {
        try Task.checkCancellation()
        // Task names come with the Swift 6.2 runtime: always on Linux, from macOS 26 on Apple's.
        let label: String? =
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { Task.name } else { nil }
        // A task that runs on the clock's executor resumes there, where a move can wait for it.
        let isTracked = clockExecutor.isRunningCaller
        let id: UInt64? = schedule.withLock { schedule in
            deadline > schedule.now ? schedule.beginSleep() : nil
        }
        guard let id else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                let registration = schedule.withLock { schedule in
                    schedule.registerSleep(
                        id,
                        waiter: Waiter(
                            kind: .sleep, deadline: deadline, scheduledAt: schedule.now, label: label,
                            location: location),
                        isTracked: isTracked, continuation: continuation)
                }
                switch registration {
                case .queued: break
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                }
            }
        } onCancel: {
            schedule.withLock { $0.cancelSleep(id) }?.resume(throwing: CancellationError())
        }
    }

    // MARK: - Timers

    /// Schedules main-actor work on the clock, once or repeating, like a `Timer` on a run loop.
    ///
    /// The work runs synchronously during the move that reaches its deadline, at that instant,
    /// in order with every other waiter; input that takes time, such as a long press, runs it
    /// too. A repeating timer is scheduled again one interval after each deadline until it is
    /// invalidated; an interval that isn't positive makes it run once. A delay that isn't
    /// positive makes the work due now: it runs at the next move, even `advance(by: .zero)`.
    ///
    /// The clock keeps the work until it has run for the last time or is invalidated, as a run
    /// loop keeps a `Timer`: capture views and the clock weakly in it, or a repeating timer keeps
    /// them alive.
    ///
    /// This is the way for main-actor code to animate on the clock, such as a scroll view
    /// decelerating one frame at a time:
    ///
    /// ```swift
    /// decelerationTimer = window.clock.schedule(after: .zero, repeating: .seconds(1) / 60) {
    ///     [weak self] timer in
    ///     guard let self, step() else { return timer.invalidate() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - delay: How long from now the work first runs.
    ///   - interval: How often it runs again, or `nil` to run once.
    ///   - label: A name that ``waiters`` and a ``SettleError`` show.
    ///   - fileID: The file the timer is scheduled from.
    ///   - line: The line the timer is scheduled from.
    ///   - work: What to run; it receives the timer, so that it can invalidate it.
    /// - Returns: The timer, to invalidate it.
    @MainActor
    @discardableResult
    public func schedule(
        after delay: Duration,
        repeating interval: Duration? = nil,
        label: String? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        _ work: @escaping @MainActor @Sendable (Timer) -> Void
    ) -> Timer {
        let repeating = interval.flatMap { $0 > .zero ? $0 : nil }
        let location = Self.location(fileID, line)
        let id = schedule.withLock { schedule in
            schedule.scheduleTimer(
                waiter: Waiter(
                    kind: .timer(repeating: repeating),
                    deadline: schedule.now.advanced(by: max(delay, .zero)),
                    scheduledAt: schedule.now, label: label, location: location),
                work: work)
        }
        return Timer(id: id, clock: self)
    }

    /// Whether a timer is still scheduled.
    func isScheduled(_ id: UInt64) -> Bool {
        schedule.withLock { $0.contains(id) }
    }

    /// Takes a timer off the clock.
    func unschedule(_ id: UInt64) {
        _ = schedule.withLock { $0.remove(id) }
    }

    // MARK: - Moving time

    /// Moves time forward by a duration, resuming every sleeper and running every timer due on the way.
    ///
    /// Waiters come due one at a time, in deadline order, and each resumed task runs until it
    /// suspends again before the next one: see *What a move guarantees* above. A sleep that a
    /// resumed task starts inside the window is honoured in order. `advance(by: .zero)` moves no
    /// time, but lets ready work run and resumes what is already due; a negative duration does
    /// the same. Moves from several tasks take turns.
    ///
    /// ```swift
    /// searchField.type("tea")                     // the screen debounces for 300 ms
    /// await window.clock.advance(by: .milliseconds(299))
    /// #expect(service.queries.isEmpty)
    /// await window.clock.advance(by: .milliseconds(1))
    /// #expect(service.queries == ["tea"])
    /// ```
    ///
    /// - Parameter duration: How far to move.
    /// - Complexity: O(*k* log *n*) clock operations for *k* waiters coming due among *n*, plus
    ///   the jobs each resumed task runs.
    @MainActor
    public func advance(by duration: Duration) async {
        await exclusively {
            await move(to: now.advanced(by: duration))
        }
    }

    /// Moves time forward to an instant, resuming every sleeper and running every timer due on the way.
    ///
    /// Works like ``advance(by:)``. An instant that is already past moves no time.
    ///
    /// - Parameter deadline: Where to move.
    /// - Complexity: O(*k* log *n*) clock operations for *k* waiters coming due among *n*, plus
    ///   the jobs each resumed task runs.
    @MainActor
    public func advance(to deadline: Instant) async {
        await exclusively {
            await move(to: deadline)
        }
    }

    /// Advances from one deadline to the next until nothing waits on the clock, or fails after a
    /// bound instead of running forever.
    ///
    /// Settling ends when nothing is scheduled after the work the clock follows has run: see
    /// *What the clock follows* above. Work that never stops — a repeating timer, a polling loop,
    /// a retry that never gives up — would keep it going forever; instead it stops when the next
    /// deadline lies more than `timeout` after the time settling started, or once `maximumSteps`
    /// waiters have come due, and throws a ``SettleError`` that lists every waiter left, with its
    /// deadline and where it was scheduled. Time stays at the last deadline reached. Work that
    /// reschedules itself at one instant forever stops it there too, after
    /// ``maximumGenerationsPerInstant`` generations, however high `maximumSteps` is; any number of
    /// waiters due at once, that don't, all come due.
    ///
    /// Settling also stops, and throws, rather than wake a sleeper whose task it can't follow:
    /// one that doesn't run on the clock's ``executor``, where nothing would tell settling when
    /// the task is done, so that what it does next could be missed.
    ///
    /// ```swift
    /// interactor.handle(action: .load)   // its task prefers window.clock.executor
    /// try await window.clock.settle()
    /// #expect(interactor.state.products.count == 12)
    /// ```
    ///
    /// - Parameters:
    ///   - timeout: How much virtual time settling may take; a minute by default, longer than any
    ///     animation, debounce or request timeout a screen waits for.
    ///   - maximumSteps: How many waiters may come due; 10,000 by default, which a timer firing
    ///     every frame at 60 Hz reaches only after more than two minutes.
    /// - Throws: A ``SettleError`` when something is still scheduled past either bound, work
    ///   reschedules itself at one instant for ``maximumGenerationsPerInstant`` generations, or the
    ///   next sleeper to wake is one whose task settling can't follow.
    /// - Complexity: O(*k* log *n*) clock operations for *k* waiters coming due among *n*, plus
    ///   the jobs each resumed task runs; a ``SettleError`` lists the waiters left in O(*n* log *n*).
    @MainActor
    public func settle(timeout: Duration = .seconds(60), maximumSteps: Int = 10_000) async throws(SettleError)
    {
        let failure: SettleError? = await exclusively {
            let bound = now.advanced(by: max(timeout, .zero))
            var steps = 0
            var generations = InstantGenerations(limit: Self.maximumGenerationsPerInstant)
            await waitForWorkToRun()
            while true {
                let step = nextSettlingStep(
                    within: bound, timeout: timeout, steps: steps, maximumSteps: maximumSteps,
                    generations: &generations)
                switch step {
                case .settled:
                    return nil
                case .failed(let failure):
                    return failure
                case .fire(let entry):
                    fire(entry)
                    steps += 1
                    await waitForWorkToRun()
                }
            }
        }
        if let failure { throw failure }
    }

    /// What settling does next.
    private enum SettlingStep {
        /// Nothing is scheduled.
        case settled
        /// A bound was reached, or the next waiter can't be followed.
        case failed(SettleError)
        /// The next waiter, taken out of the queue.
        case fire(ClockSchedule.Entry)
    }

    /// Takes the next waiter for settling, or says why settling ends.
    ///
    /// - Parameters:
    ///   - bound: The latest deadline settling reaches.
    ///   - timeout: The timeout that made `bound`, for the error.
    ///   - steps: How many waiters have come due.
    ///   - maximumSteps: How many may.
    ///   - generations: The generations counted so far.
    /// - Returns: The waiter to fire, or how settling ends.
    private func nextSettlingStep(
        within bound: Instant, timeout: Duration, steps: Int, maximumSteps: Int,
        generations: inout InstantGenerations
    ) -> SettlingStep {
        schedule.withLock { schedule in
            guard let first = schedule.nextEntry else { return .settled }
            let reason: SettleError.Reason
            if first.waiter.deadline > bound {
                reason = .timedOut(after: timeout)
            } else if steps >= maximumSteps {
                reason = .tooManySteps(steps)
            } else if !first.isTracked {
                reason = .untrackedTask(first.waiter)
            } else if case .due(let entry) = schedule.takeNext(dueBy: bound, counting: &generations) {
                return .fire(entry)
            } else {
                // The next waiter would begin one generation too many at its instant.
                reason = .tooManySteps(steps)
            }
            // The waiters are copied only for an error, from the same snapshot as the reason.
            return .failed(SettleError(reason: reason, now: schedule.now, waiters: schedule.waiters))
        }
    }

    /// Moves time forward by a duration without waiting for the tasks it wakes: what simulated
    /// input does, since it is synchronous, and what a synchronous caller, such as a conformance
    /// driver's `wait(_:for:)`, can do.
    ///
    /// Waiters come due in the same order as in ``advance(by:)``, and timers run at their
    /// deadlines, but a resumed sleeper's task runs only after the caller next suspends, and reads
    /// the time at the end of the move. In async code, prefer ``advance(by:)``, which lets each
    /// woken task run before the next waiter comes due.
    ///
    /// ```swift
    /// func wait(_ duration: Duration, for sender: Button) {
    ///     window.clock.advanceWithoutWaiting(by: duration)
    /// }
    /// ```
    ///
    /// - Parameter duration: How far to move; zero or a negative duration moves no time, but runs
    ///   the timers already due.
    @MainActor
    public func advanceWithoutWaiting(by duration: Duration) {
        advanceWithoutWaiting(to: now.advanced(by: max(duration, .zero)))
    }

    /// Moves time forward to an instant without waiting for the tasks it wakes, as
    /// ``advanceWithoutWaiting(by:)`` does.
    ///
    /// - Parameter target: Where to move; an instant already past moves no time, but runs the
    ///   timers already due.
    @MainActor
    public func advanceWithoutWaiting(to target: Instant) {
        var generations = InstantGenerations(limit: Self.maximumGenerationsPerInstant)
        while true {
            switch schedule.withLock({ $0.takeNext(dueBy: target, counting: &generations) }) {
            case .nothingDue:
                schedule.withLock { $0.moveTime(to: target) }
                return
            case .due(let entry):
                fire(entry)
            case .runaway(let waiter):
                return reportRunaway(waiter)
            }
        }
    }

    /// Runs an asynchronous move once the moves started before it have finished.
    @MainActor
    private func exclusively<Result>(_ body: @MainActor () async -> Result) async -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isFree = schedule.withLock { schedule in
                if schedule.isMoving {
                    schedule.waitingMoves.append(continuation)
                    return false
                }
                schedule.isMoving = true
                return true
            }
            if isFree { continuation.resume() }
        }
        let result = await body()
        let next = schedule.withLock { schedule -> CheckedContinuation<Void, Never>? in
            if schedule.waitingMoves.isEmpty {
                schedule.isMoving = false
                return nil
            }
            return schedule.waitingMoves.removeFirst()
        }
        next?.resume()
        return result
    }

    /// Lets the work the clock follows run, fires every waiter due by `target`, letting that work
    /// run after each, then moves to `target`; stops where work runs away at one instant, and
    /// reports it.
    @MainActor
    private func move(to target: Instant) async {
        await waitForWorkToRun()
        var generations = InstantGenerations(limit: Self.maximumGenerationsPerInstant)
        while true {
            switch schedule.withLock({ $0.takeNext(dueBy: target, counting: &generations) }) {
            case .nothingDue:
                schedule.withLock { $0.moveTime(to: target) }
                return
            case .due(let entry):
                fire(entry)
                await waitForWorkToRun()
            case .runaway(let waiter):
                return reportRunaway(waiter)
            }
        }
    }

    /// Reports work that kept rescheduling itself at one instant, where a move stopped.
    @MainActor
    private func reportRunaway(_ next: Waiter) {
        SendingStateDiagnostics.report(
            .toolkitMisuse(
                toolkit: "HeadlessWidgets",
                message: "VirtualClock: work kept scheduling waiters at \(next.deadline), "
                    + "\(Self.maximumGenerationsPerInstant) generations deep, without time moving; the move "
                    + "stopped there and left them scheduled. The next was \(next)"))
    }

    /// Resumes a sleeper, or runs a timer's work.
    @MainActor
    private func fire(_ entry: ClockSchedule.Entry) {
        switch entry.action {
        case .resume(let continuation): continuation.resume()
        case .run(let work): work(Timer(id: entry.id, clock: self))
        }
    }

    /// Waits until the work the clock follows is done: until no job is queued on the clock's
    /// executor, so that every task that prefers it is suspended.
    @MainActor
    private func waitForWorkToRun() async {
        await clockExecutor.waitUntilIdle()
    }

    private static func location(_ fileID: String, _ line: Int) -> String {
        "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}
