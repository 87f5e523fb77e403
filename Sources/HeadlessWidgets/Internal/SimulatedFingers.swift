import SendingState
import SendingStateGestures

/// Fingers that a simulated interaction puts on a view, fed to the gesture kit's recognizers with
/// times from the window's clock.
///
/// HeadlessWidgets makes no gesture reports of its own: a tap, a long press, a swipe or a drag is a
/// path of fingers, and the kit's recognizers decide what it is, as they do for every toolkit
/// adapter. Fingers are numbered from 0 in the order they land.
///
/// The recognizers take times as seconds in a `Double`, and measure velocities and deadlines by
/// subtracting them. Seconds since the clock's time zero would lose the fractions of a frame once
/// the clock has run long enough, and couldn't be counted at all past `Int64.max` seconds; so
/// times are measured from an origin near the gesture, by default the instant the fingers were
/// made, where they stay small and exact.
@MainActor
struct SimulatedFingers {
    /// The recognizers fed, in the order they report.
    let recognizers: [any PointerGestureRecognizer]
    /// The clock whose time stamps every event.
    let clock: VirtualClock
    /// The instant from which times are measured.
    let origin: VirtualClock.Instant
    /// Where each finger down is, by number.
    private(set) var locations: [Int: Point] = [:]

    /// Fingers that have not landed yet.
    ///
    /// - Parameters:
    ///   - recognizers: The recognizers to feed.
    ///   - clock: The clock whose time stamps every event.
    ///   - origin: The instant from which times are measured; the clock's time by default.
    init(
        _ recognizers: [any PointerGestureRecognizer], clock: VirtualClock,
        origin: VirtualClock.Instant? = nil
    ) {
        self.recognizers = recognizers
        self.clock = clock
        self.origin = origin ?? clock.now
    }

    /// The clock's time, in seconds since ``origin``.
    var time: Double { seconds(at: clock.now) }

    /// An instant, in seconds since ``origin``.
    func seconds(at instant: VirtualClock.Instant) -> Double {
        origin.duration(to: instant).seconds
    }

    /// The instant that a time in seconds since ``origin`` stands for.
    func instant(at seconds: Double) -> VirtualClock.Instant {
        origin.advanced(by: Duration(saturatingSeconds: seconds))
    }

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
        while let (recognizer, deadline) = nextDeadline() {
            let due = max(instant(at: deadline), landing)
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
///
/// A touch that comes at least the double-tap interval after the last one can't continue its
/// streak, so it starts a new one with a new recognizer, whose times are measured from it: they
/// stay small and exact however far the clock has run.
@MainActor
final class TapStreak {
    /// The taps recognized during the touch going on.
    private var recognized: [GestureValues] = []
    /// The recognizer of the streak going on.
    private var recognizer: TapRecognizer?
    /// When the streak's first touch came, from which its times are measured.
    private var origin = VirtualClock.Instant(offset: .zero)
    /// When the streak's last touch ended.
    private var lastTouch: VirtualClock.Instant?

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
        let recognizer = streakRecognizer(at: window.clock.now, interval: window.doubleTapInterval)
        var fingers = SimulatedFingers([recognizer], clock: window.clock, origin: origin)
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
        lastTouch = window.clock.now
        defer { recognized = [] }
        return (tapCount, recognized)
    }

    /// The recognizer of the streak that a touch at `now` belongs to: the streak going on, or a
    /// new one when the last touch ended at least `interval` before.
    private func streakRecognizer(at now: VirtualClock.Instant, interval: Duration) -> TapRecognizer {
        if let recognizer, let lastTouch, lastTouch.duration(to: now) < interval {
            recognizer.doubleTapInterval = interval.seconds
            return recognizer
        }
        let fresh = TapRecognizer { [weak self] _, values in self?.recognized.append(values) }
        fresh.doubleTapInterval = interval.seconds
        recognizer = fresh
        origin = now
        return fresh
    }
}
