import CGtk
import SendingState

/// Recognizes pinches with a `GtkGestureZoom`: two touches, or a touchpad pinch.
final class PinchRecognizer: GestureRecognizer {
    private var scale = 1.0

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_zoom_new()))
        connect("begin", self) { recognizer, _ in
            recognizer.scale = 1
            recognizer.send(.began)
        }
        connect("scale-changed", self) { recognizer, arguments in
            recognizer.scale = arguments.double(1)
            recognizer.send(.changed)
        }
        connect("end", self) { recognizer, _ in recognizer.send(.ended) }
        connect("cancel", self) { recognizer, _ in recognizer.send(.cancelled) }
    }

    private func send(_ phase: GesturePhase) {
        report(
            .pinch,
            GestureValues(
                phase: phase, location: boundingBoxCenter(), scale: scale, numberOfTouches: 2))
    }
}
