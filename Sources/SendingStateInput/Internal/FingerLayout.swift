package import SendingState

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a set of fingers is as a whole: their centroid, how far they spread from it, and how they
/// turned around it since another layout of the same fingers.
///
/// It needs the C library for `atan2` and `hypot`.
package struct FingerLayout: Sendable {
    /// The fingers' points, in the order of their numbers.
    package let points: [Point]
    /// The mean of the points.
    package let centroid: Point
    /// The mean distance of the fingers from their centroid: half the distance between two fingers,
    /// zero for one.
    package let spread: Double

    /// Measures the layout of some fingers.
    ///
    /// - Parameter points: Where the fingers are; at least one.
    /// - Complexity: O(*n*), where *n* is the number of points.
    package init(_ points: [Point]) {
        self.points = points
        let count = Double(max(points.count, 1))
        let centroid = Self.centroid(of: points)
        self.centroid = centroid
        var distances = 0.0
        for point in points {
            distances += hypot(point.x - centroid.x, point.y - centroid.y)
        }
        spread = distances / count
    }

    /// The mean of some points; zero for none.
    ///
    /// - Complexity: O(*n*), where *n* is the number of points.
    package static func centroid(of points: [Point]) -> Point {
        let count = Double(max(points.count, 1))
        var sum = Point.zero
        for point in points {
            sum.x += point.x
            sum.y += point.y
        }
        return Point(x: sum.x / count, y: sum.y / count)
    }

    /// Whether the centroid and the spread are finite numbers, so gestures can be measured from them.
    package var isMeasurable: Bool {
        centroid.x.isFinite && centroid.y.isFinite && spread.isFinite
    }

    /// How far the fingers turned around their centroid since an earlier layout of the same fingers,
    /// in radians, clockwise positive in a y-down space.
    ///
    /// Each finger's turn is taken as less than half a turn either way, since two positions can't
    /// tell more. The result is the mean turn of the fingers that are away from the centroid in
    /// both layouts; a finger on the centroid has no angle.
    ///
    /// - Parameter earlier: The same fingers, in the same order, before they moved.
    /// - Returns: The mean turn; zero when no finger could be measured.
    /// - Complexity: O(*n*), where *n* is the number of points.
    package func rotation(since earlier: FingerLayout) -> Double {
        var total = 0.0
        var measured = 0
        for (now, before) in zip(points, earlier.points) {
            let to = Point(x: now.x - centroid.x, y: now.y - centroid.y)
            let from = Point(x: before.x - earlier.centroid.x, y: before.y - earlier.centroid.y)
            guard to != .zero, from != .zero else { continue }
            var turn = atan2(to.y, to.x) - atan2(from.y, from.x)
            if turn > .pi {
                turn -= 2 * .pi
            } else if turn <= -.pi {
                turn += 2 * .pi
            }
            total += turn
            measured += 1
        }
        return measured == 0 ? 0 : total / Double(measured)
    }

    /// The points of two fingers placed opposite each other around a center.
    ///
    /// - Parameters:
    ///   - center: The midpoint of the two fingers.
    ///   - radius: How far each finger is from the center.
    ///   - angle: The direction from the center to the second finger, in radians, clockwise in a
    ///     y-down space; the first finger is opposite.
    /// - Returns: The first finger's point, then the second's.
    package static func pair(around center: Point, radius: Double, angle: Double) -> [Point] {
        let offset = Point(x: radius * cos(angle), y: radius * sin(angle))
        return [
            Point(x: center.x - offset.x, y: center.y - offset.y),
            Point(x: center.x + offset.x, y: center.y + offset.y),
        ]
    }
}
