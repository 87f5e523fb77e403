import SendingState

/// The pointers down on a view, by number, in the order they went down.
struct Pointers {
    /// The numbers of the pointers down, in the order they went down.
    private(set) var numbers: [Int] = []
    /// Where each pointer is, in the order of ``numbers``.
    private(set) var locations: [Point] = []
    /// Where each pointer went down, in the order of ``numbers``.
    private var landings: [Point] = []

    /// How many pointers are down.
    var count: Int { numbers.count }

    /// Whether no pointer is down.
    var isEmpty: Bool { numbers.isEmpty }

    /// Where the pointers are as a whole.
    var layout: FingerLayout { FingerLayout(locations) }

    /// Where a pointer is, or `nil` when it isn't down.
    func location(of pointer: Int) -> Point? {
        numbers.firstIndex(of: pointer).map { locations[$0] }
    }

    /// Whether a pointer that is down is now farther than a distance from where it went down.
    func hasMoved(_ pointer: Int, fartherThan distance: Double) -> Bool {
        guard let index = numbers.firstIndex(of: pointer) else { return false }
        return locations[index].distance(to: landings[index]) > distance
    }

    /// Whether a pointer is down.
    func contains(_ pointer: Int) -> Bool {
        numbers.contains(pointer)
    }

    /// Puts a pointer down; a pointer that is down already goes down again there.
    ///
    /// - Returns: `false`, changing nothing, when the location isn't finite.
    mutating func put(_ pointer: Int, at location: Point) -> Bool {
        guard location.isFinite else { return false }
        if let index = numbers.firstIndex(of: pointer) {
            locations[index] = location
            landings[index] = location
        } else {
            numbers.append(pointer)
            locations.append(location)
            landings.append(location)
        }
        return true
    }

    /// Moves a pointer that is down.
    ///
    /// - Returns: `false`, changing nothing, when the pointer isn't down or the location isn't finite.
    /// Moves the pointers of one event, ignoring those that aren't down or whose location isn't finite.
    ///
    /// - Returns: Whether any pointer changed location.
    mutating func move(_ moves: [Int: Point]) -> Bool {
        var moved = false
        for (pointer, location) in moves where self.location(of: pointer) != location {
            moved = move(pointer, to: location) || moved
        }
        return moved
    }

    mutating func move(_ pointer: Int, to location: Point) -> Bool {
        guard location.isFinite, let index = numbers.firstIndex(of: pointer) else { return false }
        locations[index] = location
        return true
    }

    /// Lifts a pointer.
    ///
    /// - Returns: `false` when the pointer wasn't down.
    mutating func lift(_ pointer: Int) -> Bool {
        guard let index = numbers.firstIndex(of: pointer) else { return false }
        numbers.remove(at: index)
        locations.remove(at: index)
        landings.remove(at: index)
        return true
    }

    /// Lifts every pointer.
    mutating func removeAll() {
        numbers = []
        locations = []
        landings = []
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
