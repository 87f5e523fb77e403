import SendingState
import SendingStateInput

/// The window's virtual clock as its input engine sees it: times in seconds since an origin near
/// the input, and timers on the clock.
///
/// The engine measures velocities, streaks and deadlines by subtracting times. Seconds since the
/// clock's time zero would lose the fractions of a frame once the clock has run long enough, and
/// couldn't be counted at all past `Int64.max` seconds; so times are measured from an origin that
/// moves up when the clock jumps: when no pointer is down and the clock has moved more than an
/// hour, or twice the streak interval if that is longer, since the last input, the next input comes
/// that long after the last one, longer than any streak lasts. Times stay small and exact however
/// far the clock has run, and the engine sees nothing of the move.
@MainActor
final class InputTimeline: InputClock {
    /// The clock whose time stamps every event.
    let clock: VirtualClock
    /// The instant from which times are measured.
    private(set) var origin: VirtualClock.Instant
    /// When input last came, and its time in seconds since the origin.
    private var lastInput: (instant: VirtualClock.Instant, seconds: Double)?

    init(clock: VirtualClock) {
        self.clock = clock
        origin = clock.now
    }

    /// The time of input made now, in seconds since the origin, which first moves up when the clock
    /// jumped while no pointer was down.
    ///
    /// - Parameter engine: The engine the input goes to.
    /// - Returns: The time, in seconds, to stamp the input with.
    func timeOfInput(for engine: InputEngine) -> Double {
        let now = clock.now
        if engine.pointersDown == 0 {
            if let lastInput = lastInput?.instant {
                let elapsed = lastInput.duration(to: now)
                // The gap is never shorter than an hour, so a shorter wait, as nearly every one
                // is, needs no streak's interval measured.
                if elapsed > Self.longestGap {
                    let longestGap = max(
                        Self.longestGap, Duration(saturatingSeconds: engine.doubleTapInterval) * 2)
                    if elapsed > longestGap {
                        // The time goes on from the last input's, one longest gap later.
                        origin = now.advanced(by: .zero - (origin.duration(to: lastInput) + longestGap))
                    }
                }
            } else {
                origin = now
            }
        } else if let lastInput, lastInput.instant == now {
            // The origin stays while a pointer is down: input at the same instant, as a tap's
            // release, has the same time.
            return lastInput.seconds
        }
        let time = seconds(at: now)
        lastInput = (now, time)
        return time
    }

    /// The most time the input engine sees pass between two inputs while no pointer is down, unless
    /// streaks last longer: an hour.
    static let longestGap = Duration.seconds(3_600)

    /// An instant, in seconds since the origin.
    func seconds(at instant: VirtualClock.Instant) -> Double {
        origin.duration(to: instant).seconds
    }

    /// Runs `fire` on the clock at the instant a time stands for, with that time: the clock has
    /// reached it, whatever the rounding of the instant.
    func schedule(at time: Double, _ fire: @escaping @MainActor (Double) -> Void) -> any InputTimer {
        let instant = origin.advanced(by: Duration(saturatingSeconds: time))
        let timer = clock.schedule(after: clock.now.duration(to: instant), label: "input deadline") {
            [weak self] _ in
            guard let self else { return }
            fire(max(self.seconds(at: self.clock.now), time))
        }
        return VirtualInputTimer(timer)
    }
}

/// A timer on the virtual clock, as the input engine cancels it.
@MainActor
private final class VirtualInputTimer: InputTimer {
    private let timer: VirtualClock.Timer

    init(_ timer: VirtualClock.Timer) {
        self.timer = timer
    }

    func cancel() {
        timer.invalidate()
    }
}
