package import SendingStateInput

/// A clock that says what time it is, as well as running the input engine's timers: what a session
/// stamps a person's input with.
@MainActor
package protocol SessionClock: InputClock {
    /// The time now, in seconds.
    var now: Double { get }
}

/// The clock a session stamps a person's input with, and its input engine waits on: seconds since
/// the session began, on the server's monotonic clock, never the browser's.
@MainActor
final class WebClock: SessionClock {
    private let start = ContinuousClock.now

    /// The seconds since the session began.
    var now: Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    func schedule(at time: Double, _ fire: @escaping @MainActor (Double) -> Void) -> any InputTimer {
        let timer = Timer()
        let delay = max(0, time - now)
        timer.task = Task { @MainActor [weak self] in
            try? await Task.sleep(for: .seconds(delay))
            guard !Task.isCancelled, let self else { return }
            fire(self.now)
        }
        return timer
    }

    /// A timer the engine may cancel.
    private final class Timer: InputTimer {
        var task: Task<Void, Never>?

        func cancel() { task?.cancel() }
    }
}
