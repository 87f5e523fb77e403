import CGtk
import SendingState

/// Recognizes rotations with a `GtkGestureRotate`: two touches, or a touchpad rotation.
final class RotationRecognizer: GestureRecognizer {
    /// The angle turned since the gesture began, in radians.
    private var rotation = 0.0

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_rotate_new()))
        connect("begin", self) { recognizer, _ in
            recognizer.rotation = 0
            recognizer.send(.began)
        }
        connect("angle-changed", self) { recognizer, arguments in
            recognizer.rotation = arguments.double(2)
            recognizer.send(.changed)
        }
        connect("end", self) { recognizer, _ in recognizer.send(.ended) }
        connect("cancel", self) { recognizer, _ in recognizer.send(.cancelled) }
    }

    private func send(_ phase: GesturePhase) {
        report(
            .rotation,
            GestureValues(
                phase: phase, location: boundingBoxCenter(), rotation: rotation, numberOfTouches: 2))
    }
}
