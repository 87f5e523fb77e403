import Dispatch
import SendingState

/// The executor a ``VirtualClock`` owns: it runs the jobs of the tasks that prefer it one at a
/// time, in the order they were queued, on the main actor, and knows which are left.
///
/// That is what lets a move know, rather than guess, when the work it woke is done: a task that
/// prefers this executor is either queued here, running here, or suspended, so "nothing queued"
/// is a fact. Its jobs run isolated to the main actor, on the main queue, which is the main
/// actor's: so when such a task reaches main-actor code, it runs on in the same job instead of
/// queueing on the main actor, where no one could count it; and when it suspends there, it
/// resumes here.
final class ClockExecutor: TaskExecutor {
    private struct State {
        /// Jobs queued and not started, oldest first from ``head``.
        var queue: [UnownedJob] = []
        /// Where the oldest job not started is in ``queue``.
        var head = 0
        /// Whether a job is running.
        var isRunning = false
        /// Moves waiting for the queue to empty.
        var idleWaiters: [CheckedContinuation<Void, Never>] = []

        var isEmpty: Bool { head == queue.count }

        mutating func takeOldest() -> UnownedJob? {
            guard !isEmpty else { return nil }
            let job = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            return job
        }
    }

    private let state = Locked(State())

    /// Queues a job, to run on the main queue after the jobs queued before it.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.queue.append(job) }
        DispatchQueue.main.async { [self] in runOldestJob() }
    }

    /// Runs the oldest job queued: one main-queue block is queued per job, and each runs the
    /// oldest, so jobs run in order even if the main queue were to reorder its blocks.
    private func runOldestJob() {
        let job = state.withLock { state -> UnownedJob? in
            let job = state.takeOldest()
            state.isRunning = job != nil
            return job
        }
        guard let job else { return }
        // The main queue is the main actor's, so its blocks hold the main actor; this checks it.
        MainActor.assumeIsolated {
            job.runSynchronously(
                isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
        }
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isRunning = false
            guard state.isEmpty else { return [] }
            defer { state.idleWaiters = [] }
            return state.idleWaiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Whether the caller runs in a job of this executor.
    var isRunningCaller: Bool {
        // Jobs run on the main queue only, so off it the flag is about another thread.
        ClockExecutor.isOnMainQueue && state.withLock { $0.isRunning }
    }

    /// Whether no job is queued: every task that prefers this executor is suspended, or is the
    /// caller.
    var isIdle: Bool {
        state.withLock { $0.isEmpty }
    }

    /// Returns once no job is queued, after the last one has run.
    ///
    /// A move calls it on the main actor, from a test's task or from a job of this executor; in
    /// a job, it suspends, which ends the job, so it never waits for itself.
    @MainActor
    func waitUntilIdle() async {
        while !isIdle {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let isIdle = state.withLock { state in
                    guard !state.isEmpty else { return true }
                    state.idleWaiters.append(continuation)
                    return false
                }
                if isIdle { continuation.resume() }
            }
        }
    }

    /// Whether the caller runs on the main queue: on the main actor, or in a job of a clock's
    /// executor.
    static var isOnMainQueue: Bool {
        MainQueueMarker.shared.isCurrent
    }
}

/// Marks the main queue with a key of its own, so that code can ask whether it runs there.
private final class MainQueueMarker: Sendable {
    static let shared = MainQueueMarker()

    /// The key, set on the main queue only.
    private let key = Key()

    private init() {
        DispatchQueue.main.setSpecific(key: key.value, value: true)
    }

    /// Whether the caller runs on the main queue.
    var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key.value) == true
    }

    /// Holds a Dispatch key.
    ///
    /// `DispatchSpecificKey` isn't marked `Sendable`, though it is an identity that Dispatch only
    /// compares, under its own lock; this box never changes it after creating it, which is the
    /// whole argument for `@unchecked Sendable`.
    private final class Key: @unchecked Sendable {
        let value = DispatchSpecificKey<Bool>()
    }
}
