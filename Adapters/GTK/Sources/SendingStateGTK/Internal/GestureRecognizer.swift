import CGtk
import SendingState

/// How far, in pixels, a pointer may move during a press that is still a tap or a long press, and
/// must move before a drag is a pan: UIKit's 10 points.
let movementThreshold = 10.0

/// One GTK event controller on a widget, turning its signals into SendingState reports.
///
/// The widget owns the controller once it is added; a recognizer keeps a pointer to remove it.
/// Signal closures capture the recognizer weakly, and the recognizer holds its owner weakly, so no
/// cycle keeps a wrapper alive.
@MainActor
class GestureRecognizer {
    /// The owner whose gestures this recognizes.
    private(set) weak var owner: GTKWidget?
    /// The GTK event controller, owned by the owner's widget.
    let controller: OpaquePointer
    /// What it was set up with.
    var need: RecognizerNeed
    /// Controllers added beside ``controller``, removed with it.
    private var companions: [OpaquePointer] = []

    /// Adds a controller to the owner's widget.
    init(owner: GTKWidget, need: RecognizerNeed, controller: OpaquePointer) {
        self.owner = owner
        self.need = need
        self.controller = controller
        // A control's own gestures claim the pointer as it goes down, which would keep a gesture of
        // the bubble phase from seeing the press; in the capture phase it sees it first. A plain
        // container's gestures stay in the bubble phase, so a button in a row claims its own clicks.
        if owner is GTKControl {
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        }
        gtk_widget_add_controller(owner.widget, controller)
    }

    /// Takes a new setup, such as another minimum press duration.
    func update(_ need: RecognizerNeed) {
        self.need = need
    }

    /// Removes the controllers from the owner's widget, which frees them and their signal closures.
    func remove() {
        stop()
        guard let owner else { return }
        for controller in [controller] + companions {
            gtk_widget_remove_controller(owner.widget, controller)
        }
    }

    /// Calls `released` for every release of a pointer button over the owner, in the capture
    /// phase, before any widget handles it.
    ///
    /// A child that claims a press, as a button does, keeps its release from reaching the owner's
    /// own gesture in the bubble phase; this is how a recognizer learns that the press ended anyway.
    func watchReleases(_ released: @escaping @MainActor () -> Void) {
        guard let owner else { return }
        let watcher = eventController(gtk_event_controller_legacy_new())
        gtk_event_controller_set_propagation_phase(watcher, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(owner.widget, watcher)
        companions.append(watcher)
        connectSignal(UnsafeMutableRawPointer(watcher), "event") { arguments in
            arguments.setReturn(false)
            guard let event = arguments.pointer(1),
                gdk_event_get_event_type(OpaquePointer(event)) == GDK_BUTTON_RELEASE
            else { return }
            released()
        }
    }

    /// Stops timers; subclasses that start any override it.
    func stop() {}

    /// Reports a gesture on the owner.
    func report(_ kind: GestureKind, _ values: GestureValues) {
        owner?.ss.report(.gesture(kind, values))
    }

    /// Connects a signal of the controller to a method of this recognizer, held weakly.
    func connect<Recognizer: GestureRecognizer>(
        _ signal: String,
        _ recognizer: Recognizer,
        _ handle: @escaping @MainActor (Recognizer, SignalArguments) -> Void
    ) {
        connectSignal(UnsafeMutableRawPointer(controller), signal) { [weak recognizer] arguments in
            guard let recognizer else { return }
            handle(recognizer, arguments)
        }
    }

    /// The monotonic time, in seconds.
    static var now: Double {
        Double(g_get_monotonic_time()) / 1_000_000
    }
}

extension GestureRecognizer {
    /// The controller as a raw pointer, for GTK functions that take a `gpointer`.
    var controllerPointer: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(controller)
    }

    /// The center of the gesture's touches, in the owner's coordinates, or zero between gestures.
    func boundingBoxCenter() -> Point {
        var x = 0.0
        var y = 0.0
        guard gtk_gesture_get_bounding_box_center(cgtk_gesture(controllerPointer), &x, &y) != 0 else {
            return .zero
        }
        return Point(x: x, y: y)
    }
}

/// A new event controller, such as `gtk_gesture_click_new()`, as a `GtkEventController`.
func eventController(_ object: OpaquePointer?) -> OpaquePointer {
    cgtk_event_controller(UnsafeMutableRawPointer(object))
}
