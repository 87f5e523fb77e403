import CGtk
import SendingState

/// Recognizes swipes with a `GtkGestureSwipe`, which measures the velocity as the pointer lifts.
///
/// A stroke slower than ``minimumSwipeSpeed`` is not a swipe; a faster one is reported once, in the
/// direction of its larger component.
final class SwipeRecognizer: GestureRecognizer {
    /// The slowest stroke, in pixels per second, that is a swipe.
    static let minimumSwipeSpeed = 300.0
    private var location = Point.zero

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_swipe_new()))
        connect("begin", self) { recognizer, _ in
            var x = 0.0
            var y = 0.0
            if gtk_gesture_get_bounding_box_center(cgtk_gesture(recognizer.controllerPointer), &x, &y) != 0 {
                recognizer.location = Point(x: x, y: y)
            }
        }
        connect("swipe", self) { recognizer, arguments in
            recognizer.swiped(velocity: Point(x: arguments.double(1), y: arguments.double(2)))
        }
    }

    private func swiped(velocity: Point) {
        guard max(abs(velocity.x), abs(velocity.y)) >= Self.minimumSwipeSpeed else { return }
        let direction: SwipeDirection =
            abs(velocity.x) >= abs(velocity.y)
            ? (velocity.x >= 0 ? .right : .left)
            : (velocity.y >= 0 ? .down : .up)
        report(
            .swipe,
            GestureValues(
                phase: .recognized, location: location, velocity: velocity, numberOfTouches: 1,
                direction: direction))
    }
}
