import CGtk
import SendingState
import SendingStateInput

/// Feeds a `GtkGestureClick`'s presses and releases to the kit's `TapRecognizer`.
///
/// GTK's click gesture decides whose click it is; the recognizer decides whether it is a tap and
/// counts the streak, with the desktop's double-click time as its interval. A press that moves
/// past GTK's own threshold, or that a child claims, stops the gesture: the press is cancelled.
final class ClickFeed: GestureFeed {
    private let recognizer: TapRecognizer

    init(owner: GTKWidget, need: RecognizerNeed) {
        recognizer = TapRecognizer(report: reporting(on: owner))
        recognizer.doubleTapInterval = Double(cgtk_double_click_time()) / 1000
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_click_new()))
        apply(need)
        connect("pressed", self) { feed, arguments in
            let location = Point(x: arguments.double(2), y: arguments.double(3))
            feed.feed(feed.recognizer) { $0.pointerDown(0, at: location, time: Self.now) }
        }
        connect("released", self) { feed, arguments in
            let location = Point(x: arguments.double(2), y: arguments.double(3))
            feed.feed(feed.recognizer) { $0.pointerUp(0, at: location, time: Self.now) }
        }
        connect("stopped", self) { feed, _ in
            feed.feed(feed.recognizer) { $0.pointersCancelled(at: Self.now) }
        }
        connect("cancel", self) { feed, _ in feed.feed(feed.recognizer) { $0.pointersCancelled(at: Self.now) }
        }
    }

    /// A press held for the long-press threshold is no tap, so that a long press is never also one.
    override func apply(_ need: RecognizerNeed) {
        recognizer.maximumPressDuration = need.pressThreshold
    }
}
