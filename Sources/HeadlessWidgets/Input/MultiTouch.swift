public import SendingState
import SendingStateInput

/// Fingers on a view that a test moves and lifts one by one, as flutter's `TestGesture` does.
///
/// Create one with ``View/touchDown(at:)``. The fingers go through the window's `InputEngine`, from
/// `SendingStateInput`, as a toolkit's pointers do, and the engine numbers them: from 0, in the
/// order they land, while any finger is down in the window; a finger keeps its number until it
/// lifts. Every recognizer mapped on the view hears them, and, on a view that isn't a control,
/// every recognizer mapped on the views that contain it; a control tracks its first finger's
/// touch. What the pan, pinch and rotation recognizers measure:
///
/// - A **pan** follows the centroid of the fingers. It begins once the centroid has moved
///   `GestureThresholds.movement`, and measures its translation from there, so `began` reports zero, and its velocity
///   over the last `GestureThresholds.velocityWindow`, in points per second. It ends when the last finger lifts.
/// - A **pinch** measures the spread of the fingers, their mean distance from their centroid (half
///   the distance between two fingers): its scale is the spread now over the spread when they
///   landed, and its velocity's `x` is the scale's change per second over the last move. It begins
///   once the scale differs from 1 by more than `GestureThresholds.pinchScale`, and ends when fewer than two fingers remain.
/// - A **rotation** measures how far the fingers turned around their centroid, in radians,
///   clockwise positive on the y-down screen as in UIKit; its velocity's `x` is in radians per
///   second. It begins once it has turned more than `GestureThresholds.rotation`, and ends when fewer than two
///   fingers remain.
///
/// Every report's location is the fingers' centroid and its `numberOfTouches` the fingers down.
/// A gesture begins on the move that takes it past its threshold, reports `changed` on each later
/// move, and reports its last values again when it ends; ``cancel()`` cancels what began. Fingers
/// moved together, with ``move(_:)-(_)`` or ``moveAll(by:)``, are one move. A finger that lands
/// or lifts doesn't make a gesture jump: its translation, scale and rotation go on from where they
/// were. A recognizer that ended doesn't begin again until a new touch. Fingers held down long
/// enough begin a long press mapped on the view when the window's clock passes its minimum.
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
/// A move or lift that names a finger that isn't down, a point that isn't finite or lies more than
/// 10¹⁵⁰ points from the view's origin, or two fingers at one point is refused with an
/// ``InteractionRefusal``, and changes nothing. Fingers are hit-tested where they land, not as they
/// move: as in UIKit, a finger keeps the view it landed on. Landing, moving one finger and lifting
/// cost the same however many fingers are down.
@MainActor
public final class MultiTouch {
    /// The view the fingers landed on.
    public let view: View

    /// The fingers down, by number, with where each is in the view's coordinates; empty once the
    /// touch is over.
    public private(set) var locations: [Int: Point] = [:]

    /// Where the fingers are, so that two fingers never land or move onto one point.
    private var occupied: Set<Point> = []

    /// The window whose input engine the fingers go through, kept so that a view that leaves its
    /// window can't stop time mid-gesture.
    private let window: Window

    /// The farthest, in points, that a finger may be from the view's origin: far enough for any
    /// screen, and near enough that the fingers' centroid, spread and speed are always finite.
    static let farthestPoint = 1e150

    /// Whether every finger lifted or the touch was cancelled.
    private var isOver: Bool { locations.isEmpty }

    /// Puts fingers down, after checking the points and that a person could touch each one.
    ///
    /// - Parameters:
    ///   - view: The view to touch.
    ///   - points: Where the fingers land, in the view's coordinates.
    ///   - interaction: The interaction's name, for refusals.
    /// - Throws: An ``InteractionRefusal`` if the points are invalid or a finger can't land.
    init(view: View, points: [Point], interaction: String) throws(InteractionRefusal) {
        try view.require(!points.isEmpty, interaction, "at least one finger must touch down")
        try Self.checkLanding(points, on: view, for: interaction)
        for point in points {
            try view.checkReachable(for: interaction, at: point)
        }
        // Fingers landing on a gliding scroll view stop it, as on a device, once every one of them
        // can land; what they do next is recognized as usual.
        window = try view.beginTouch(for: interaction, at: points[0]).window
        self.view = view
        let time = window.inputTime
        for point in points {
            land(point, time: time)
        }
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
    /// - Throws: An ``InteractionRefusal`` if a finger isn't down, a point isn't finite or is too
    ///   far, or two fingers would be at one point.
    /// - Complexity: O(*m*) for *m* fingers moved, plus what the recognizers measure and the
    ///   reports' mappings do.
    public func move(_ destinations: [Int: Point]) throws(InteractionRefusal) {
        let list = destinations.inPointerOrder.map { "\($0.key): \($0.value)" }
        try move(destinations, interaction: "move([\(list.joined(separator: ", "))])")
    }

    /// Moves one finger to a point in the view's coordinates, in one frame.
    ///
    /// - Parameters:
    ///   - finger: The finger's number.
    ///   - point: Where it goes.
    /// - Throws: An ``InteractionRefusal`` if the finger isn't down, the point isn't finite or is too
    ///   far, or another finger is there.
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
        let destinations = locations.mapValues { Point(x: $0.x + offset.x, y: $0.y + offset.y) }
        try move(destinations, interaction: "moveAll(by: \(offset))")
    }

    /// Moves fingers in one frame, through the window's input engine.
    ///
    /// - Parameters:
    ///   - destinations: Where each finger goes, by number.
    ///   - interaction: The interaction's name, for refusals.
    /// - Throws: An ``InteractionRefusal`` before anything changes, if the move is invalid.
    func move(_ destinations: [Int: Point], interaction: String) throws(InteractionRefusal) {
        try view.require(!isOver, interaction, Self.overMessage)
        try view.require(!destinations.isEmpty, interaction, "name at least one finger to move")
        var vacated: Set<Point> = []
        for (finger, point) in destinations.inPointerOrder {
            guard let location = locations[finger] else { throw notDown(finger, interaction) }
            try Self.checkPoint(point, on: view, for: interaction)
            vacated.insert(location)
        }
        var arrived: Set<Point> = []
        for point in destinations.values {
            try view.require(
                arrived.insert(point).inserted && (!occupied.contains(point) || vacated.contains(point)),
                interaction, "two fingers can't touch the same point \(point)")
        }
        window.clock.advanceWithoutWaiting(to: window.clock.now.advanced(by: frameDuration))
        // Work that came due in the frame may have lifted fingers: those stay lifted.
        let moving = destinations.filter { locations[$0.key] != nil }
        for finger in moving.keys {
            if let location = locations[finger] { occupied.remove(location) }
        }
        var moves: [Int: Point] = [:]
        for (finger, point) in moving {
            occupied.insert(point)
            locations[finger] = point
            moves[finger] = view.convertToRoot(point)
        }
        window.input.pointersMoved(moves, time: window.inputTime)
    }

    // MARK: - Landing and lifting

    /// Puts one more finger down, hit-tested where it lands, and returns its number.
    ///
    /// The new finger joins the gestures going on without making them jump: a pinch's scale goes
    /// on from where it was, measured from the new spread. With a second finger down, a pinch or
    /// rotation that hasn't begun can begin.
    ///
    /// - Parameter point: Where the finger lands, in the view's coordinates.
    /// - Returns: The finger's number, the one the window's input engine gave it and goes on to
    ///   know it by: one more than the last finger that landed while any was down.
    /// - Throws: An ``InteractionRefusal`` if the touch is over, the point isn't finite or is too
    ///   far, another finger is there, or a person couldn't touch the view there.
    @discardableResult
    public func addFinger(at point: Point) throws(InteractionRefusal) -> Int {
        let name = "addFinger(at: \(point))"
        try view.require(!isOver, name, Self.overMessage)
        try Self.checkPoint(point, on: view, for: name)
        try view.require(!occupied.contains(point), name, "two fingers can't touch the same point \(point)")
        try view.checkReachable(for: name, at: point)
        return land(point, time: window.inputTime)
    }

    /// Lifts one finger; a pinch or rotation ends when fewer than two remain, a pan when none do.
    ///
    /// - Parameter finger: The finger's number.
    /// - Throws: An ``InteractionRefusal`` if the finger isn't down.
    public func lift(_ finger: Int) throws(InteractionRefusal) {
        guard let location = locations.removeValue(forKey: finger) else {
            throw notDown(finger, "lift(\(finger))")
        }
        occupied.remove(location)
        window.input.pointerUp(finger, at: view.convertToRoot(location), time: window.inputTime)
    }

    /// Lifts every finger at once, in one event, ending every gesture that began; does nothing once
    /// the touch is over.
    public func liftAll() {
        let lifts = locations.mapValues(view.convertToRoot)
        locations = [:]
        occupied = []
        window.input.pointersUp(lifts, time: window.inputTime)
    }

    /// Cancels the touch, as the system does when a call comes in.
    ///
    /// Every gesture that began reports `cancelled` with its last values. Does nothing once the
    /// touch is over.
    public func cancel() {
        guard !isOver else { return }
        locations = [:]
        occupied = []
        window.input.cancelPointers(at: window.inputTime)
    }

    // MARK: - Checking fingers

    /// The message of a refusal after the touch is over.
    private static let overMessage =
        "the touch is over: every finger lifted or it was cancelled; start another with touchDown(at:)"

    /// Lands a finger through the engine and records it under the number the engine gave it.
    @discardableResult
    private func land(_ point: Point, time: Double) -> Int {
        // The point was checked finite, and the clock's times are, so the engine takes the finger.
        guard let finger = window.input.pointerDown(at: view.convertToRoot(point), time: time, on: view)
        else {
            preconditionFailure("the input engine ignored a finger at \(point), time \(time)")
        }
        locations[finger] = point
        occupied.insert(point)
        return finger
    }

    /// Refuses a point that isn't finite, or is farther than ``farthestPoint`` from the view's origin.
    static func checkPoint(_ point: Point, on view: View, for interaction: String) throws(InteractionRefusal)
    {
        try view.require(
            point.x.isFinite && point.y.isFinite, interaction, "every point must be finite, got \(point)")
        try view.require(
            abs(point.x) <= farthestPoint && abs(point.y) <= farthestPoint, interaction,
            "every point must be within 1e150 points of the view's origin, got \(point)")
    }

    /// Refuses the points of fingers about to land if one is invalid or two are the same.
    ///
    /// - Complexity: O(*n*), where *n* is the number of points.
    static func checkLanding(_ points: [Point], on view: View, for interaction: String)
        throws(InteractionRefusal)
    {
        var seen = Set<Point>()
        for point in points {
            try checkPoint(point, on: view, for: interaction)
            try view.require(
                seen.insert(point).inserted, interaction, "two fingers can't touch the same point \(point)")
        }
    }

    /// Where a finger is, refusing a finger that isn't down.
    private func location(of finger: Int, for interaction: String) throws(InteractionRefusal) -> Point {
        guard let location = locations[finger] else { throw notDown(finger, interaction) }
        return location
    }

    /// The refusal of an interaction that names a finger that isn't down.
    private func notDown(_ finger: Int, _ interaction: String) -> InteractionRefusal {
        let message =
            isOver
            ? Self.overMessage
            : "finger \(finger) is not down; the fingers down are \(locations.keys.sorted().map(String.init).joined(separator: ", "))"
        return view.refuse(interaction, .invalidArgument(message))
    }
}
