/// ``VirtualClock/settle(timeout:maximumSteps:)`` gave up: something is still scheduled past its bound.
///
/// Settling advances a clock from one deadline to the next until nothing waits on it. Work that
/// never stops, such as a repeating timer or a polling loop, would make it run forever; instead it
/// stops at a bound of virtual time or of waiters come due, and throws this error, which lists
/// every waiter still scheduled and where each came from. It also stops before waking a sleeper
/// whose task it can't follow, since it couldn't tell when that task is done:
///
/// ```
/// settle() gave up after 60.0 seconds of virtual time, at 60.0 seconds; 1 waiter is still scheduled:
///   timer at 61.0 seconds every 1.0 seconds ("heartbeat" at Poller.swift:12, since 60.0 seconds)
/// ```
public struct SettleError: Error, Hashable, Sendable {
    /// Which bound settling reached.
    public enum Reason: Hashable, Sendable {
        /// The next deadline lies further than the timeout from where settling started.
        case timedOut(after: Duration)
        /// This many waiters came due: work reschedules itself too often to ever settle.
        case tooManySteps(Int)
        /// The next sleeper to wake runs off the clock's ``VirtualClock/executor``, where settling
        /// can't tell when its task is done; it is still asleep.
        case untrackedTask(VirtualClock.Waiter)
    }

    /// Which bound settling reached.
    public let reason: Reason
    /// Where the clock stopped: the last deadline it reached within the bound.
    public let now: VirtualClock.Instant
    /// Every waiter still scheduled, in the order it would come due.
    public let waiters: [VirtualClock.Waiter]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - reason: Which bound settling reached.
    ///   - now: Where the clock stopped.
    ///   - waiters: Every waiter still scheduled.
    public init(reason: Reason, now: VirtualClock.Instant, waiters: [VirtualClock.Waiter]) {
        self.reason = reason
        self.now = now
        self.waiters = waiters
    }
}

extension SettleError: CustomStringConvertible {
    /// A message naming the bound and listing every waiter still scheduled, one a line.
    public var description: String {
        let bound =
            switch reason {
            case .timedOut(let timeout): "after \(timeout) of virtual time"
            case .tooManySteps(let steps): "after \(steps) waiters came due"
            case .untrackedTask(let sleeper):
                "before waking a task it can't follow, since it sleeps off the clock's executor "
                    + "(\(sleeper)); start it with Task(executorPreference: clock.executor)"
            }
        let count = waiters.count == 1 ? "1 waiter is" : "\(waiters.count) waiters are"
        return "settle() gave up \(bound), at \(now); \(count) still scheduled:"
            + waiters.map { "\n  \($0)" }.joined()
    }
}
