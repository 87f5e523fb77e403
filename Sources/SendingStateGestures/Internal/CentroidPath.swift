import SendingState

/// The path of the fingers' centroid since the first one landed: how far it moved, and how fast.
///
/// A finger landing or lifting moves the centroid, which doesn't count as movement: the translation
/// goes on from where it was. Pans and swipes both follow it.
struct CentroidPath {
    /// The pointers down.
    private(set) var pointers = Pointers()
    /// How far the centroid moved since the first finger landed.
    private(set) var translation = Point.zero
    /// Where the centroid was last, kept once the last finger lifts.
    private(set) var centroid = Point.zero
    /// The translation when the set of fingers last changed, and where the centroid was then.
    private var reference = (translation: Point.zero, centroid: Point.zero)
    private var tracker = VelocityTracker()

    /// How fast the centroid moves, over the last tenth of a second.
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
        rebase()
        return true
    }

    /// Moves the pointers of one event.
    ///
    /// - Returns: `false`, changing nothing, when no pointer that is down moved to a finite location.
    mutating func move(_ moves: [Int: Point], time: Double) -> Bool {
        guard pointers.move(moves) else { return false }
        centroid = pointers.layout.centroid
        translation = Point(
            x: reference.translation.x + centroid.x - reference.centroid.x,
            y: reference.translation.y + centroid.y - reference.centroid.y)
        tracker.add(translation, at: time)
        return true
    }

    /// Measures the translation and the velocity from here on, as a pan does once it begins.
    mutating func restart(at time: Double) {
        translation = .zero
        tracker.reset(to: .zero, at: time)
        rebase()
    }

    /// Moves one pointer that is down, as ``move(_:time:)`` does.
    mutating func move(_ pointer: Int, to location: Point, time: Double) -> Bool {
        move([pointer: location], time: time)
    }

    /// Lifts a pointer; after the last one, the velocity is measured up to `time`.
    ///
    /// - Returns: `false` when the pointer wasn't down.
    mutating func lift(_ pointer: Int, at time: Double) -> Bool {
        guard pointers.lift(pointer) else { return false }
        if pointers.isEmpty {
            tracker.add(translation, at: time)
        } else {
            rebase()
        }
        return true
    }

    /// Lifts every pointer.
    mutating func cancel() {
        pointers.removeAll()
    }

    /// Measures on from the fingers down now, so that the change of fingers isn't movement.
    private mutating func rebase() {
        centroid = pointers.layout.centroid
        reference = (translation, centroid)
    }
}
