public import SendingState

/// Recognizes taps, and counts quick taps in a row, as UIKit's tap recognizers do.
///
/// A tap is one or more fingers pressed and lifted without moving more than
/// ``GestureThresholds/movement`` from where each landed, released before ``maximumPressDuration``.
/// It is reported when the last finger lifts, with one tap and the number of fingers that were
/// down at once. A tap that starts less than ``doubleTapInterval`` after the previous one ended,
/// with as many fingers and within ``GestureThresholds/movement`` of it, continues a streak: it is
/// reported with one tap, then again with the streak's count, so the second of two quick taps
/// fires both a single-tap and a double-tap mapping, as a single-tap and a double-tap recognizer
/// would in UIKit.
@MainActor
public final class TapRecognizer: PointerGestureRecognizer {
    /// Reports `.tap`.
    public var kind: GestureKind { .tap }

    /// How long a press may last and still be a tap, in seconds: a press that long is a long press.
    public var maximumPressDuration = GestureThresholds.minimumPressDuration

    /// How long, in seconds, after a tap the next one may start and continue its streak.
    public var doubleTapInterval = GestureThresholds.doubleTapInterval

    private let report: GestureReport
    private var pointers = Pointers()
    /// When the current press started, and whether it can still be a tap.
    private var press: (time: Double, location: Point, fingers: Int, canTap: Bool)?
    /// The last tap: when it ended, where, with how many fingers, and its place in the streak.
    private var lastTap: (time: Double, location: Point, fingers: Int, count: Int)?

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.tap` and the values of each tap it reports.
    public init(report: @escaping GestureReport) {
        self.report = report
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        guard pointers.put(pointer, at: location) else { return }
        if var current = press {
            current.fingers = max(current.fingers, pointers.count)
            press = current
        } else {
            press = (time, location, 1, true)
        }
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
        pointerMoved(pointer, to: location, time: time)
        guard pointers.lift(pointer) else { return }
        guard pointers.isEmpty, let press else { return }
        self.press = nil
        guard press.canTap, time - press.time < maximumPressDuration else { return }
        recognize(press.location, fingers: press.fingers, startedAt: press.time, endedAt: time)
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        pointers.removeAll()
        press = nil
    }

    private func recognize(_ location: Point, fingers: Int, startedAt start: Double, endedAt end: Double) {
        var count = 1
        if let lastTap, lastTap.fingers == fingers, start - lastTap.time < doubleTapInterval,
            location.distance(to: lastTap.location) <= GestureThresholds.movement
        {
            count = lastTap.count + 1
        }
        lastTap = (end, location, fingers, count)
        var values = GestureValues(
            phase: .recognized, location: location, numberOfTouches: fingers, numberOfTaps: 1)
        report(.tap, values)
        if count > 1 {
            values.numberOfTaps = count
            report(.tap, values)
        }
    }
}
