public import SendingState

/// Recognizes taps, and counts quick taps in a row, as UIKit's tap recognizers do.
///
/// A tap is one or more fingers pressed and lifted without moving more than
/// ``GestureThresholds/movement`` from where each landed, released before ``maximumPressDuration``.
/// It is reported when the last finger lifts, with one tap, the number of fingers that were down
/// at once, and the centroid of the points where they landed.
///
/// A tap continues a streak when it starts less than ``doubleTapInterval`` after the previous one
/// ended, with as many fingers, within ``GestureThresholds/movement`` of it; it is then reported
/// with one tap, then again with the streak's count, so the second of two quick taps fires both a
/// single-tap and a double-tap mapping, as a single-tap and a double-tap recognizer would in UIKit.
/// A press that starts at or after the interval, or at a time earlier than the previous tap's end,
/// as a toolkit's clock that wrapped around gives, starts a new streak.
@MainActor
public final class TapRecognizer: PointerGestureRecognizer {
    /// Reports `.tap`.
    public var kind: GestureKind { .tap }

    /// How long a press may last and still be a tap, in seconds: a press that long is a long press.
    ///
    /// A value that isn't a finite number of seconds, zero or more, is ignored.
    public var maximumPressDuration = GestureThresholds.minimumPressDuration {
        didSet { if !maximumPressDuration.isFiniteDuration { maximumPressDuration = oldValue } }
    }

    /// How long, in seconds, after a tap the next one may start and continue its streak.
    ///
    /// A value that isn't a finite number of seconds, zero or more, is ignored.
    public var doubleTapInterval = GestureThresholds.doubleTapInterval {
        didSet { if !doubleTapInterval.isFiniteDuration { doubleTapInterval = oldValue } }
    }

    /// The place in its streak of the tap that the fingers down now would make, as UIKit's
    /// `UITouch.tapCount`: 1, or one more than the last tap's when this press continues its streak
    /// in time, place and fingers; 0 while no finger is down.
    ///
    /// Read it once the fingers of a press have landed: a control sends `touchDownRepeat` with its
    /// `touchDown` when it is more than 1.
    public var tapCount: Int {
        press.map(streakCount) ?? 0
    }

    private let report: GestureReport
    private var pointers = Pointers()
    /// When the current press started, where its fingers landed, how many were down at once, and
    /// whether it can still be a tap.
    private var press: Press?
    /// The last tap: when it ended, where, with how many fingers, and its place in the streak.
    private var lastTap: (time: Double, location: Point, fingers: Int, count: Int)?

    private struct Press {
        var time: Double
        var landings = LandingCentroid()
        var fingers = 0
        var canTap = true
    }

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.tap` and the values of each tap it reports.
    public init(report: @escaping GestureReport) {
        self.report = reportingFiniteValues(report)
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite, !pointers.contains(pointer), pointers.put(pointer, at: location) else { return }
        var current = press ?? Press(time: time)
        current.landings.add(location)
        current.fingers = max(current.fingers, pointers.count)
        press = current
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        guard pointers.move(pointer, to: location) else { return }
        if pointers.hasMoved(pointer, fartherThan: GestureThresholds.movement) {
            press?.canTap = false
        }
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        pointerMoved(pointer, to: location, time: time)
        guard pointers.lift(pointer) else { return }
        guard pointers.isEmpty, let press else { return }
        self.press = nil
        let duration = time - press.time
        guard press.canTap, duration >= 0, duration < maximumPressDuration else { return }
        recognize(press, endedAt: time)
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        pointers.removeAll()
        press = nil
    }

    /// The place in its streak of a tap made by a press.
    private func streakCount(_ press: Press) -> Int {
        // Times a tenth of a nanosecond apart count as one: finer than any toolkit's clock, and
        // coarser than the rounding of seconds in a `Double` for weeks, so a tap exactly at the
        // interval ends the streak however the toolkit's clock converts to seconds.
        guard let lastTap, lastTap.fingers == press.fingers, press.time >= lastTap.time,
            press.time - lastTap.time < doubleTapInterval - 1e-10,
            press.landings.centroid.distance(to: lastTap.location) <= GestureThresholds.movement
        else { return 1 }
        return lastTap.count + 1
    }

    private func recognize(_ press: Press, endedAt end: Double) {
        let count = streakCount(press)
        let location = press.landings.centroid
        lastTap = (end, location, press.fingers, count)
        var values = GestureValues(
            phase: .recognized, location: location, numberOfTouches: press.fingers, numberOfTaps: 1)
        report(.tap, values)
        if count > 1 {
            values.numberOfTaps = count
            report(.tap, values)
        }
    }
}
