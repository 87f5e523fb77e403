import SendingState

/// A gesture as a mapping declares it, with the factory's parameters kept, so that the model can
/// correct and match it by the documented rules without asking the library.
struct GestureSpec: CustomStringConvertible {
    var kind: GestureKind
    var phases: GesturePhases
    var numberOfTaps: Int
    var numberOfTouches: Int
    var minimumPressDuration: Double
    var direction: SwipeDirection
    var edges: ScreenEdges

    /// The declaration, made with the kind's factory.
    var event: GestureEvent {
        switch kind {
        case .tap: .tap(numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches, on: phases)
        case .longPress:
            .longPress(
                minimumPressDuration: minimumPressDuration, numberOfTaps: numberOfTaps,
                numberOfTouches: numberOfTouches, on: phases)
        case .swipe: .swipe(direction: direction, numberOfTouches: numberOfTouches, on: phases)
        case .pan: .pan(on: phases)
        case .pinch: .pinch(on: phases)
        case .rotation: .rotation(on: phases)
        case .screenEdge: .screenEdge(edges: edges, on: phases)
        case .hover: .hover(on: phases)
        }
    }

    /// The parameters a kind uses.
    private var usesTaps: Bool { kind == .tap || kind == .longPress }
    private var usesTouches: Bool { kind == .tap || kind == .longPress || kind == .swipe }

    /// The declaration with impossible parameters replaced, and how many problems it reports.
    ///
    /// As `GestureEvent`'s documentation says: a NaN or infinite minimum duration becomes 0.5 and a
    /// negative one 0; taps below the kind's
    /// fewest (1 for a tap, 0 for a long press) and touches below 1 become that minimum; an empty set
    /// of directions or edges is kept. Each of these, and each empty set, is one problem reported.
    var corrected: (spec: GestureSpec, problems: Int) {
        var spec = self
        var problems = 0
        if kind == .longPress {
            if !minimumPressDuration.isFinite {
                spec.minimumPressDuration = GestureEvent.Defaults.minimumPressDuration
                problems += 1
            } else if minimumPressDuration < 0 {
                spec.minimumPressDuration = 0
                problems += 1
            }
        }
        let fewestTaps = kind == .tap ? 1 : 0
        if usesTaps, numberOfTaps < fewestTaps {
            spec.numberOfTaps = fewestTaps
            problems += 1
        }
        if usesTouches, numberOfTouches < 1 {
            spec.numberOfTouches = 1
            problems += 1
        }
        if kind == .swipe, direction.isEmpty { problems += 1 }
        if kind == .screenEdge, edges.isEmpty { problems += 1 }
        return (spec, problems)
    }

    /// Whether a reported gesture matches, by the table in `GestureEvent`'s documentation; call it
    /// on the corrected spec.
    func matches(_ reported: GestureKind, _ values: GestureValues) -> Bool {
        guard reported == kind, phases.contains(values.phase) else { return false }
        switch kind {
        case .tap:
            return values.numberOfTaps == numberOfTaps && values.numberOfTouches == numberOfTouches
        case .longPress:
            return values.pressDuration >= minimumPressDuration && values.numberOfTouches == numberOfTouches
                && values.numberOfTaps == numberOfTaps
        case .swipe:
            return !values.direction.isEmpty && direction.isSuperset(of: values.direction)
                && values.numberOfTouches == numberOfTouches
        case .screenEdge:
            return !values.edge.isEmpty && edges.isSuperset(of: values.edge)
        case .pan, .pinch, .rotation, .hover:
            return true
        }
    }

    /// Values that this spec matches, for reporting a gesture that a mapping is waiting for.
    var matchingValues: GestureValues {
        let phase = GesturePhase.allCases.first { phases.contains($0) } ?? .ended
        return GestureValues(
            phase: phase, location: Point(x: 1, y: 2), translation: Point(x: 3, y: 4), scale: 1.5,
            numberOfTouches: numberOfTouches, numberOfTaps: numberOfTaps,
            pressDuration: minimumPressDuration.isFinite ? max(minimumPressDuration, 0) : 1,
            direction: SwipeDirection(rawValue: direction.rawValue & (0 &- direction.rawValue)),
            edge: ScreenEdges(rawValue: edges.rawValue & (0 &- edges.rawValue)))
    }

    var description: String {
        "\(event)"
    }
}
