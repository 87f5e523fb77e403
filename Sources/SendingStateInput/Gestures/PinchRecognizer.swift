public import SendingState

/// Recognizes pinches of two or more fingers, as UIKit's pinch recognizer does.
///
/// The scale is the fingers' spread, their mean distance from their centroid, over their spread
/// when they landed; the velocity's `x` is the scale's change per second over the last move. The
/// pinch begins on the move that takes the scale more than ``GestureThresholds/pinchScale`` from
/// 1, changes on each later move, and ends, repeating its last values, when fewer than two fingers
/// remain. A finger landing or lifting doesn't make the scale jump.
@MainActor
public final class PinchRecognizer: PointerGestureRecognizer, TwoFingerMeasuring {
    /// Reports `.pinch`.
    public var kind: GestureKind { .pinch }

    private let report: GestureReport
    private var tracking = TwoFingerTracking(kind: .pinch)

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.pinch` and the values of each phase it reports.
    public init(report: @escaping GestureReport) {
        self.report = reportingFiniteValues(report)
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        tracking.down(pointer, at: location, time: time)
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        pointersMoved([pointer: location], time: time)
    }

    /// Takes the fingers that moved together in one event, and reports once for them.
    public func pointersMoved(_ moves: [Int: Point], time: Double) {
        if let values = tracking.move(moves, time: time) { report(.pinch, values) }
    }

    /// Takes fingers whose scale and rotation the toolkit measured itself, and reports them as
    /// they are.
    func pointersMoved(_ moves: [Int: Point], time: Double, measured: TwoFingerMeasure) {
        if let values = tracking.move(moves, time: time, measured: measured) { report(.pinch, values) }
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        for values in tracking.up(pointer, at: location, time: time) { report(.pinch, values) }
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        if let values = tracking.cancel() { report(.pinch, values) }
    }
}
