import SendingState

/// How fast a point moves, in points a second, over about the last
/// ``GestureThresholds/velocityWindow``.
///
/// A velocity from the last two samples alone jumps with every uneven event; over a short window
/// it is what a finger did as it lifted. It is measured from the newest sample at or before the
/// window's start, so a point that rested for the whole window has no velocity.
struct VelocityTracker {
    /// The samples of the window, and the one before it, oldest first.
    private var samples: [(time: Double, point: Point)] = []

    /// Starts over from a point.
    mutating func reset(to point: Point, at time: Double) {
        samples = [(time, point)]
    }

    /// Adds where the point is at a time no earlier than the last sample's.
    mutating func add(_ point: Point, at time: Double) {
        guard let last = samples.last, time >= last.time else { return reset(to: point, at: time) }
        samples.append((time, point))
        let start = time - GestureThresholds.velocityWindow
        // Keep one sample at or before the window's start, so that the window is measured whole.
        while samples.count > 2, samples[1].time <= start {
            samples.removeFirst()
        }
    }

    /// The mean velocity from the oldest sample kept to the last, or zero when no time passed.
    var velocity: Point {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let seconds = last.time - first.time
        return Point(x: (last.point.x - first.point.x) / seconds, y: (last.point.y - first.point.y) / seconds)
    }
}
