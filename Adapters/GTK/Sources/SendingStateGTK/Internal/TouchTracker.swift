import CGtk
import SendingState

/// Reports a control's touch events, as UIKit names them, from a `GtkGestureDrag`.
///
/// The gesture runs in the capture phase and never claims the pointer, so the widget's own
/// gestures, such as a button's click gesture, still receive every event and decide what the widget
/// does. A press reports `touchDown`, adding `touchDownRepeat` within GTK's double-click time;
/// moving reports `touchDragInside` or `touchDragOutside`, and `touchDragExit` or `touchDragEnter`
/// when it crosses the edge; the release reports `touchUpInside` or `touchUpOutside`; a sequence
/// GTK cancels reports `touchCancel`.
@MainActor
final class TouchTracker {
    private weak var control: GTKControl?
    private let controller: OpaquePointer
    private var start = Point.zero
    private var isInside = false
    private var lastRelease: (time: Double, point: Point)?

    init(control: GTKControl) {
        self.control = control
        controller = eventController(gtk_gesture_drag_new())
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(control.widget, controller)
        connect("drag-begin") { tracker, arguments in
            tracker.pressed(at: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-update") { tracker, arguments in
            tracker.moved(by: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-end") { tracker, arguments in
            tracker.released(after: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("cancel") { tracker, _ in tracker.cancelled() }
    }

    private func connect(
        _ signal: String, _ handle: @escaping @MainActor (TouchTracker, SignalArguments) -> Void
    ) {
        connectSignal(UnsafeMutableRawPointer(controller), signal) { [weak self] arguments in
            guard let self else { return }
            handle(self, arguments)
        }
    }

    private func contains(_ offset: Point) -> Bool {
        guard let control else { return false }
        return gtk_widget_contains(control.widget, start.x + offset.x, start.y + offset.y) != 0
    }

    private func pressed(at point: Point) {
        guard let control else { return }
        start = point
        isInside = true
        let now = GestureRecognizer.now
        let repeats =
            lastRelease.map {
                now - $0.time <= Double(cgtk_double_click_time()) / 1000
                    && hypot(point.x - $0.point.x, point.y - $0.point.y) <= movementThreshold
            } ?? false
        control.touchBegan()
        control.ss.report(.control(repeats ? [.touchDown, .touchDownRepeat] : .touchDown))
    }

    private func moved(by offset: Point) {
        guard let control else { return }
        let inside = contains(offset)
        if inside != isInside {
            isInside = inside
            control.ss.report(.control(inside ? .touchDragEnter : .touchDragExit))
        } else {
            control.ss.report(.control(inside ? .touchDragInside : .touchDragOutside))
        }
    }

    private func released(after offset: Point) {
        guard let control else { return }
        let inside = contains(offset)
        lastRelease = (GestureRecognizer.now, Point(x: start.x + offset.x, y: start.y + offset.y))
        control.touchWillEnd()
        control.ss.report(.control(inside ? .touchUpInside : .touchUpOutside))
    }

    private func cancelled() {
        guard let control else { return }
        control.touchWillEnd()
        control.ss.report(.control(.touchCancel))
    }
}
