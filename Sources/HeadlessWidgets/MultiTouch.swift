public import SendingState
import SendingStateGestures

/// Fingers on a view that a test moves and lifts one by one, as flutter's `TestGesture` does.
///
/// Create one with ``View/touchDown(at:)``. Fingers are numbered from 0 in the order they land, and
/// keep their number until they lift. From where the fingers are, the pan, pinch and rotation
/// recognizers installed on the view when the first finger landed measure their values as UIKit's
/// do, and report them; a kind that isn't mapped on the view reports nothing:
///
/// - A **pan** follows the centroid of the fingers: its translation since they landed, and its
///   velocity in points per second. It begins once the centroid has moved more than 1 point, and
///   ends when the last finger lifts.
/// - A **pinch** measures the spread of the fingers, their mean distance from their centroid (half
///   the distance between two fingers): its scale is the spread now over the spread when they
///   landed, and its velocity's `x` is the scale's change per second. It begins once the scale
///   differs from 1 by more than 0.01, and ends when fewer than two fingers remain.
/// - A **rotation** measures how far the fingers turned around their centroid, in radians,
///   clockwise positive on the y-down screen as in UIKit; its velocity's `x` is in radians per
///   second. It begins once it has turned more than 0.01 radians, and ends when fewer than two
///   fingers remain.
///
/// Every report's location is the fingers' centroid and its `numberOfTouches` the fingers down.
/// A gesture begins on the move that takes it past its threshold, reports `changed` on each later
/// move, and reports its last values again when it ends; ``cancel()`` cancels what began. A finger
/// that lands or lifts doesn't make a gesture jump: its translation, scale and rotation go on from
/// where they were. A recognizer that ended doesn't begin again until a new touch.
///
/// Each move takes one 60 Hz frame on the window's ``VirtualClock``. A velocity is the last move's
/// change over the time since the touch's previous event, so advancing the clock between moves
/// slows it, as a pause would. Landing and lifting take no time.
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

    /// How far, in points, the centroid moves before a pan begins.
    static let panThreshold = 1.0
    /// How far the scale gets from 1 before a pinch begins.
    static let pinchThreshold = 0.01
    /// How far, in radians, the fingers turn before a rotation begins.
    static let rotationThreshold = 0.01

    /// The numbers of the fingers down, in ascending order, matching `layout.points`.
    private var numbers: [Int]
    /// Where the fingers down are.
    private var layout: FingerLayout
    /// The number the next finger to land gets.
    private var nextNumber: Int
    /// Whether every finger lifted or the touch was cancelled.
    private var isOver: Bool { numbers.isEmpty }

    /// The window's clock, kept so a view that leaves its window can't stop time mid-gesture.
    private let clock: VirtualClock
    /// When a finger last landed, moved or lifted, in seconds on the clock.
    private var lastEventTime: Double

    /// What the fingers measure since they landed.
    private var measure = Measure(translation: .zero, scale: 1, rotation: 0)
    /// How fast each measure changed over the last move, per second.
    private var rates = Measure(translation: .zero, scale: 0, rotation: 0)
    /// The measure and layout when the set of fingers last changed: a finger landing or lifting
    /// moves the centroid and the spread, which must not count as a pan or a pinch.
    private var reference: (measure: Measure, centroid: Point, spread: Double)

    /// The recognizers the fingers drive, in the order they report.
    private var recognizers: [Recognizer]

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
        clock = window.clock
        lastEventTime = 0
        reference = (measure, layout.centroid, layout.spread)
        recognizers = [GestureKind.pan, .pinch, .rotation]
            .filter { view.hasRecognizer(for: $0) }
            .map { Recognizer(kind: $0) }
        lastEventTime = now
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
        let next = Measure(
            translation: Point(
                x: reference.measure.translation.x + moved.centroid.x - reference.centroid.x,
                y: reference.measure.translation.y + moved.centroid.y - reference.centroid.y),
            scale: reference.spread > 0
                ? reference.measure.scale * moved.spread / reference.spread : reference.measure.scale,
            rotation: measure.rotation + moved.rotation(since: layout))
        // A move takes at least a frame, so rates finite over a frame stay finite.
        try view.require(
            next.isFinite && next.change(since: measure, over: frameInterval).isFinite, interaction,
            "the fingers moved too far to measure")
        advanceOneFrame()
        let elapsed = now - lastEventTime
        lastEventTime = now
        rates = next.change(since: measure, over: elapsed)
        measure = next
        layout = moved
        reportMove()
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
        changeFingers(to: landed)
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
        changeFingers(to: FingerLayout(points))
        end(.ended) { numbers.count < $0.minimumFingers }
    }

    /// Lifts every finger at once, ending every gesture that began; does nothing once the touch is over.
    public func liftAll() {
        finish(.ended)
    }

    /// Cancels the touch, as the system does when a call comes in.
    ///
    /// Every gesture that began reports `cancelled` with its last values. Does nothing once the
    /// touch is over.
    public func cancel() {
        finish(.cancelled)
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

    // MARK: - Reporting

    /// Starts measuring from a new set of fingers, so the change of set doesn't count as movement.
    private func changeFingers(to layout: FingerLayout) {
        self.layout = layout
        reference = (measure, layout.centroid, layout.spread)
        lastEventTime = now
    }

    /// Reports each recognizer that begins or goes on with this move.
    private func reportMove() {
        for index in recognizers.indices where !isOver {
            let phase: GesturePhase
            switch recognizers[index].state {
            case .possible:
                guard hasPassedThreshold(recognizers[index]) else { continue }
                phase = .began
                recognizers[index].state = .recognizing
            case .recognizing:
                phase = .changed
            case .over:
                continue
            }
            let kind = recognizers[index].kind
            var values = values(for: kind)
            values.phase = phase
            recognizers[index].last = values
            view.sendGesture(kind, values)
        }
    }

    /// Lifts or cancels every finger and ends what began.
    private func finish(_ phase: GesturePhase) {
        guard !isOver else { return }
        numbers = []
        changeFingers(to: FingerLayout([]))
        end(phase) { _ in true }
    }

    /// Ends the recognizers going on that `shouldEnd` picks, reporting their last values again.
    private func end(_ phase: GesturePhase, where shouldEnd: (Recognizer) -> Bool) {
        for index in recognizers.indices
        where recognizers[index].state == .recognizing && shouldEnd(recognizers[index]) {
            recognizers[index].state = .over
            var values = recognizers[index].last
            values.phase = phase
            view.sendGesture(recognizers[index].kind, values)
        }
    }

    /// What a recognizer of a kind measures now; the phase is left for the caller.
    private func values(for kind: GestureKind) -> GestureValues {
        var values = GestureValues(location: layout.centroid, numberOfTouches: numbers.count)
        switch kind {
        case .pinch:
            values.scale = measure.scale
            values.velocity = Point(x: rates.scale, y: 0)
        case .rotation:
            values.rotation = measure.rotation
            values.velocity = Point(x: rates.rotation, y: 0)
        default:
            values.translation = measure.translation
            values.velocity = rates.translation
        }
        return values
    }

    /// Whether a recognizer that hasn't begun has enough fingers down and has seen enough movement
    /// to begin.
    private func hasPassedThreshold(_ recognizer: Recognizer) -> Bool {
        guard numbers.count >= recognizer.minimumFingers else { return false }
        return switch recognizer.kind {
        case .pinch:
            abs(measure.scale - 1) > Self.pinchThreshold
        case .rotation:
            abs(measure.rotation) > Self.rotationThreshold
        default:
            measure.translation.x * measure.translation.x + measure.translation.y * measure.translation.y
                > Self.panThreshold * Self.panThreshold
        }
    }

    // MARK: - Time

    /// The clock's time, in seconds since time zero; read only here and in `advanceOneFrame()`.
    private var now: Double {
        let offset = clock.now.offset.components
        return Double(offset.seconds) + Double(offset.attoseconds) * 1e-18
    }

    /// Moves the clock on by one move's frame, running what comes due in it.
    private func advanceOneFrame() {
        clock.advanceWithoutWaiting(to: clock.now.advanced(by: frameDuration))
    }
}

/// A recognizer that fingers drive, and how far it has got.
private struct Recognizer {
    /// How far a recognizer has got.
    enum State {
        /// It watches the fingers and hasn't begun.
        case possible
        /// It began and reports every move.
        case recognizing
        /// It ended or was cancelled.
        case over
    }

    let kind: GestureKind
    var state = State.possible
    /// What it reported last, reported again when it ends.
    var last = GestureValues()

    /// How few fingers end it: a pan needs one, a pinch or rotation two.
    var minimumFingers: Int { kind == .pan ? 1 : 2 }
}

/// What fingers measure: the centroid's translation, the scale of their spread and their rotation;
/// or how fast each changes, per second.
private struct Measure {
    var translation: Point
    var scale: Double
    var rotation: Double

    /// Whether every value is a finite number.
    var isFinite: Bool {
        translation.x.isFinite && translation.y.isFinite && scale.isFinite && rotation.isFinite
    }

    /// How fast each value changed from an earlier measure, per second.
    ///
    /// - Parameters:
    ///   - earlier: The measure before.
    ///   - seconds: The time between the two; greater than zero.
    /// - Returns: The rates, per second.
    func change(since earlier: Measure, over seconds: Double) -> Measure {
        Measure(
            translation: Point(
                x: (translation.x - earlier.translation.x) / seconds,
                y: (translation.y - earlier.translation.y) / seconds),
            scale: (scale - earlier.scale) / seconds,
            rotation: (rotation - earlier.rotation) / seconds)
    }
}
