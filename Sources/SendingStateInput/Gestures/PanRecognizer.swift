public import SendingState

/// Recognizes pans, or screen-edge pans, as UIKit's pan recognizers do.
///
/// The pan follows the centroid of the fingers down. It begins once the centroid has moved
/// ``GestureThresholds/movement`` from where it started, so a tap is never a pan; it changes on
/// every move after that, and ends when the last finger lifts, or is cancelled with the pointers.
/// Each report carries the centroid as its location, the translation since the pan began, and the
/// centroid's velocity over the last ``GestureThresholds/velocityWindow`` since then: the began phase reports a zero
/// translation and velocity, so that what follows the fingers starts where they are, without
/// jumping by the movement it took to tell a pan from a tap. A finger landing or lifting moves the
/// centroid, which doesn't count as movement: the translation goes on from where it was.
///
/// A screen-edge pan, made with ``init(screenSize:screenOrigin:report:)``, also needs the first
/// finger to land within ``GestureThresholds/screenEdgeMargin`` of an edge of the screen, and
/// reports that edge.
@MainActor
public final class PanRecognizer: PointerGestureRecognizer {
    /// Reports `.pan`, or `.screenEdge` for a screen-edge pan.
    public let kind: GestureKind

    /// The size of the screen, or of the window, whose edges a screen-edge pan starts from.
    ///
    /// Keep it and ``screenOrigin`` up to date as the window moves or resizes; an empty size has
    /// no edges. A plain pan doesn't read it.
    public var screenSize = Size.zero

    /// Where the screen's top-left corner is, in the coordinates of the locations the recognizer is
    /// fed.
    public var screenOrigin = Point.zero

    private let report: GestureReport
    private var path = CentroidPath()
    private var edge: ScreenEdges = []
    private var phase = GesturePhase.possible

    /// Makes a pan recognizer that reports through a closure.
    ///
    /// - Parameter report: Called with `.pan` and the values of each phase it reports.
    public init(report: @escaping GestureReport) {
        kind = .pan
        self.report = reportingFiniteValues(report)
    }

    /// Makes a screen-edge pan recognizer that reports through a closure.
    ///
    /// - Parameters:
    ///   - screenSize: The size of the screen, or the window, whose edges the pan starts from.
    ///   - screenOrigin: Where its top-left corner is, in the coordinates of the locations it is fed.
    ///   - report: Called with `.screenEdge` and the values of each phase it reports.
    public init(screenSize: Size, screenOrigin: Point = .zero, report: @escaping GestureReport) {
        kind = .screenEdge
        self.screenSize = screenSize
        self.screenOrigin = screenOrigin
        self.report = reportingFiniteValues(report)
    }

    /// Takes a pointer or finger that pressed the view.
    public func pointerDown(_ pointer: Int, at location: Point, time: Double) {
        let isFirst = path.pointers.isEmpty
        guard time.isFinite, path.down(pointer, at: location, time: time), isFirst else { return }
        phase = .possible
        edge = kind == .screenEdge ? screenEdge(near: location) : []
        if kind == .screenEdge, edge.isEmpty { phase = .failed }
    }

    /// Takes a move of a pointer or finger that is down.
    public func pointerMoved(_ pointer: Int, to location: Point, time: Double) {
        pointersMoved([pointer: location], time: time)
    }

    /// Takes the pointers or fingers that moved together in one event, and reports once for them.
    public func pointersMoved(_ moves: [Int: Point], time: Double) {
        guard time.isFinite, path.move(moves, time: time) else { return }
        switch phase {
        case .possible where path.translation.distance(to: .zero) >= GestureThresholds.movement:
            path.restart(at: time)
            send(.began)
        case .began, .changed:
            send(.changed)
        default:
            break
        }
    }

    /// Takes a pointer or finger that lifted.
    public func pointerUp(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        pointerMoved(pointer, to: location, time: time)
        guard path.lift(pointer, at: time), path.pointers.isEmpty else { return }
        finish(.ended)
    }

    /// Takes the toolkit's cancellation of every pointer.
    public func pointersCancelled(at time: Double) {
        path.cancel()
        finish(.cancelled)
    }

    private func finish(_ ending: GesturePhase) {
        if phase == .began || phase == .changed { send(ending) }
        phase = .possible
    }

    private func send(_ phase: GesturePhase) {
        self.phase = phase
        report(
            kind,
            GestureValues(
                phase: phase, location: path.centroid, translation: path.translation, velocity: path.velocity,
                numberOfTouches: max(path.pointers.count, 1), edge: edge))
    }

    /// The edge of the screen a point is within the margin of, the nearest if several.
    private func screenEdge(near point: Point) -> ScreenEdges {
        let x = point.x - screenOrigin.x
        let y = point.y - screenOrigin.y
        let distances: [(ScreenEdges, Double)] = [
            (.left, x), (.right, screenSize.width - x), (.top, y), (.bottom, screenSize.height - y),
        ]
        guard screenSize.width > 0, screenSize.height > 0,
            let nearest = distances.filter({ $0.1 >= 0 }).min(by: { $0.1 < $1.1 }),
            nearest.1 <= GestureThresholds.screenEdgeMargin
        else { return [] }
        return nearest.0
    }
}
