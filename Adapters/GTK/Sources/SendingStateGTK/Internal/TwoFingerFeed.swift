import CGtk
import Glibc
import SendingState
import SendingStateInput

/// Feeds a `GtkGestureZoom` or `GtkGestureRotate` to the kit's pinch or rotation recognizer.
///
/// GTK's gestures measure two touches, or a touchpad's pinch, which has no touches to read. So the
/// feed gives the recognizer two virtual fingers around the gesture's center, as far apart as GTK's
/// scale and turned by GTK's angle; the recognizer decides when the gesture begins and what it
/// reports, with the kit's thresholds.
final class TwoFingerFeed: GestureFeed {
    /// How far each virtual finger is from the center at the start, in points.
    private static let radius = 50.0
    private let recognizer: any PointerGestureRecognizer
    private var center = Point.zero
    private var scale = 1.0
    private var angle = 0.0
    private var isDown = false

    init(owner: GTKWidget, need: RecognizerNeed) {
        let isPinch = need.kind == .pinch
        let report = reporting(on: owner)
        recognizer = isPinch ? PinchRecognizer(report: report) : RotationRecognizer(report: report)
        super.init(
            owner: owner, need: need,
            controller: eventController(isPinch ? gtk_gesture_zoom_new() : gtk_gesture_rotate_new()))
        connect("begin", self) { feed, _ in feed.begin() }
        if isPinch {
            connect("scale-changed", self) { feed, arguments in
                feed.scale = arguments.double(1)
                feed.moveFingers()
            }
        } else {
            // The angle's delta from where the gesture began.
            connect("angle-changed", self) { feed, arguments in
                feed.angle = arguments.double(2)
                feed.moveFingers()
            }
        }
        connect("end", self) { feed, _ in feed.lift() }
        connect("cancel", self) { feed, _ in
            feed.isDown = false
            feed.feed(feed.recognizer) { $0.pointersCancelled(at: Self.now) }
        }
    }

    private func begin() {
        center = boundingBoxCenter()
        scale = 1
        angle = 0
        isDown = true
        feedFingers { $0.pointerDown($1, at: $2, time: Self.now) }
    }

    private func moveFingers() {
        guard isDown else { return }
        let fingers = Dictionary(
            uniqueKeysWithValues: fingerPoints().enumerated().map { ($0.offset, $0.element) })
        // Both fingers move in one event, so the recognizer reports once for each change.
        feed(recognizer) { $0.pointersMoved(fingers, time: Self.now) }
    }

    private func lift() {
        guard isDown else { return }
        isDown = false
        feedFingers { $0.pointerUp($1, at: $2, time: Self.now) }
    }

    /// Feeds the recognizer one event for each virtual finger, where GTK's scale and angle put it.
    private func feedFingers(_ event: (any PointerGestureRecognizer, Int, Point) -> Void) {
        let fingers = fingerPoints()
        feed(recognizer) { recognizer in
            for (finger, point) in fingers.enumerated() {
                event(recognizer, finger, point)
            }
        }
    }

    /// The two virtual fingers, opposite each other around the center.
    private func fingerPoints() -> [Point] {
        let offset = Point(x: Self.radius * scale * cos(angle), y: Self.radius * scale * sin(angle))
        return [
            Point(x: center.x - offset.x, y: center.y - offset.y),
            Point(x: center.x + offset.x, y: center.y + offset.y),
        ]
    }
}
