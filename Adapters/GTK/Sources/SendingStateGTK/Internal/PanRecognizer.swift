import CGtk
import SendingState

/// How close to an edge of its window, in pixels, a drag must start to be a screen-edge pan.
let screenEdgeMargin = 20.0

/// Recognizes pans, and screen-edge pans, with a `GtkGestureDrag`.
///
/// The pan begins once the pointer has moved ``movementThreshold``, so a click is not a pan. A
/// screen-edge pan also needs the press to start within ``screenEdgeMargin`` of an edge of the
/// widget's window, and reports that edge.
final class PanRecognizer: GestureRecognizer {
    private let fromScreenEdge: Bool
    private var start = Point.zero
    private var edge: ScreenEdges = []
    private var isTracking = false
    private var hasBegun = false
    private var last: (time: Double, offset: Point) = (0, .zero)
    private var velocity = Point.zero

    init(owner: GTKWidget, need: RecognizerNeed, fromScreenEdge: Bool) {
        self.fromScreenEdge = fromScreenEdge
        super.init(owner: owner, need: need, controller: eventController(gtk_gesture_drag_new()))
        connect("drag-begin", self) { recognizer, arguments in
            recognizer.pressed(at: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-update", self) { recognizer, arguments in
            recognizer.moved(by: Point(x: arguments.double(1), y: arguments.double(2)))
        }
        connect("drag-end", self) { recognizer, arguments in
            recognizer.moved(by: Point(x: arguments.double(1), y: arguments.double(2)), ending: .ended)
        }
        connect("cancel", self) { recognizer, _ in
            recognizer.moved(by: recognizer.last.offset, ending: .cancelled)
        }
    }

    private var kind: GestureKind { fromScreenEdge ? .screenEdge : .pan }

    private func pressed(at point: Point) {
        start = point
        edge = fromScreenEdge ? nearestWindowEdge(to: point) : []
        isTracking = !fromScreenEdge || !edge.isEmpty
        hasBegun = false
        last = (Self.now, .zero)
        velocity = .zero
    }

    private func moved(by offset: Point, ending: GesturePhase? = nil) {
        guard isTracking else { return }
        let now = Self.now
        if now > last.time, offset != last.offset {
            velocity = Point(
                x: (offset.x - last.offset.x) / (now - last.time),
                y: (offset.y - last.offset.y) / (now - last.time))
        }
        last = (now, offset)
        if let ending {
            isTracking = false
            if hasBegun { send(ending, offset) }
        } else if hasBegun {
            send(.changed, offset)
        } else if hypot(offset.x, offset.y) >= movementThreshold {
            hasBegun = true
            send(.began, offset)
        }
    }

    private func send(_ phase: GesturePhase, _ offset: Point) {
        report(
            kind,
            GestureValues(
                phase: phase, location: Point(x: start.x + offset.x, y: start.y + offset.y),
                translation: offset,
                velocity: velocity, numberOfTouches: 1, edge: edge))
    }

    /// The edge of the widget's window that a point is within ``screenEdgeMargin`` of, if any.
    private func nearestWindowEdge(to point: Point) -> ScreenEdges {
        guard let owner, let root = gtk_widget_get_root(owner.widget) else { return [] }
        let window = cgtk_widget(UnsafeMutableRawPointer(root))
        var inWidget = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(owner.widget, window, &inWidget, &inWindow) != 0 else { return [] }
        let x = Double(inWindow.x)
        let y = Double(inWindow.y)
        let distances: [(ScreenEdges, Double)] = [
            (.left, x), (.right, Double(gtk_widget_get_width(window)) - x),
            (.top, y), (.bottom, Double(gtk_widget_get_height(window)) - y),
        ]
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 <= screenEdgeMargin else {
            return []
        }
        return nearest.0
    }
}
