public import SendingState

/// Recognizes swipes, as UIKit's swipe recognizer does.
///
/// A swipe is a stroke whose fingers lift while moving at least
/// ``GestureThresholds/minimumSwipeSpeed``, measured at their centroid over the last tenth of a
/// second. It is reported once, as the last finger lifts, in the direction of the velocity's
/// larger component, with the velocity, the centroid where the stroke started and the most fingers
/// that were down at once. A slower stroke, or one cancelled, reports nothing.
@MainActor
public final class SwipeRecognizer: PointerGestureRecognizer {
    /// Reports `.swipe`.
    public var kind: GestureKind { .swipe }

    private let report: GestureReport
    private var pointers = Pointers()
    private var start = Point.zero
    private var fingers = 0
    private var reference = (translation: Point.zero, centroid: Point.zero)
    private var translation = Point.zero
    private var velocity = VelocityTracker()

    /// Makes a recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.swipe` and the values of each swipe it recognizes.
    public init(report: @escaping GestureReport) {
        self.report = report
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        let isFirst = pointers.isEmpty
        guard pointers.put(pointer, at: location) else { return }
        if isFirst {
            start = location
            fingers = 0
            translation = .zero
            velocity.reset(to: .zero, at: time)
        }
        fingers = max(fingers, pointers.count)
        reference = (translation, pointers.layout.centroid)
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        guard pointers.location(of: pointer) != location, pointers.move(pointer, to: location) else { return }
        let centroid = pointers.layout.centroid
        translation = Point(
            x: reference.translation.x + centroid.x - reference.centroid.x,
            y: reference.translation.y + centroid.y - reference.centroid.y)
        velocity.add(translation, at: time)
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        pointerMoved(pointer, to: location, time: time)
        guard pointers.lift(pointer) else { return }
        guard pointers.isEmpty else {
            reference = (translation, pointers.layout.centroid)
            return
        }
        velocity.add(translation, at: time)
        let speed = velocity.velocity
        guard max(abs(speed.x), abs(speed.y)) >= GestureThresholds.minimumSwipeSpeed else { return }
        let direction: SwipeDirection =
            abs(speed.x) >= abs(speed.y) ? (speed.x >= 0 ? .right : .left) : (speed.y >= 0 ? .down : .up)
        report(
            .swipe,
            GestureValues(
                phase: .recognized, location: start, velocity: speed, numberOfTouches: fingers,
                direction: direction))
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        pointers.removeAll()
    }
}
