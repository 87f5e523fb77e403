import CGtk
import SendingState
import SendingStateInput

/// Reports a control's touch events, as UIKit names them, from the raw pointer events GTK
/// delivers to the control.
///
/// It is a `GtkEventControllerLegacy` in the capture phase that never stops an event, rather than
/// a gesture: a gesture can be denied or cancelled when the widget's own gestures claim the pointer,
/// as a scale's drag does, and the touch would end too early. So the widget's own gestures still see
/// every event and decide what the widget does. A press of the primary button reports `touchDown`,
/// adding `touchDownRepeat` within GTK's double-click time; moving reports `touchDragInside` or
/// `touchDragOutside`, and `touchDragExit` or `touchDragEnter` when it crosses the edge; the release
/// reports `touchUpInside` or `touchUpOutside`; a broken grab reports `touchCancel`.
@MainActor
final class TouchTracker {
    private weak var control: GTKControl?
    private var isPressed = false
    private var isInside = false
    private var lastRelease: (time: Double, point: Point)?

    init(control: GTKControl) {
        self.control = control
        let controller = eventController(gtk_event_controller_legacy_new())
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(control.widget, controller)
        connectSignal(UnsafeMutableRawPointer(controller), "event") { [weak self] arguments in
            arguments.setReturn(false)
            guard let self, let event = arguments.pointer(1) else { return }
            self.handle(OpaquePointer(event))
        }
    }

    private func handle(_ event: OpaquePointer) {
        let type = gdk_event_get_event_type(event)
        let isPrimary = { gdk_button_event_get_button(event) == guint(GDK_BUTTON_PRIMARY) }
        switch type {
        case GDK_BUTTON_PRESS where isPrimary() && !isPressed:
            if let point = location(of: event) { pressed(at: point) }
        case GDK_MOTION_NOTIFY where isPressed:
            if let point = location(of: event) { moved(to: point) }
        case GDK_BUTTON_RELEASE where isPrimary() && isPressed:
            if let point = location(of: event) { released(at: point) }
        case GDK_GRAB_BROKEN where isPressed, GDK_TOUCH_CANCEL where isPressed:
            cancelled()
        default:
            break
        }
    }

    /// Where a pointer event happened, in the control's coordinates.
    private func location(of event: OpaquePointer) -> Point? {
        guard let control, let native = gtk_widget_get_native(control.widget) else { return nil }
        var surfaceX = 0.0
        var surfaceY = 0.0
        var offsetX = 0.0
        var offsetY = 0.0
        guard gdk_event_get_position(event, &surfaceX, &surfaceY) != 0 else { return nil }
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        var inNative = graphene_point_t(x: Float(surfaceX - offsetX), y: Float(surfaceY - offsetY))
        var inControl = graphene_point_t()
        let nativeWidget = cgtk_widget(UnsafeMutableRawPointer(native))
        guard gtk_widget_compute_point(nativeWidget, control.widget, &inNative, &inControl) != 0 else {
            return nil
        }
        return Point(x: Double(inControl.x), y: Double(inControl.y))
    }

    private func contains(_ point: Point) -> Bool {
        guard let control else { return false }
        return gtk_widget_contains(control.widget, point.x, point.y) != 0
    }

    private func pressed(at point: Point) {
        guard let control else { return }
        isPressed = true
        isInside = true
        let now = GestureFeed.now
        let repeats =
            lastRelease.map {
                now - $0.time <= Double(cgtk_double_click_time()) / 1000
                    && hypot(point.x - $0.point.x, point.y - $0.point.y) <= GestureThresholds.movement
            } ?? false
        control.touchBegan()
        control.ss.report(.control(repeats ? [.touchDown, .touchDownRepeat] : .touchDown))
    }

    private func moved(to point: Point) {
        guard let control else { return }
        let inside = contains(point)
        if inside != isInside {
            isInside = inside
            control.ss.report(.control(inside ? .touchDragEnter : .touchDragExit))
        } else {
            control.ss.report(.control(inside ? .touchDragInside : .touchDragOutside))
        }
    }

    private func released(at point: Point) {
        guard let control else { return }
        isPressed = false
        lastRelease = (GestureFeed.now, point)
        control.touchWillEnd()
        control.ss.report(.control(contains(point) ? .touchUpInside : .touchUpOutside))
    }

    private func cancelled() {
        guard let control else { return }
        isPressed = false
        control.touchWillEnd()
        control.ss.report(.control(.touchCancel))
    }
}
