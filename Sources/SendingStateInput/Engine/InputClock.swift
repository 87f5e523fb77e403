/// The timers of a toolkit's clock, on which an input engine waits for deadlines, such as the
/// moment a long press begins.
///
/// Times are seconds on the clock the adapter stamps events with: GTK's monotonic clock, a
/// virtual clock in a test. The engine asks for at most one timer at a time, and cancels it when
/// the deadline goes away or moves.
///
/// ```swift
/// final class GLibTimers: InputClock {
///     func schedule(at time: Double, _ fire: @escaping @MainActor (Double) -> Void) -> any InputTimer {
///         GLibTimer(after: time - Self.now) { fire(Self.now) }
///     }
/// }
/// ```
@MainActor
public protocol InputClock: AnyObject {
    /// Calls `fire` with the time on the clock once the clock has reached `time`.
    ///
    /// A timer that fires a little early is harmless: the engine asks again for what is left.
    ///
    /// - Parameters:
    ///   - time: When to fire, in seconds on the clock events are stamped with.
    ///   - fire: What to call, with the time when the timer fired.
    /// - Returns: The timer, for the engine to cancel.
    func schedule(at time: Double, _ fire: @escaping @MainActor (_ now: Double) -> Void) -> any InputTimer
}

/// A timer an ``InputClock`` scheduled, which the engine cancels when it no longer waits for it.
@MainActor
public protocol InputTimer: AnyObject {
    /// Stops the timer, if it hasn't fired yet; does nothing once it has.
    func cancel()
}
