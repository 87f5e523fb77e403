import SendingState

/// The path of the fingers' centroid since the first one landed: how far it moved, and how fast.
///
/// A finger landing or lifting moves the centroid, which doesn't count as movement: the translation
/// goes on from where it was. Pans and swipes both follow it.
///
/// Landing and lifting cost O(1): the centroid they change is measured at the next move, before the
/// move is applied, when the fingers are still where they were.
struct CentroidPath {
    /// The pointers down.
    private(set) var pointers = Pointers()
    /// How far the centroid moved since the first finger landed.
    private(set) var translation = Point.zero
    /// Where the fingers' centroid is, kept once the last finger lifts.
    ///
    /// - Complexity: O(*n*), where *n* is the number of pointers down, when fingers landed or lifted
    ///   since the last move; O(1) otherwise.
    var centroid: Point {
        needsReference ? pointers.centroid : measuredCentroid
    }
    /// Where the centroid was when last measured.
    private var measuredCentroid = Point.zero
    /// The translation when the set of fingers last changed, and where the centroid was then.
    private var reference = (translation: Point.zero, centroid: Point.zero)
    /// Whether fingers landed or lifted since the centroid was last measured.
    private var needsReference = false
    private var tracker = VelocityTracker()

    /// How fast the centroid moves, over the last ``GestureThresholds/velocityWindow``.
    var velocity: Point { tracker.velocity }

    /// Puts a pointer down; the first one starts a new path.
    ///
    /// - Returns: `false`, changing nothing, when the location isn't finite.
    mutating func down(_ pointer: Int, at location: Point, time: Double) -> Bool {
        let isFirst = pointers.isEmpty
        guard pointers.put(pointer, at: location) else { return false }
        if isFirst {
            translation = .zero
            tracker.reset(to: .zero, at: time)
        }
        needsReference = true
        return true
    }

    /// Moves the pointers of one event.
    ///
    /// - Returns: `false`, changing nothing, when no pointer that is down moved to a finite location.
    /// - Complexity: O(*n*), where *n* is the number of pointers down.
    mutating func move(_ moves: [Int: Point], time: Double) -> Bool {
        guard pointers.wouldMove(moves) else { return false }
        measureReferenceIfNeeded()
        _ = pointers.move(moves)
        measuredCentroid = pointers.centroid
        translation = Point(
            x: reference.translation.x + measuredCentroid.x - reference.centroid.x,
            y: reference.translation.y + measuredCentroid.y - reference.centroid.y)
        tracker.add(translation, at: time)
        return true
    }

    /// Moves one pointer that is down, as ``move(_:time:)`` does.
    mutating func move(_ pointer: Int, to location: Point, time: Double) -> Bool {
        move([pointer: location], time: time)
    }

    /// Measures the translation and the velocity from here on, as a pan does once it begins.
    mutating func restart(at time: Double) {
        translation = .zero
        tracker.reset(to: .zero, at: time)
        reference = (translation, measuredCentroid)
    }

    /// Lifts a pointer; after the last one, the velocity is measured up to `time`.
    ///
    /// - Returns: `false` when the pointer wasn't down.
    mutating func lift(_ pointer: Int, at time: Double) -> Bool {
        // The last finger's centroid is where it lifts, however the fingers changed before.
        if pointers.count == 1 { measureReferenceIfNeeded() }
        guard pointers.lift(pointer) else { return false }
        if pointers.isEmpty {
            tracker.add(translation, at: time)
        } else {
            needsReference = true
        }
        return true
    }

    /// Lifts every pointer; the centroid stays where the fingers were.
    mutating func cancel() {
        measureReferenceIfNeeded()
        pointers.removeAll()
    }

    /// Measures the centroid of the fingers down now, as the reference the next move is measured
    /// from, if fingers landed or lifted since it was measured.
    private mutating func measureReferenceIfNeeded() {
        guard needsReference, !pointers.isEmpty else { return }
        needsReference = false
        measuredCentroid = pointers.centroid
        reference = (translation, measuredCentroid)
    }
}
