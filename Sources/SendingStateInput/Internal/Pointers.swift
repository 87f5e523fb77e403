import SendingState

/// The pointers down on a view, by number.
///
/// Landing, lifting and moving one pointer cost O(1), however many are down: a pointer's place is
/// found through an index by number, and a lifted pointer's place is taken by the last one. What
/// depends on every pointer, their centroid and layout, is measured when it is read.
struct Pointers {
    /// The numbers of the pointers down; the order changes as pointers lift.
    private(set) var numbers: [Int] = []
    /// Where each pointer is, in the order of ``numbers``.
    private(set) var locations: [Point] = []
    /// Where each pointer went down, in the order of ``numbers``.
    private var landings: [Point] = []
    /// Where each pointer is in ``numbers``, by number.
    private var places: [Int: Int] = [:]

    /// How many pointers are down.
    var count: Int { numbers.count }

    /// Whether no pointer is down.
    var isEmpty: Bool { numbers.isEmpty }

    /// How many pointers each buffer holds before it grows: ``removeAll()`` keeps them, so the
    /// presses after the first allocate nothing.
    var capacities: (numbers: Int, locations: Int, landings: Int, places: Int) {
        (numbers.capacity, locations.capacity, landings.capacity, places.capacity)
    }

    /// Where the pointers are as a whole.
    ///
    /// - Complexity: O(*n*), where *n* is the number of pointers down.
    var layout: FingerLayout { FingerLayout(locations) }

    /// The mean of the pointers' locations; zero when none is down.
    ///
    /// - Complexity: O(*n*), where *n* is the number of pointers down.
    var centroid: Point { FingerLayout.centroid(of: locations) }

    /// Where a pointer is, or `nil` when it isn't down.
    func location(of pointer: Int) -> Point? {
        places[pointer].map { locations[$0] }
    }

    /// Whether a pointer that is down is now farther than a distance from where it went down.
    func hasMoved(_ pointer: Int, fartherThan distance: Double) -> Bool {
        guard let place = places[pointer] else { return false }
        return locations[place].distance(to: landings[place]) > distance
    }

    /// Whether a pointer is down.
    func contains(_ pointer: Int) -> Bool {
        places[pointer] != nil
    }

    /// Puts a pointer down; a pointer that is down already goes down again there.
    ///
    /// - Returns: `false`, changing nothing, when the location isn't finite.
    mutating func put(_ pointer: Int, at location: Point) -> Bool {
        guard location.isFinite else { return false }
        if let place = places[pointer] {
            locations[place] = location
            landings[place] = location
        } else {
            places[pointer] = numbers.count
            numbers.append(pointer)
            locations.append(location)
            landings.append(location)
        }
        return true
    }

    /// Whether any pointer of an event would move: one that is down, to a finite location where it
    /// isn't yet.
    func wouldMove(_ moves: [Int: Point]) -> Bool {
        moves.contains { pointer, location in
            location.isFinite && self.location(of: pointer).map { $0 != location } == true
        }
    }

    /// Moves the pointers of one event, ignoring those that aren't down or whose location isn't
    /// finite.
    ///
    /// - Returns: Whether any pointer changed location.
    mutating func move(_ moves: [Int: Point]) -> Bool {
        var moved = false
        for (pointer, location) in moves {
            moved = move(pointer, to: location) || moved
        }
        return moved
    }

    /// Moves a pointer that is down.
    ///
    /// - Returns: `false`, changing nothing, when the pointer isn't down, the location isn't
    ///   finite, or the pointer is there already.
    mutating func move(_ pointer: Int, to location: Point) -> Bool {
        guard location.isFinite, let place = places[pointer], locations[place] != location else {
            return false
        }
        locations[place] = location
        return true
    }

    /// Lifts a pointer.
    ///
    /// - Returns: `false` when the pointer wasn't down.
    mutating func lift(_ pointer: Int) -> Bool {
        guard let place = places.removeValue(forKey: pointer) else { return false }
        let last = numbers.count - 1
        if place != last {
            numbers[place] = numbers[last]
            locations[place] = locations[last]
            landings[place] = landings[last]
            places[numbers[place]] = place
        }
        numbers.removeLast()
        locations.removeLast()
        landings.removeLast()
        return true
    }

    /// Lifts every pointer, keeping the storage for the next ones.
    mutating func removeAll() {
        numbers.removeAll(keepingCapacity: true)
        locations.removeAll(keepingCapacity: true)
        landings.removeAll(keepingCapacity: true)
        places.removeAll(keepingCapacity: true)
    }
}

extension Point {
    /// Whether both coordinates are finite numbers.
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The distance to another point.
    func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// The offset from another point to this one.
    func offset(from origin: Point) -> Point {
        Point(x: x - origin.x, y: y - origin.y)
    }
}
