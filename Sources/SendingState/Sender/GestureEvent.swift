/// A gesture a mapping reacts to: its kind, the phases it fires on, and the parameters it requires.
///
/// Create one with the factory for its kind, such as ``tap(numberOfTaps:numberOfTouches:on:)``;
/// parameters that do not apply to a kind are left neutral, so two equal declarations compare equal.
///
/// ## Matching rules
///
/// A reported gesture matches a mapping when its kind is the mapping's kind, its phase is one of
/// the mapping's phases, and:
///
/// | kind | also requires | phases by default |
/// | --- | --- | --- |
/// | ``GestureKind/tap`` | exactly `numberOfTaps` taps with exactly `numberOfTouches` fingers | recognized |
/// | ``GestureKind/longPress`` | held at least `minimumPressDuration`, with exactly `numberOfTouches` fingers, after exactly `numberOfTaps` taps | began, ended |
/// | ``GestureKind/swipe`` | a direction in `direction`, with exactly `numberOfTouches` fingers | recognized |
/// | ``GestureKind/pan`` | nothing more | changed, ended |
/// | ``GestureKind/pinch`` | nothing more | changed, ended |
/// | ``GestureKind/rotation`` | nothing more | changed, ended |
/// | ``GestureKind/screenEdge`` | an edge in `edges` | changed, ended |
/// | ``GestureKind/hover`` | nothing more | began, changed, ended |
///
/// So a double-tap mapping ignores single taps, and a press shorter than the minimum fires no
/// long-press mapping in any phase.
public struct GestureEvent: Hashable, Sendable {
    /// The kind of gesture.
    public let kind: GestureKind
    /// The phases the mapping fires on.
    public let phases: GesturePhases
    /// The taps required: of a tap, or before a long press; zero for other kinds.
    public let numberOfTaps: Int
    /// The fingers required; `nil` when any number will do.
    public let numberOfTouches: Int?
    /// The swipe directions accepted; empty for other kinds.
    public let direction: SwipeDirection
    /// The shortest press, in seconds, that makes a long press; zero for other kinds.
    public let minimumPressDuration: Double
    /// The screen edges accepted; empty for other kinds.
    public let edges: ScreenEdges

    private init(
        kind: GestureKind,
        phases: GesturePhases,
        numberOfTaps: Int = 0,
        numberOfTouches: Int? = nil,
        direction: SwipeDirection = [],
        minimumPressDuration: Double = 0,
        edges: ScreenEdges = []
    ) {
        self.kind = kind
        self.phases = phases
        self.numberOfTaps = numberOfTaps
        self.numberOfTouches = numberOfTouches
        self.direction = direction
        self.minimumPressDuration = minimumPressDuration
        self.edges = edges
    }

    /// A tap with a number of taps and fingers.
    ///
    /// - Parameters:
    ///   - numberOfTaps: The taps required; `2` is a double tap.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func tap(
        numberOfTaps: Int = 1,
        numberOfTouches: Int = 1,
        on phases: GesturePhases = .recognized
    ) -> GestureEvent {
        GestureEvent(kind: .tap, phases: phases, numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches)
    }

    /// A press held at least a minimum duration.
    ///
    /// - Parameters:
    ///   - minimumPressDuration: The shortest press that counts, in seconds; UIKit's default is 0.5.
    ///   - numberOfTaps: The taps required before the press.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func longPress(
        minimumPressDuration: Double = 0.5,
        numberOfTaps: Int = 0,
        numberOfTouches: Int = 1,
        on phases: GesturePhases = [.began, .ended]
    ) -> GestureEvent {
        GestureEvent(
            kind: .longPress,
            phases: phases,
            numberOfTaps: numberOfTaps,
            numberOfTouches: numberOfTouches,
            minimumPressDuration: minimumPressDuration
        )
    }

    /// A swipe in one of a set of directions.
    ///
    /// - Parameters:
    ///   - direction: The directions accepted.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func swipe(
        direction: SwipeDirection = .right,
        numberOfTouches: Int = 1,
        on phases: GesturePhases = .recognized
    ) -> GestureEvent {
        GestureEvent(kind: .swipe, phases: phases, numberOfTouches: numberOfTouches, direction: direction)
    }

    /// A pan with any number of fingers.
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func pan(on phases: GesturePhases = [.changed, .ended]) -> GestureEvent {
        GestureEvent(kind: .pan, phases: phases)
    }

    /// A pinch.
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func pinch(on phases: GesturePhases = [.changed, .ended]) -> GestureEvent {
        GestureEvent(kind: .pinch, phases: phases)
    }

    /// A rotation.
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func rotation(on phases: GesturePhases = [.changed, .ended]) -> GestureEvent {
        GestureEvent(kind: .rotation, phases: phases)
    }

    /// A pan that starts at one of a set of screen edges.
    ///
    /// - Parameters:
    ///   - edges: The edges accepted.
    ///   - phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func screenEdge(
        edges: ScreenEdges = .left,
        on phases: GesturePhases = [.changed, .ended]
    ) -> GestureEvent {
        GestureEvent(kind: .screenEdge, phases: phases, edges: edges)
    }

    /// A pointer hovering: entering (began), moving (changed) and leaving (ended).
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func hover(on phases: GesturePhases = [.began, .changed, .ended]) -> GestureEvent {
        GestureEvent(kind: .hover, phases: phases)
    }

    /// Whether a reported gesture matches this declaration, by the rules in the type's overview.
    ///
    /// - Parameters:
    ///   - kind: The kind of the reported gesture.
    ///   - values: What the recognizer reported.
    /// - Returns: `true` if a mapping with this declaration fires.
    public func matches(_ kind: GestureKind, _ values: GestureValues) -> Bool {
        guard kind == self.kind, phases.contains(values.phase) else { return false }
        if let numberOfTouches, values.numberOfTouches != numberOfTouches { return false }
        switch kind {
        case .tap:
            return values.numberOfTaps == numberOfTaps
        case .longPress:
            return values.numberOfTaps == numberOfTaps && values.pressDuration >= minimumPressDuration
        case .swipe:
            return !values.direction.isEmpty && direction.isSuperset(of: values.direction)
        case .screenEdge:
            return !values.edge.isEmpty && edges.isSuperset(of: values.edge)
        case .pan, .pinch, .rotation, .hover:
            return true
        }
    }
}

extension GestureEvent: CustomStringConvertible {
    /// A compact form such as `tap(taps: 2, touches: 1) on [ended]`.
    public var description: String {
        var parameters: [String] = []
        switch kind {
        case .tap: parameters.append("taps: \(numberOfTaps)")
        case .longPress:
            parameters.append("minimumPressDuration: \(minimumPressDuration)")
            if numberOfTaps != 0 { parameters.append("taps: \(numberOfTaps)") }
        case .swipe: parameters.append("direction: \(direction)")
        case .screenEdge: parameters.append("edges: \(edges)")
        case .pan, .pinch, .rotation, .hover: break
        }
        if let numberOfTouches { parameters.append("touches: \(numberOfTouches)") }
        // Discrete gestures are recognized rather than ended, though the phase is the same.
        let phaseNames = GesturePhase.allCases.filter { phases.contains($0) }.map {
            kind.isDiscrete && $0 == .recognized ? "recognized" : $0.description
        }
        return "\(kind)(\(parameters.joined(separator: ", "))) on [\(phaseNames.joined(separator: ", "))]"
    }
}
