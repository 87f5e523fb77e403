import CGtk
import SendingState

/// Recognizes a hovering pointer with a `GtkEventControllerMotion`: enter, motion and leave are
/// reported as began, changed and ended, with no touches.
final class HoverRecognizer: GestureRecognizer {
    private var entry = Point.zero
    private var location = Point.zero

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_event_controller_motion_new()))
        connect("enter", self) { recognizer, arguments in
            recognizer.entry = Point(x: arguments.double(1), y: arguments.double(2))
            recognizer.location = recognizer.entry
            recognizer.send(.began)
        }
        connect("motion", self) { recognizer, arguments in
            let location = Point(x: arguments.double(1), y: arguments.double(2))
            guard location != recognizer.location else { return }
            recognizer.location = location
            recognizer.send(.changed)
        }
        connect("leave", self) { recognizer, _ in recognizer.send(.ended) }
    }

    private func send(_ phase: GesturePhase) {
        report(
            .hover,
            GestureValues(
                phase: phase, location: location,
                translation: Point(x: location.x - entry.x, y: location.y - entry.y), numberOfTouches: 0))
    }
}
