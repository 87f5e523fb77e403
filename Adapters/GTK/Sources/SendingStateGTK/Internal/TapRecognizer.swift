import CGtk
import SendingState

/// Recognizes taps with a `GtkGestureClick`, on release.
///
/// A press that moved more than ``movementThreshold`` or lasted the long-press threshold is not a
/// tap. As in UIKit with a single-tap and a double-tap recognizer, every tap is reported with one
/// tap, and the second of a quick pair is also reported with two: GTK counts the streak.
final class TapRecognizer: GestureRecognizer {
    /// When and where the current press went down; `nil` once it can no longer be a tap.
    private var press: (time: Double, point: Point)?

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_click_new()))
        connect("pressed", self) { recognizer, arguments in
            recognizer.press = (Self.now, Point(x: arguments.double(2), y: arguments.double(3)))
        }
        connect("released", self) { recognizer, arguments in
            recognizer.released(
                count: arguments.int(1), at: Point(x: arguments.double(2), y: arguments.double(3)))
        }
        // A press that moved past GTK's own threshold, or was claimed by a child such as a button.
        connect("stopped", self) { recognizer, _ in recognizer.press = nil }
        connect("cancel", self) { recognizer, _ in recognizer.press = nil }
    }

    private func released(count: Int, at point: Point) {
        guard let press else { return }
        self.press = nil
        let moved = hypot(point.x - press.point.x, point.y - press.point.y)
        guard moved <= movementThreshold, Self.now - press.time < need.pressThreshold else { return }
        var values = GestureValues(phase: .recognized, location: point, numberOfTouches: 1, numberOfTaps: 1)
        report(.tap, values)
        if count > 1 {
            values.numberOfTaps = count
            report(.tap, values)
        }
    }
}
