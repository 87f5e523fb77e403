import SendingState
import SendingStateGestures

/// Fingers that a simulated interaction puts on a view, fed to the gesture kit's recognizers with
/// times from the window's clock.
///
/// HeadlessWidgets makes no gesture reports of its own: a tap, a long press, a swipe or a drag is a
/// path of fingers, and the kit's recognizers decide what it is, as they do for every toolkit
/// adapter. Fingers are numbered from 0 in the order they land.
@MainActor
struct SimulatedFingers {
    /// The recognizers fed, in the order they report.
    let recognizers: [any PointerGestureRecognizer]
    /// The clock whose time stamps every event.
    let clock: VirtualClock
    /// Where each finger down is, by number.
    private(set) var locations: [Int: Point] = [:]

    /// Fingers that have not landed yet.
    init(_ recognizers: [any PointerGestureRecognizer], clock: VirtualClock) {
        self.recognizers = recognizers
        self.clock = clock
    }

    /// The clock's time, in seconds.
    var time: Double { clock.now.seconds }

    /// Lands fingers, numbered after those already down.
    mutating func land(_ points: [Point]) {
        for point in points {
            let finger = (locations.keys.max() ?? -1) + 1
            locations[finger] = point
            for recognizer in recognizers { recognizer.pointerDown(finger, at: point, time: time) }
        }
    }

    /// Moves fingers together, in one event at the clock's time.
    mutating func move(_ moves: [Int: Point]) {
        locations.merge(moves) { $1 }
        for recognizer in recognizers { recognizer.pointersMoved(moves, time: time) }
    }

    /// Moves the fingers down, in the order of their numbers, to points, in one event.
    mutating func moveAll(to points: [Point]) {
        move(Dictionary(uniqueKeysWithValues: zip(locations.keys.sorted(), points)))
    }

    /// Lifts one finger where it is.
    mutating func lift(_ finger: Int) {
        guard let location = locations.removeValue(forKey: finger) else { return }
        for recognizer in recognizers { recognizer.pointerUp(finger, at: location, time: time) }
    }

    /// Lifts every finger where it is; each recognizer sees them all lift before the next one does,
    /// so that the recognizers end in their order.
    mutating func liftAll() {
        let fingers = locations.sorted { $0.key < $1.key }
        locations = [:]
        for recognizer in recognizers {
            for (finger, location) in fingers { recognizer.pointerUp(finger, at: location, time: time) }
        }
    }

    /// Cancels every finger, as the system does when a call comes in.
    mutating func cancel() {
        locations = [:]
        for recognizer in recognizers { recognizer.pointersCancelled(at: time) }
    }

    /// Keeps the fingers where they are until an instant, running what comes due on the clock and
    /// serving each recognizer's deadline at its own instant, as a toolkit's timer would.
    ///
    /// - Parameters:
    ///   - target: When the fingers move or lift next.
    ///   - landing: When the fingers landed, from which deadlines are measured.
    func hold(until target: VirtualClock.Instant, since landing: VirtualClock.Instant) {
        let landed = landing.seconds
        while let (recognizer, deadline) = nextDeadline() {
            let due = landing.advanced(by: .seconds(max(deadline - landed, 0)))
            guard due <= target else { break }
            clock.advanceWithoutWaiting(to: due)
            recognizer.timeDidPass(to: deadline)
            // A recognizer that still waits for the same time would hold the fingers forever.
            if recognizer.deadline == deadline { break }
        }
        clock.advanceWithoutWaiting(to: target)
    }

    /// The recognizer that waits for the earliest time, and that time.
    private func nextDeadline() -> (any PointerGestureRecognizer, Double)? {
        recognizers.compactMap { recognizer in recognizer.deadline.map { (recognizer, $0) } }
            .min { $0.1 < $1.1 }
    }

    /// Where `count` fingers land around a point: side by side, 2 points apart, so that their
    /// centroid is the point.
    static func around(_ center: Point, count: Int) -> [Point] {
        (0..<count).map { finger in
            Point(x: center.x + Double(2 * finger - (count - 1)), y: center.y)
        }
    }
}

/// The taps made on one view, recognized by the gesture kit's tap recognizer, which is kept from
/// touch to touch to count their streak as UIKit's `UITouch.tapCount` does.
@MainActor
final class TapStreak {
    /// The taps recognized during the touch going on.
    private var recognized: [GestureValues] = []
    private lazy var recognizer = TapRecognizer { [weak self] _, values in self?.recognized.append(values) }

    /// How far fingers that end a touch outside drag before they lift, in points.
    private static let dragOut = 100.0

    /// Makes one touch at the clock's time: fingers land around a point, then lift inside, drag
    /// out and lift, or are cancelled.
    ///
    /// - Parameters:
    ///   - point: Where the fingers land, in the view's coordinates.
    ///   - count: How many fingers.
    ///   - window: The window, whose clock stamps the touch and whose double-tap interval the
    ///     streak uses.
    ///   - end: How the touch ends.
    /// - Returns: The place of the touch in the streak when the fingers landed, and the taps the
    ///   recognizer reported, to report as the caller's events allow.
    func touch(around point: Point, fingers count: Int, in window: Window, ending end: Control.TouchEnd)
        -> (tapCount: Int, taps: [GestureValues])
    {
        recognizer.doubleTapInterval = window.doubleTapInterval.seconds
        var fingers = SimulatedFingers([recognizer], clock: window.clock)
        let landing = SimulatedFingers.around(point, count: count)
        fingers.land(landing)
        let tapCount = recognizer.tapCount
        switch end {
        case .inside:
            fingers.liftAll()
        case .outside:
            fingers.moveAll(to: landing.map { Point(x: $0.x + Self.dragOut, y: $0.y) })
            fingers.liftAll()
        case .cancelled:
            fingers.cancel()
        }
        defer { recognized = [] }
        return (tapCount, recognized)
    }
}

extension VirtualClock.Instant {
    /// The instant's offset from time zero, in seconds.
    var seconds: Double { offset.seconds }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let components = components
        return Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
