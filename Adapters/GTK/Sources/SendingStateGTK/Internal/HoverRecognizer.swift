import CGtk
import SendingState

/// Recognizes a hovering pointer with a `GtkEventControllerMotion`: enter, motion and leave are
/// reported as began, changed and ended, with no touches.
///
/// A pointer already over the widget when the recognizer is installed sends no "enter": its first
/// motion begins the hover instead.
final class HoverRecognizer: GestureRecognizer {
    private var entry = Point.zero
    private var location = Point.zero
    private var isHovering = false

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_event_controller_motion_new()))
        connect("enter", self) { recognizer, arguments in
            recognizer.enter(at: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("motion", self) { recognizer, arguments in
            let location = Point(x: arguments.double(1), y: arguments.double(2))
            guard recognizer.isHovering else { return recognizer.enter(at: location) }
            guard location != recognizer.location else { return }
            recognizer.location = location
            recognizer.send(.changed)
        }
        connect("leave", self) { recognizer, _ in
            guard recognizer.isHovering else { return }
            recognizer.isHovering = false
            recognizer.send(.ended)
        }
    }

    private func enter(at point: Point) {
        guard !isHovering else { return }
        isHovering = true
        entry = point
        location = point
        send(.began)
    }

    private func send(_ phase: GesturePhase) {
        report(
            .hover,
            GestureValues(
                phase: phase, location: location,
                translation: Point(x: location.x - entry.x, y: location.y - entry.y), numberOfTouches: 0))
    }
}
