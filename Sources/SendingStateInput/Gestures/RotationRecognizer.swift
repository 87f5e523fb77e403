public import SendingState

/// Recognizes rotations of two or more fingers, as UIKit's rotation recognizer does.
///
/// The rotation is how far, in radians, the fingers turned around their centroid since they
/// landed, clockwise positive on a y-down screen as in UIKit; the velocity's `x` is its change in
/// radians per second over the last move. The rotation begins on the move that turns the fingers
/// more than ``GestureThresholds/rotation``, changes on each later move, and ends, repeating its
/// last values, when fewer than two fingers remain. A finger landing or lifting doesn't make the
/// rotation jump.
@MainActor
public final class RotationRecognizer: PointerGestureRecognizer, TwoFingerMeasuring {
    /// Reports `.rotation`.
    public var kind: GestureKind { .rotation }

    private let report: GestureReport
    private var tracking = TwoFingerTracking(kind: .rotation)

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.rotation` and the values of each phase it reports.
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
        if let values = tracking.move(moves, time: time) { report(.rotation, values) }
    }

    /// Takes fingers whose scale and rotation the toolkit measured itself, and reports them as
    /// they are.
    func pointersMoved(_ moves: [Int: Point], time: Double, measured: TwoFingerMeasure) {
        if let values = tracking.move(moves, time: time, measured: measured) { report(.rotation, values) }
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        for values in tracking.up(pointer, at: location, time: time) { report(.rotation, values) }
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        if let values = tracking.cancel() { report(.rotation, values) }
    }
}
