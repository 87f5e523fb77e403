import SendingState

/// What two or more fingers measure for a pinch or a rotation, and how far its recognizer got.
///
/// The scale is the fingers' spread over their spread when they landed; the rotation is how far
/// they turned around their centroid, clockwise positive on a y-down screen. A finger landing or
/// lifting changes the spread and the centroid, which doesn't count: the measures go on from where
/// they were. The gesture begins on the move that takes its measure past its threshold, changes on
/// every later move, and ends when fewer than two fingers remain.
///
/// Landing and lifting cost O(1): the layout they change is measured at the next move, before the
/// move is applied, when the fingers are still where they were.
struct TwoFingerTracking {
    /// `.pinch` or `.rotation`.
    let kind: GestureKind
    private var pointers = Pointers()
    private var scale = 1.0
    private var rotation = 0.0
    /// The measures and layout from which the next move is measured.
    private var reference = (scale: 1.0, rotation: 0.0, layout: FingerLayout([]))
    /// Whether fingers landed or lifted since ``reference`` was measured.
    private var needsReference = false
    /// How fast the measure changed over the last move, per second.
    private var rate = 0.0
    /// The measure at the last time a finger moved, and at the time before: fingers that move at
    /// one time, one event each, make one move.
    private var current = (time: 0.0, measure: 0.0)
    private var previous = (time: 0.0, measure: 0.0)
    private var phase = GesturePhase.possible
    /// The values last reported, reported again when the gesture ends.
    private var last = GestureValues()

    init(kind: GestureKind) {
        self.kind = kind
    }

    /// Puts a finger down, which reports nothing.
    mutating func down(_ pointer: Int, at location: Point, time: Double) {
        guard time.isFinite else { return }
        if pointers.isEmpty {
            scale = 1
            rotation = 0
            rate = 0
            phase = .possible
        }
        guard pointers.put(pointer, at: location) else { return }
        fingersDidChange(at: time)
    }

    /// Moves a finger; returns the phase to report, if any.
    ///
    /// An ended gesture doesn't begin again until every finger has lifted.
    mutating func move(_ pointer: Int, to location: Point, time: Double) -> GestureValues? {
        move([pointer: location], time: time)
    }

    /// Moves the fingers of one event, measured once; returns the phase to report, if any.
    ///
    /// - Parameters:
    ///   - moves: Where each finger that moved is now.
    ///   - time: When.
    ///   - measured: The scale and rotation since the fingers landed, when the toolkit measured them
    ///     itself, as from a touchpad's pinch; they are reported as they are, rather than measured
    ///     again from where the fingers are.
    /// - Returns: The values to report: `began` on the move past the threshold, `changed` after it;
    ///   `nil` when there is nothing to report.
    /// - Complexity: O(*n*), where *n* is the number of fingers down.
    mutating func move(
        _ moves: [Int: Point], time: Double, measured: TwoFingerMeasure? = nil
    ) -> GestureValues? {
        guard time.isFinite, pointers.wouldMove(moves) else { return nil }
        measureReferenceIfNeeded()
        guard pointers.move(moves), pointers.count >= 2 else { return nil }
        let layout = pointers.layout
        guard layout.isMeasurable, reference.layout.spread > 0 else { return nil }
        if let measured {
            scale = measured.scale
            rotation = measured.rotation
        } else {
            scale = reference.scale * layout.spread / reference.layout.spread
            rotation = reference.rotation + layout.rotation(since: reference.layout)
        }
        reference = (scale, rotation, layout)
        if time > current.time { previous = current }
        current = (time, kind == .pinch ? scale : rotation)
        if current.time > previous.time {
            rate = (current.measure - previous.measure) / (current.time - previous.time)
        }
        switch phase {
        case .possible where hasPassedThreshold:
            return values(.began)
        case .began, .changed:
            return values(.changed)
        default:
            return nil
        }
    }

    /// Lifts a finger; returns the phases to report: a last move to where it lifted, if it moved,
    /// and the end, if fewer than two fingers remain.
    mutating func up(_ pointer: Int, at location: Point, time: Double) -> [GestureValues] {
        guard time.isFinite else { return [] }
        var reports: [GestureValues] = []
        if let current = pointers.location(of: pointer), current != location,
            let moved = move(pointer, to: location, time: time)
        {
            reports.append(moved)
        }
        guard pointers.lift(pointer) else { return reports }
        fingersDidChange(at: time)
        if pointers.count < 2, let ended = end(.ended) { reports.append(ended) }
        return reports
    }

    /// Lifts every finger; returns the phase to report, if any.
    mutating func cancel() -> GestureValues? {
        pointers.removeAll()
        return end(.cancelled)
    }

    /// The last values again with an ending phase, if the gesture began; it then waits for new fingers.
    private mutating func end(_ ending: GesturePhase) -> GestureValues? {
        guard phase == .began || phase == .changed else { return nil }
        phase = ending
        last.phase = ending
        return last
    }

    private var hasPassedThreshold: Bool {
        kind == .pinch
            ? abs(scale - 1) > GestureThresholds.pinchScale
            : abs(rotation) > GestureThresholds.rotation
    }

    /// Measures on from the fingers down now: the measure's rate starts again at this time, and the
    /// layout is measured before the next move.
    private mutating func fingersDidChange(at time: Double) {
        needsReference = true
        current = (time, kind == .pinch ? scale : rotation)
        previous = current
    }

    /// Measures the layout of the fingers down now, as the reference the next move is measured
    /// from, if fingers landed or lifted since it was measured.
    private mutating func measureReferenceIfNeeded() {
        guard needsReference else { return }
        needsReference = false
        reference = (scale, rotation, pointers.layout)
    }

    private mutating func values(_ phase: GesturePhase) -> GestureValues {
        self.phase = phase
        var values = GestureValues(
            phase: phase, location: reference.layout.centroid, velocity: Point(x: rate, y: 0),
            numberOfTouches: pointers.count)
        if kind == .pinch {
            values.scale = scale
        } else {
            values.rotation = rotation
        }
        last = values
        return values
    }
}
