public import SendingState

/// Recognizes swipes, as UIKit's swipe recognizer does.
///
/// A swipe is a stroke whose fingers lift while moving at least
/// ``GestureThresholds/minimumSwipeSpeed``, measured at their centroid over the last
/// ``GestureThresholds/velocityWindow``. It is reported once, as the last finger lifts, in the direction of the velocity's
/// larger component, with the centroid of the points where its fingers landed and the most fingers
/// that were down at once, and no velocity, as UIKit's swipe recognizer has none. A slower stroke,
/// or one cancelled, reports nothing.
@MainActor
public final class SwipeRecognizer: PointerGestureRecognizer {
    /// Reports `.swipe`.
    public var kind: GestureKind { .swipe }

    private let report: GestureReport
    private var path = CentroidPath()
    /// Where the stroke's fingers landed.
    private var landings = LandingCentroid()
    /// The most fingers down at once in the stroke.
    private var fingers = 0

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.swipe` and the values of each swipe it recognizes.
    public init(report: @escaping GestureReport) {
        self.report = reportingFiniteValues(report)
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        let isFirst = path.pointers.isEmpty
        guard time.isFinite, !path.pointers.contains(pointer), path.down(pointer, at: location, time: time)
        else { return }
        if isFirst {
            fingers = 0
            landings = LandingCentroid()
        }
        landings.add(location)
        fingers = max(fingers, path.pointers.count)
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        pointersMoved([pointer: location], time: time)
    }

    /// Takes the pointers or fingers that moved together in one event.
    public func pointersMoved(_ moves: [Int: Point], time: Double) {
        guard time.isFinite else { return }
        _ = path.move(moves, time: time)
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        pointerMoved(pointer, to: location, time: time)
        guard path.lift(pointer, at: time), path.pointers.isEmpty else { return }
        let speed = path.velocity
        guard max(abs(speed.x), abs(speed.y)) >= GestureThresholds.minimumSwipeSpeed else { return }
        let direction: SwipeDirection =
            abs(speed.x) >= abs(speed.y)
            ? (speed.x.sign == .minus ? .left : .right) : (speed.y.sign == .minus ? .up : .down)
        report(
            .swipe,
            GestureValues(
                phase: .recognized, location: landings.centroid, numberOfTouches: fingers,
                direction: direction))
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        path.cancel()
    }
}
