import CGtk
import SendingState

/// Recognizes long presses with a `GtkGestureDrag` and a GLib timer of its own.
///
/// `GtkGestureLongPress` can't be used: it scales GTK's fixed delay by a factor that GTK clamps,
/// so it can't honour a minimum duration such as 0.2 s or 2 s. The press begins when the timer
/// reaches the shortest minimum mapped, changes as it moves, and ends on release; a press released
/// earlier, or moved more than ``movementThreshold`` before it began, fails.
final class LongPressRecognizer: GestureRecognizer {
    /// When and where the press went down.
    private var start: (time: Double, point: Point) = (0, .zero)
    /// The pending timer's source, until the press begins or ends.
    private var timer: guint?
    private var phase: GesturePhase = .possible
    /// Whether a press is down, from its drag-begin to its end.
    private var isPressed = false
    private var offset = Point.zero

    init(owner: GTKWidget, need: RecognizerNeed) {
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_drag_new()))
        connect("drag-begin", self) { recognizer, arguments in
            recognizer.pressed(at: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-update", self) { recognizer, arguments in
            recognizer.moved(by: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-end", self) { recognizer, arguments in
            recognizer.offset = Point(x: arguments.double(1), y: arguments.double(2))
            recognizer.finish(released: true)
        }
        connect("cancel", self) { recognizer, _ in recognizer.finish(released: false) }
        // A release this gesture hasn't heard once the event was handled was claimed by a child,
        // such as a button: the press is over for the row too.
        watchReleases { [weak self] in
            addTimeout(seconds: 0) {
                if let self, self.isPressed { self.finish(released: false) }
                return false
            }
        }
        // A child such as a button claimed the press: this gesture sees no more of it, not even
        // its release, so it must stop waiting now.
        connect("sequence-state-changed", self) { recognizer, arguments in
            if arguments.enumeration(2) == Int(GTK_EVENT_SEQUENCE_DENIED.rawValue) {
                recognizer.finish(released: false)
            }
        }
    }

    override func stop() {
        if let timer { g_source_remove(timer) }
        timer = nil
    }

    private func pressed(at point: Point) {
        stop()
        start = (Self.now, point)
        isPressed = true
        phase = .possible
        offset = .zero
        timer = addTimeout(seconds: need.pressThreshold) { [weak self] in
            self?.timer = nil
            self?.begin()
            return false
        }
    }

    private func begin() {
        guard phase == .possible else { return }
        send(.began)
    }

    private func moved(by offset: Point) {
        self.offset = offset
        switch phase {
        case .possible where hypot(offset.x, offset.y) > movementThreshold:
            stop()
            send(.failed)
        case .began, .changed:
            send(.changed)
        default:
            break
        }
    }

    private func finish(released: Bool) {
        guard isPressed else { return }
        isPressed = false
        stop()
        switch phase {
        case .began, .changed: send(released ? .ended : .cancelled)
        case .possible: send(.failed)
        default: break
        }
    }

    private func send(_ phase: GesturePhase) {
        self.phase = phase
        report(
            .longPress,
            GestureValues(
                phase: phase, location: Point(x: start.point.x + offset.x, y: start.point.y + offset.y),
                translation: offset, numberOfTouches: 1, pressDuration: Self.now - start.time))
    }
}
