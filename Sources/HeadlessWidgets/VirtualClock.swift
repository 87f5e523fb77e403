/// The time a ``Window`` runs on: advanced only by simulated input and by the test.
///
/// No simulated input sleeps or reads the wall clock. A long press advances the clock by its
/// duration; a second tap counts as a double tap when it comes within ``Window/doubleTapInterval``
/// of the first on this clock.
///
/// ```swift
/// try row.tap()
/// window.clock.advance(by: 1)  // the next tap starts a new tap sequence
/// try row.tap()
/// ```
@MainActor
public final class VirtualClock {
    /// The current time, in seconds since the window was created.
    public private(set) var now: Double = 0

    /// Creates a clock at time zero.
    public init() {}

    /// Moves time forward; negative, NaN and infinite amounts are ignored.
    ///
    /// - Parameter seconds: How far to move, in seconds.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }
}
