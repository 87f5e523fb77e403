import CGtk
import SendingState
import SendingStateInput

/// Feeds a `GtkGestureDrag`'s press, moves and release to one of the kit's one-pointer
/// recognizers: a long press, a pan, a screen-edge pan or a swipe.
///
/// `GtkGestureLongPress` and `GtkGestureSwipe` aren't used: the first scales GTK's fixed delay by a
/// factor that GTK clamps, so it can't honour a minimum duration such as 0.2 s or 2 s, and both
/// decide with GTK's thresholds rather than the kit's. A drag gesture reports every move.
final class DragFeed: GestureFeed {
    private let recognizer: any PointerGestureRecognizer
    /// Where the press went down: the drag's moves are offsets from it.
    private var start = Point.zero
    /// Whether a press is down, from its drag-begin to its end.
    private var isPressed = false

    init(owner: GTKWidget, need: RecognizerNeed) {
        let report = reporting(on: owner)
        recognizer =
            switch need.kind {
            case .longPress: LongPressRecognizer(report: report)
            case .screenEdge: PanRecognizer(screenSize: .zero, report: report)
            case .swipe: SwipeRecognizer(report: report)
            default: PanRecognizer(report: report)
            }
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_drag_new()))
        apply(need)
        connect("drag-begin", self) { feed, arguments in
            feed.pressed(at: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-update", self) { feed, arguments in
            let location = feed.location(at: arguments)
            feed.feed(feed.recognizer) { $0.pointerMoved(0, to: location, time: Self.now) }
        }
        connect("drag-end", self) { feed, arguments in
            let location = feed.location(at: arguments)
            feed.isPressed = false
            feed.feed(feed.recognizer) { $0.pointerUp(0, at: location, time: Self.now) }
        }
        connect("cancel", self) { feed, _ in feed.cancel() }
        guard need.kind == .longPress else { return }
        // A release this gesture hasn't heard once the event was handled was claimed by a child,
        // such as a button: the press is over for the row too.
        watchReleases { [weak self] in
            addTimeout(seconds: 0) {
                if let self, self.isPressed { self.cancel() }
                return false
            }
        }
        // A child such as a button claimed the press: this gesture sees no more of it, not even
        // its release, so it must stop waiting now.
        connect("sequence-state-changed", self) { feed, arguments in
            if arguments.enumeration(2) == Int(GTK_EVENT_SEQUENCE_DENIED.rawValue) {
                feed.cancel()
            }
        }
    }

    override func apply(_ need: RecognizerNeed) {
        (recognizer as? LongPressRecognizer)?.minimumPressDuration = need.pressThreshold
    }

    private func pressed(at point: Point) {
        start = point
        isPressed = true
        if let pan = recognizer as? PanRecognizer, pan.kind == .screenEdge {
            (pan.screenSize, pan.screenOrigin) = windowFrame()
        }
        feed(recognizer) { $0.pointerDown(0, at: point, time: Self.now) }
    }

    private func cancel() {
        isPressed = false
        feed(recognizer) { $0.pointersCancelled(at: Self.now) }
    }

    /// Where a drag signal's offset puts the pointer.
    private func location(at arguments: SignalArguments) -> Point {
        Point(x: start.x + arguments.double(1), y: start.y + arguments.double(2))
    }

    /// The size of the owner's window, and where its top-left corner is in the owner's coordinates.
    private func windowFrame() -> (Size, Point) {
        guard let owner, let root = gtk_widget_get_root(owner.widget) else { return (.zero, .zero) }
        let window = cgtk_widget(UnsafeMutableRawPointer(root))
        var corner = graphene_point_t(x: 0, y: 0)
        var inOwner = graphene_point_t()
        guard gtk_widget_compute_point(window, owner.widget, &corner, &inOwner) != 0 else {
            return (.zero, .zero)
        }
        let size = Size(
            width: Double(gtk_widget_get_width(window)), height: Double(gtk_widget_get_height(window)))
        return (size, Point(x: Double(inOwner.x), y: Double(inOwner.y)))
    }
}
