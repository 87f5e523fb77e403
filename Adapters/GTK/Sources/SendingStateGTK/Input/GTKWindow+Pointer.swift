import CGtk
import SendingState
import SendingStateInput

/// The pointers down on a window, by GTK's names for them, as its input engine numbered them.
struct PointersDown {
    /// The primary button's press, while it is down.
    var mouse: Int?
    /// The touches down, by their GDK event sequence.
    var touches: [OpaquePointer: Int] = [:]
    /// How far a touchpad's pinch has turned since it began, in radians, clockwise.
    var pinchRotation = 0.0
}

extension GTKWindow {
    /// Hands the pointer events GTK delivers to the window to its input engine, from a legacy
    /// controller in the capture phase that sees every event before any widget and returns `FALSE`,
    /// so the engine's `touchUpInside` comes before a button's "clicked" and GTK's handling goes on.
    ///
    /// The window calls it once, from its initializer; the handler holds the window weakly.
    func startDeliveringPointers() {
        let controller = eventController(gtk_event_controller_legacy_new())
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, controller)
        connectSignal(UnsafeMutableRawPointer(controller), "event") { [weak self] arguments in
            arguments.setReturn(false)
            guard let self, let event = arguments.pointer(1) else { return }
            deliverPointer(OpaquePointer(event))
        }
    }

    /// Hands one pointer event to the engine.
    private func deliverPointer(_ event: OpaquePointer) {
        guard let location = location(of: event) else { return }
        let time = GLibClock.now
        let isPrimary = { gdk_button_event_get_button(event) == guint(GDK_BUTTON_PRIMARY) }
        // A touch's emulated button events come as the touch's own events too.
        let isEmulated = gdk_event_get_pointer_emulated(event) != 0
        let sequence = gdk_event_get_event_sequence(event)
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS where isPrimary() && !isEmulated && pointers.mouse == nil:
            pointers.mouse = press(at: location, time: time)
        case GDK_MOTION_NOTIFY where !isEmulated:
            if let mouse = pointers.mouse {
                input.pointerMoved(mouse, to: location, time: time)
            } else {
                input.pointerHovered(at: location, time: time, over: wrapper(at: location))
            }
        case GDK_BUTTON_RELEASE where isPrimary() && !isEmulated:
            guard let mouse = pointers.mouse else { return }
            pointers.mouse = nil
            input.pointerUp(mouse, at: location, time: time)
        case GDK_DRAG_ENTER, GDK_DRAG_MOTION, GDK_DROP_START:
            // The press began a drag, which has the pointer now: the release goes to the drag, and
            // the drag's own events come over the window instead of motions.
            guard pointers.mouse != nil else { return }
            pointers.mouse = nil
            input.cancelPointers(at: time)
        case GDK_LEAVE_NOTIFY where pointers.mouse == nil:
            input.pointerHovered(at: location, time: time, over: nil)
        case GDK_TOUCH_BEGIN:
            if let sequence { pointers.touches[sequence] = press(at: location, time: time) }
        case GDK_TOUCH_UPDATE:
            if let touch = sequence.flatMap({ pointers.touches[$0] }) {
                input.pointerMoved(touch, to: location, time: time)
            }
        case GDK_TOUCH_END:
            if let touch = sequence.flatMap({ pointers.touches.removeValue(forKey: $0) }) {
                input.pointerUp(touch, at: location, time: time)
            }
        case GDK_TOUCHPAD_PINCH:
            deliverPinch(event, at: location, time: time)
        case GDK_GRAB_BROKEN, GDK_TOUCH_CANCEL:
            pointers = PointersDown()
            input.cancelPointers(at: time)
        default:
            break
        }
    }

    /// Presses the wrapper under a point, if there is one.
    private func press(at location: Point, time: Double) -> Int? {
        guard let target = wrapper(at: location) else { return nil }
        input.windowSize = Size(
            width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
        return input.pointerDown(at: location, time: time, on: target)
    }

    /// Hands a touchpad's pinch to the engine, which puts two virtual fingers on the wrapper under
    /// it and reports the scale and rotation GTK measured.
    private func deliverPinch(_ event: OpaquePointer, at location: Point, time: Double) {
        switch gdk_touchpad_event_get_gesture_phase(event) {
        case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN:
            guard let target = wrapper(at: location) else { return }
            pointers.pinchRotation = 0
            input.twoFingerGestureBegan(around: location, time: time, on: target)
        case GDK_TOUCHPAD_GESTURE_PHASE_UPDATE:
            // GDK gives the angle turned since the last event, and the scale since the pinch began.
            pointers.pinchRotation += gdk_touchpad_event_get_pinch_angle_delta(event)
            input.twoFingerGestureChanged(
                scale: gdk_touchpad_event_get_pinch_scale(event), rotation: pointers.pinchRotation, time: time
            )
        case GDK_TOUCHPAD_GESTURE_PHASE_END:
            input.twoFingerGestureEnded(at: time)
        default:
            input.cancelPointers(at: time)
        }
    }

    /// The wrapper of the widget GTK picks at a point, in the window's coordinates.
    private func wrapper(at location: Point) -> GTKWidget? {
        wrapper(containing: gtk_widget_pick(widget, location.x, location.y, GTK_PICK_DEFAULT))
    }

    /// Where an event on the window's own surface happened, in the window's coordinates; `nil` for
    /// an event on another surface, or without a position.
    private func location(of event: OpaquePointer) -> Point? {
        guard let native = gtk_widget_get_native(widget),
            gdk_event_get_surface(event) == gtk_native_get_surface(native)
        else { return nil }
        var (x, y, offsetX, offsetY) = (0.0, 0.0, 0.0, 0.0)
        guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(native, &offsetX, &offsetY)
        return Point(x: x - offsetX, y: y - offsetY)
    }
}
