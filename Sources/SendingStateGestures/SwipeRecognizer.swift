public import SendingState

/// Recognizes swipes, as UIKit's swipe recognizer does.
///
/// A swipe is a stroke whose fingers lift while moving at least
/// ``GestureThresholds/minimumSwipeSpeed``, measured at their centroid over the last tenth of a
/// second. It is reported once, as the last finger lifts, in the direction of the velocity's
/// larger component, with the centroid where the stroke started and the most fingers that were
/// down at once, and no velocity, as UIKit's swipe recognizer has none. A slower stroke, or one
/// cancelled, reports nothing.
@MainActor
public final class SwipeRecognizer: PointerGestureRecognizer {
    /// Reports `.swipe`.
    public var kind: GestureKind { .swipe }

    private let report: GestureReport
    private var path = CentroidPath()
    /// Where the stroke started.
    private var start = Point.zero
    /// The most fingers down at once in the stroke.
    private var fingers = 0

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.swipe` and the values of each swipe it recognizes.
    public init(report: @escaping GestureReport) {
        self.report = report
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        let isFirst = path.pointers.isEmpty
        guard path.down(pointer, at: location, time: time) else { return }
        if isFirst { fingers = 0 }
        if path.pointers.count > fingers {
            // The fingers of one swipe land one by one: it starts where they all are.
            fingers = path.pointers.count
            start = path.centroid
        }
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        _ = path.move(pointer, to: location, time: time)
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        pointerMoved(pointer, to: location, time: time)
        guard path.lift(pointer, at: time), path.pointers.isEmpty else { return }
        let speed = path.velocity
        guard max(abs(speed.x), abs(speed.y)) >= GestureThresholds.minimumSwipeSpeed else { return }
        let direction: SwipeDirection =
            abs(speed.x) >= abs(speed.y) ? (speed.x >= 0 ? .right : .left) : (speed.y >= 0 ? .down : .up)
        report(
            .swipe,
            GestureValues(
                phase: .recognized, location: start, numberOfTouches: fingers,
                direction: direction))
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        path.cancel()
    }
}
