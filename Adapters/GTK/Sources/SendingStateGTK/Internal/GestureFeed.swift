import CGtk
import SendingState
import SendingStateInput

/// One GTK event controller on a widget, feeding the pointer events it sees to a recognizer of
/// `SendingStateInput`, which decides what they are and reports each phase on the widget.
///
/// GTK's controllers are only the source of the events: they decide which widget a press belongs
/// to, as when a button in a row claims its own clicks. The thresholds, the phases and the values
/// are the kit's, the same as `HeadlessWidgets`'.
///
/// The widget owns the controller once it is added; a feed keeps a pointer to remove it. Signal
/// closures capture the feed weakly, and the feed holds its owner weakly, so no cycle keeps a
/// wrapper alive.
@MainActor
class GestureFeed {
    /// The owner whose gestures this recognizes.
    private(set) weak var owner: GTKWidget?
    /// The GTK event controller, owned by the owner's widget.
    let controller: OpaquePointer
    /// What it was set up with.
    private(set) var need: RecognizerNeed
    /// Controllers added beside ``controller``, removed with it.
    private var companions: [OpaquePointer] = []
    /// The GLib timer that serves a recognizer's deadline, while one is pending.
    private var timer: guint?

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
        apply(need)
    }

    /// Sets the recognizer up for a need; subclasses whose recognizer has settings override it.
    func apply(_ need: RecognizerNeed) {}

    /// Removes the controllers from the owner's widget, which frees them and their signal closures.
    func remove() {
        stopTimer()
        guard let owner else { return }
        for controller in [controller] + companions {
            gtk_widget_remove_controller(owner.widget, controller)
        }
    }

    /// Calls `released` for every release of a pointer button over the owner, in the capture
    /// phase, before any widget handles it.
    ///
    /// A child that claims a press, as a button does, keeps its release from reaching the owner's
    /// own gesture in the bubble phase; this is how a feed learns that the press ended anyway.
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

    /// Feeds a recognizer, then waits for its deadline, if it has one, on GLib's clock.
    ///
    /// A GLib timer can fire a fraction of a millisecond early; the recognizer then still waits,
    /// and the feed waits again for what is left.
    func feed(_ recognizer: any PointerGestureRecognizer, _ event: (any PointerGestureRecognizer) -> Void) {
        event(recognizer)
        stopTimer()
        guard let deadline = recognizer.deadline else { return }
        timer = addTimeout(seconds: max(0, deadline - Self.now)) { [weak self] in
            self?.timer = nil
            self?.feed(recognizer) { $0.timeDidPass(to: Self.now) }
            return false
        }
    }

    private func stopTimer() {
        if let timer { g_source_remove(timer) }
        timer = nil
    }

    /// Connects a signal of the controller to a method of this feed, held weakly.
    func connect<Feed: GestureFeed>(
        _ signal: String,
        _ feed: Feed,
        _ handle: @escaping @MainActor (Feed, SignalArguments) -> Void
    ) {
        connectSignal(UnsafeMutableRawPointer(controller), signal) { [weak feed] arguments in
            guard let feed else { return }
            handle(feed, arguments)
        }
    }

    /// The monotonic time, in seconds: the clock every feed gives its recognizer.
    static var now: Double {
        Double(g_get_monotonic_time()) / 1_000_000
    }
}

extension GestureFeed {
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

/// What a recognizer of the kit calls to report a phase on a widget, held weakly.
@MainActor
func reporting(on owner: GTKWidget) -> GestureReport {
    { [weak owner] kind, values in owner?.ss.report(.gesture(kind, values)) }
}

/// A new event controller, such as `gtk_gesture_click_new()`, as a `GtkEventController`.
func eventController(_ object: OpaquePointer?) -> OpaquePointer {
    cgtk_event_controller(UnsafeMutableRawPointer(object))
}
