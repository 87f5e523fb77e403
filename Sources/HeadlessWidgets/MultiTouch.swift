public import SendingState
import SendingStateGestures

/// Fingers on a view that a test moves and lifts one by one, as flutter's `TestGesture` does.
///
/// Create one with ``View/touchDown(at:)``. Fingers are numbered from 0 in the order they land, and
/// keep their number until they lift. The pan, pinch and rotation recognizers of
/// `SendingStateGestures`, the ones every toolkit adapter feeds, follow the fingers for each of
/// those kinds mapped on the view when the first finger landed, and report what they measure; a
/// kind that isn't mapped on the view reports nothing:
///
/// - A **pan** follows the centroid of the fingers. It begins once the centroid has moved 10
///   points, and measures its translation from there, so `began` reports zero, and its velocity
///   over the last tenth of a second, in points per second. It ends when the last finger lifts.
/// - A **pinch** measures the spread of the fingers, their mean distance from their centroid (half
///   the distance between two fingers): its scale is the spread now over the spread when they
///   landed, and its velocity's `x` is the scale's change per second over the last move. It begins
///   once the scale differs from 1 by more than 0.01, and ends when fewer than two fingers remain.
/// - A **rotation** measures how far the fingers turned around their centroid, in radians,
///   clockwise positive on the y-down screen as in UIKit; its velocity's `x` is in radians per
///   second. It begins once it has turned more than 0.01 radians, and ends when fewer than two
///   fingers remain.
///
/// Every report's location is the fingers' centroid and its `numberOfTouches` the fingers down.
/// A gesture begins on the move that takes it past its threshold, reports `changed` on each later
/// move, and reports its last values again when it ends; ``cancel()`` cancels what began. Fingers
/// moved together, with ``move(_:)-(_)`` or ``moveAll(by:)``, are one move. A finger that lands
/// or lifts doesn't make a gesture jump: its translation, scale and rotation go on from where they
/// were. A recognizer that ended doesn't begin again until a new touch.
///
/// Each move takes one 60 Hz frame on the window's ``VirtualClock``, whose time stamps every
/// event, so advancing the clock between moves slows the velocities, as a pause would. Landing and
/// lifting take no time.
///
/// ```swift
/// let touch = try photo.touchDown(at: [Point(x: 150, y: 200), Point(x: 250, y: 200)])
/// try touch.move([0: Point(x: 100, y: 200), 1: Point(x: 300, y: 200)])  // pinch began, scale 2
/// try touch.move([0: Point(x: 200, y: 100), 1: Point(x: 200, y: 300)])  // rotation began, π/2
/// try touch.lift(1)  // the pinch and the rotation end
/// touch.liftAll()
/// ```
///
/// A move or lift that names a finger that isn't down, a point that isn't finite, or two fingers
/// at one point is refused with an ``InteractionRefusal``, and changes nothing. Fingers are
/// hit-tested where they land, not as they move: as in UIKit, a finger keeps the view it landed on.
@MainActor
public final class MultiTouch {
    /// The view the fingers landed on.
    public let view: View

    /// The fingers down, by number, with where each is in the view's coordinates; empty once the
    /// touch is over.
    public var locations: [Int: Point] {
        Dictionary(uniqueKeysWithValues: zip(numbers, layout.points))
    }

    /// How far the scale gets from 1 before a pinch begins, as the kit's pinch recognizer measures.
    static let pinchThreshold = GestureThresholds.pinchScale
    /// How far, in radians, the fingers turn before a rotation begins, as the kit measures.
    static let rotationThreshold = GestureThresholds.rotation

    /// The numbers of the fingers down, in ascending order, matching `layout.points`.
    private var numbers: [Int]
    /// Where the fingers down are.
    private var layout: FingerLayout
    /// The number the next finger to land gets.
    private var nextNumber: Int
    /// Whether every finger lifted or the touch was cancelled.
    private var isOver: Bool { numbers.isEmpty }

    /// The fingers as the recognizers see them, on the window's clock, kept so a view that leaves
    /// its window can't stop time mid-gesture.
    private var fingers: SimulatedFingers

    /// Puts fingers down, after checking the points and that a person could touch each one.
    ///
    /// - Parameters:
    ///   - view: The view to touch.
    ///   - points: Where the fingers land, in the view's coordinates.
    ///   - interaction: The interaction's name, for refusals.
    /// - Throws: An ``InteractionRefusal`` if the points are invalid or a finger can't land.
    init(view: View, points: [Point], interaction: String) throws(InteractionRefusal) {
        try view.require(!points.isEmpty, interaction, "at least one finger must touch down")
        let layout = try Self.layout(of: points, for: interaction, on: view)
        for point in points {
            try view.checkReachable(for: interaction, at: point)
        }
        // Fingers landing on a gliding scroll view stop it, as on a device, once every one of them
        // can land; what they do next is recognized as usual.
        let window = try view.beginTouch(for: interaction, at: points[0]).window
        self.view = view
        self.layout = layout
        numbers = Array(points.indices)
        nextNumber = points.count
        let recognizers: [any PointerGestureRecognizer] = [GestureKind.pan, .pinch, .rotation]
            .filter { view.hasRecognizer(for: $0) }
            .map { kind in
                let report = view.reportingGestures()
                return switch kind {
                case .pinch: PinchRecognizer(report: report)
                case .rotation: RotationRecognizer(report: report)
                default: PanRecognizer(report: report)
                }
            }
        fingers = SimulatedFingers(recognizers, clock: window.clock)
        fingers.land(points)
    }

    // MARK: - Moving

    /// Moves several fingers at once, in one frame, each to a point in the view's coordinates.
    ///
    /// Fingers not named stay where they are. Moving both fingers of a pair together turns or
    /// pinches them without the in-between a finger-by-finger move would report.
    ///
    /// ```swift
    /// try touch.move([0: Point(x: 200, y: 100), 1: Point(x: 200, y: 300)])
    /// ```
    ///
    /// - Parameter destinations: Where each finger goes, by number; at least one finger.
    /// - Throws: An ``InteractionRefusal`` if a finger isn't down, a point isn't finite, or two
    ///   fingers would be at one point.
    /// - Complexity: O(*n*) for *n* fingers down, plus what the reports' mappings do.
    public func move(_ destinations: [Int: Point]) throws(InteractionRefusal) {
        let list = destinations.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        try move(destinations, interaction: "move([\(list.joined(separator: ", "))])")
    }

    /// Moves one finger to a point in the view's coordinates, in one frame.
    ///
    /// - Parameters:
    ///   - finger: The finger's number.
    ///   - point: Where it goes.
    /// - Throws: An ``InteractionRefusal`` if the finger isn't down, the point isn't finite, or
    ///   another finger is there.
    public func move(_ finger: Int, to point: Point) throws(InteractionRefusal) {
        try move([finger: point], interaction: "move(\(finger), to: \(point))")
    }

    /// Moves one finger by an offset, in one frame.
    ///
    /// - Parameters:
    ///   - finger: The finger's number.
    ///   - offset: How far it moves.
    /// - Throws: An ``InteractionRefusal`` if the finger isn't down, the offset isn't finite, or
    ///   another finger is where it would go.
    public func move(_ finger: Int, by offset: Point) throws(InteractionRefusal) {
        let name = "move(\(finger), by: \(offset))"
        let start = try location(of: finger, for: name)
        try move([finger: Point(x: start.x + offset.x, y: start.y + offset.y)], interaction: name)
    }

    /// Moves every finger down by the same offset, in one frame: a pan with all of them.
    ///
    /// - Parameter offset: How far the fingers move.
    /// - Throws: An ``InteractionRefusal`` if no finger is down or the offset isn't finite.
    /// - Complexity: O(*n*) for *n* fingers down, plus what the reports' mappings do.
    public func moveAll(by offset: Point) throws(InteractionRefusal) {
        var destinations: [Int: Point] = [:]
        for (finger, point) in zip(numbers, layout.points) {
            destinations[finger] = Point(x: point.x + offset.x, y: point.y + offset.y)
        }
        try move(destinations, interaction: "moveAll(by: \(offset))")
    }

    /// Moves fingers in one frame and reports what the recognizers measure.
    ///
    /// - Parameters:
    ///   - destinations: Where each finger goes, by number.
    ///   - interaction: The interaction's name, for refusals.
    /// - Throws: An ``InteractionRefusal`` before anything changes, if the move is invalid.
    func move(_ destinations: [Int: Point], interaction: String) throws(InteractionRefusal) {
        try view.require(!isOver, interaction, Self.overMessage)
        try view.require(!destinations.isEmpty, interaction, "name at least one finger to move")
        var points = layout.points
        for (finger, point) in destinations.sorted(by: { $0.key < $1.key }) {
            guard let index = numbers.firstIndex(of: finger) else {
                throw notDown(finger, interaction)
            }
            points[index] = point
        }
        let moved = try Self.layout(of: points, for: interaction, on: view)
        // A move takes at least a frame, so what a frame's move measures must be finite.
        let shift = moved.centroid.offset(from: layout.centroid)
        try view.require(
            (shift.x / frameInterval).isFinite && (shift.y / frameInterval).isFinite
                && (layout.spread == 0 || (moved.spread / layout.spread).isFinite),
            interaction, "the fingers moved too far to measure")
        fingers.clock.advanceWithoutWaiting(to: fingers.clock.now.advanced(by: frameDuration))
        layout = moved
        fingers.move(destinations)
    }

    // MARK: - Landing and lifting

    /// Puts one more finger down, hit-tested where it lands, and returns its number.
    ///
    /// The new finger joins the gestures going on without making them jump: a pinch's scale goes
    /// on from where it was, measured from the new spread. With a second finger down, a pinch or
    /// rotation that hasn't begun can begin.
    ///
    /// - Parameter point: Where the finger lands, in the view's coordinates.
    /// - Returns: The finger's number: one more than the last finger's.
    /// - Throws: An ``InteractionRefusal`` if the touch is over, the point isn't finite, another
    ///   finger is there, or a person couldn't touch the view there.
    @discardableResult
    public func addFinger(at point: Point) throws(InteractionRefusal) -> Int {
        let name = "addFinger(at: \(point))"
        try view.require(!isOver, name, Self.overMessage)
        let landed = try Self.layout(of: layout.points + [point], for: name, on: view)
        try view.checkReachable(for: name, at: point)
        let number = nextNumber
        nextNumber += 1
        numbers.append(number)
        layout = landed
        fingers.land([point])
        return number
    }

    /// Lifts one finger; a pinch or rotation ends when fewer than two remain, a pan when none do.
    ///
    /// - Parameter finger: The finger's number.
    /// - Throws: An ``InteractionRefusal`` if the finger isn't down.
    public func lift(_ finger: Int) throws(InteractionRefusal) {
        let name = "lift(\(finger))"
        guard let index = numbers.firstIndex(of: finger) else { throw notDown(finger, name) }
        numbers.remove(at: index)
        var points = layout.points
        points.remove(at: index)
        layout = FingerLayout(points)
        fingers.lift(finger)
    }

    /// Lifts every finger at once, ending every gesture that began; does nothing once the touch is over.
    public func liftAll() {
        guard !isOver else { return }
        finish()
        fingers.liftAll()
    }

    /// Cancels the touch, as the system does when a call comes in.
    ///
    /// Every gesture that began reports `cancelled` with its last values. Does nothing once the
    /// touch is over.
    public func cancel() {
        guard !isOver else { return }
        finish()
        fingers.cancel()
    }

    // MARK: - Checking fingers

    /// The message of a refusal after the touch is over.
    private static let overMessage =
        "the touch is over: every finger lifted or it was cancelled; start another with touchDown(at:)"

    /// Measures fingers at some points, refusing points that no fingers could be at.
    ///
    /// - Parameters:
    ///   - points: Where the fingers are.
    ///   - interaction: The interaction's name, for the refusal.
    ///   - view: The view touched, for the refusal.
    /// - Returns: The fingers' layout.
    /// - Throws: An ``InteractionRefusal`` if a point isn't finite, two fingers are at one point,
    ///   or the fingers are too far apart to measure.
    /// - Complexity: O(*n*), where *n* is the number of points.
    static func layout(of points: [Point], for interaction: String, on view: View)
        throws(InteractionRefusal) -> FingerLayout
    {
        var seen = Set<Point>()
        for point in points {
            try view.require(
                point.x.isFinite && point.y.isFinite, interaction, "every point must be finite, got \(point)")
            try view.require(
                seen.insert(point).inserted, interaction, "two fingers can't touch the same point \(point)")
        }
        let layout = FingerLayout(points)
        try view.require(layout.isMeasurable, interaction, "the fingers are too far apart to measure")
        return layout
    }

    /// Where a finger is, refusing a finger that isn't down.
    private func location(of finger: Int, for interaction: String) throws(InteractionRefusal) -> Point {
        guard let index = numbers.firstIndex(of: finger) else { throw notDown(finger, interaction) }
        return layout.points[index]
    }

    /// The refusal of an interaction that names a finger that isn't down.
    private func notDown(_ finger: Int, _ interaction: String) -> InteractionRefusal {
        let message =
            isOver
            ? Self.overMessage
            : "finger \(finger) is not down; the fingers down are \(numbers.map(String.init).joined(separator: ", "))"
        return view.refuse(interaction, .invalidArgument(message))
    }

    /// Marks every finger gone.
    private func finish() {
        numbers = []
        layout = FingerLayout([])
    }
}

extension Point {
    /// This point's offset from another.
    fileprivate func offset(from origin: Point) -> Point {
        Point(x: x - origin.x, y: y - origin.y)
    }
}
