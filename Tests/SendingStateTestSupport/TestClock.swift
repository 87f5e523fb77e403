public import SendingStateInput

/// A clock whose timers a test fires by moving its time.
@MainActor
public final class TestClock: InputClock {
    /// Makes a clock at time 0.
    public init() {}

    /// The time now, in seconds: 0 until the test moves it.
    public private(set) var now = 0.0
    /// The timers waiting, with when they fire.
    public private(set) var timers: [TestTimer] = []
    /// How many timers were ever scheduled.
    public private(set) var scheduledCount = 0

    /// Keeps a timer to fire once the test moves the time past `time`.
    public func schedule(at time: Double, _ fire: @escaping @MainActor (Double) -> Void) -> any InputTimer {
        let timer = TestTimer(time: time, fire: fire)
        timers.append(timer)
        scheduledCount += 1
        return timer
    }

    /// Moves the time, firing the timers due on the way, each at its own time.
    public func advance(to time: Double) {
        while let due = timers.filter({ !$0.isCancelled && $0.time <= time }).min(by: { $0.time < $1.time }) {
            timers.removeAll { $0 === due }
            now = max(now, due.time)
            due.fire(now)
        }
        now = max(now, time)
        timers.removeAll { $0.isCancelled }
    }

    /// Fires the next timer at a time of the test's choosing, such as before its deadline.
    public func fireNext(at time: Double) {
        guard let next = timers.first(where: { !$0.isCancelled }) else { return }
        timers.removeAll { $0 === next }
        now = time
        next.fire(time)
    }

    /// The times the timers still waiting fire at.
    public var pending: [Double] { timers.filter { !$0.isCancelled }.map(\.time) }
}

/// A timer of a ``TestClock``.
@MainActor
public final class TestTimer: InputTimer {
    /// When it fires.
    public let time: Double
    /// What it calls.
    public let fire: @MainActor (Double) -> Void
    /// Whether it was cancelled.
    public private(set) var isCancelled = false

    /// Makes a timer.
    public init(time: Double, fire: @escaping @MainActor (Double) -> Void) {
        self.time = time
        self.fire = fire
    }

    /// Cancels it.
    public func cancel() {
        isCancelled = true
    }
}
