import CGtk
import SendingState
import SendingStateInput

/// Feeds a `GtkEventControllerMotion`'s enter, motion and leave to the kit's `HoverRecognizer`.
final class MotionFeed: GestureFeed {
    private let recognizer: HoverRecognizer

    init(owner: GTKWidget, need: RecognizerNeed) {
        recognizer = HoverRecognizer(report: reporting(on: owner))
        super.init(owner: owner, need: need, controller: eventController(gtk_event_controller_motion_new()))
        connect("enter", self) { feed, arguments in
            feed.recognizer.pointerEntered(
                at: Point(x: arguments.double(1), y: arguments.double(2)), time: Self.now)
        }
        connect("motion", self) { feed, arguments in
            feed.recognizer.pointerMoved(
                to: Point(x: arguments.double(1), y: arguments.double(2)), time: Self.now)
        }
        connect("leave", self) { feed, _ in feed.recognizer.pointerExited(at: Self.now) }
    }
}
