import SendingState

/// The centroid of the points where a press's fingers landed, kept as a running sum so that each
/// landing costs O(1).
///
/// A tap and a swipe are located here: where the person put their fingers down, whichever lifted
/// first or moved on the way.
struct LandingCentroid {
    private var sum = Point.zero
    /// How many fingers landed.
    private(set) var count = 0

    /// Adds where a finger landed.
    mutating func add(_ point: Point) {
        sum.x += point.x
        sum.y += point.y
        count += 1
    }

    /// The centroid of the landings; zero before the first.
    var centroid: Point {
        count == 0 ? .zero : Point(x: sum.x / Double(count), y: sum.y / Double(count))
    }
}
