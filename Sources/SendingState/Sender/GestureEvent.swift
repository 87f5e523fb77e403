/// A gesture a mapping reacts to: its kind, the phases it fires on, and the parameters it requires.
///
/// Create one with the factory for its kind, such as ``tap(numberOfTaps:numberOfTouches:on:)``;
/// parameters that do not apply to a kind are `nil`, so two equal declarations compare equal. It is
/// SendingState 1.0.0's `SenderEvent.Gesture`, under that name too: its ``kind`` is an option set,
/// ``states`` lists the phases as a set, and the parameters are optional.
///
/// ## Matching rules
///
/// A reported gesture matches a mapping when its kind is the mapping's kind, its phase is one of
/// the mapping's phases, and:
///
/// | kind | also requires |
/// | --- | --- |
/// | ``GestureKind/tap`` | exactly `numberOfTaps` taps with exactly `numberOfTouches` fingers |
/// | ``GestureKind/longPress`` | held at least `minimumPressDuration`, from a recognizer of that minimum when the report names one, with exactly `numberOfTouches` fingers, after exactly `numberOfTaps` taps |
/// | ``GestureKind/swipe`` | the one reported direction is in `direction`, with exactly `numberOfTouches` fingers |
/// | ``GestureKind/pan`` | nothing more |
/// | ``GestureKind/pinch`` | nothing more |
/// | ``GestureKind/rotation`` | nothing more |
/// | ``GestureKind/screenEdge`` | the one reported edge is in `edges` |
/// | ``GestureKind/hover`` | nothing more |
///
/// So a double-tap mapping ignores single taps, and a press shorter than the minimum fires no
/// long-press mapping in any phase. ``Defaults`` lists what a declaration leaves out.
public struct GestureEvent: Hashable, Sendable {
    /// The kind of gesture as the ``GestureKind`` an adapter reports it with.
    public let gestureKind: GestureKind
    /// The phases the mapping fires on.
    public let phases: GesturePhases
    /// The taps required: of a tap, or before a long press; `nil` for other kinds.
    public let numberOfTaps: Int?
    /// The fingers required; `nil` when any number will do.
    public let numberOfTouches: Int?
    /// The swipe directions accepted; `nil` for other kinds.
    public let direction: SwipeDirection?
    /// The shortest press, in seconds, that makes a long press; `nil` for other kinds.
    public let minimumPressDuration: Double?
    /// The screen edges accepted; `nil` for other kinds.
    public let edges: ScreenEdges?

    init(
        kind: GestureKind,
        phases: GesturePhases,
        numberOfTaps: Int? = nil,
        numberOfTouches: Int? = nil,
        direction: SwipeDirection? = nil,
        minimumPressDuration: Double? = nil,
        edges: ScreenEdges? = nil
    ) {
        self.gestureKind = kind
        self.phases = phases
        self.numberOfTaps = numberOfTaps
        self.numberOfTouches = numberOfTouches
        self.direction = direction
        self.minimumPressDuration = minimumPressDuration
        self.edges = edges
    }

    /// The kind of gesture, as an option set with one member, in SendingState 1.0.0's shape.
    public var kind: Kind {
        Kind(gestureKind)
    }

    /// The phases the mapping fires on, as a set, in SendingState 1.0.0's shape.
    public var states: Set<GesturePhase> {
        Set(GesturePhase.allCases.filter { phases.contains($0) })
    }

    /// A tap with a number of taps and fingers.
    ///
    /// - Parameters:
    ///   - numberOfTaps: The taps required; `2` is a double tap.
    ///   - numberOfTouches: The fingers required.
    ///   - phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func tap(
        numberOfTaps: Int = Defaults.numberOfTaps,
        numberOfTouches: Int = Defaults.numberOfTouches,
        on phases: GesturePhases = Defaults.phases(for: .tap)
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
        minimumPressDuration: Double = Defaults.minimumPressDuration,
        numberOfTaps: Int = Defaults.longPressNumberOfTaps,
        numberOfTouches: Int = Defaults.numberOfTouches,
        on phases: GesturePhases = Defaults.phases(for: .longPress)
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
        direction: SwipeDirection = Defaults.swipeDirection,
        numberOfTouches: Int = Defaults.numberOfTouches,
        on phases: GesturePhases = Defaults.phases(for: .swipe)
    ) -> GestureEvent {
        GestureEvent(kind: .swipe, phases: phases, numberOfTouches: numberOfTouches, direction: direction)
    }

    /// A pan with any number of fingers.
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func pan(on phases: GesturePhases = Defaults.phases(for: .pan)) -> GestureEvent {
        GestureEvent(kind: .pan, phases: phases)
    }

    /// A pinch.
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func pinch(on phases: GesturePhases = Defaults.phases(for: .pinch)) -> GestureEvent {
        GestureEvent(kind: .pinch, phases: phases)
    }

    /// A rotation.
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func rotation(on phases: GesturePhases = Defaults.phases(for: .rotation)) -> GestureEvent {
        GestureEvent(kind: .rotation, phases: phases)
    }

    /// A pan that starts at one of a set of screen edges.
    ///
    /// - Parameters:
    ///   - edges: The edges accepted.
    ///   - phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func screenEdge(
        edges: ScreenEdges = Defaults.screenEdges,
        on phases: GesturePhases = Defaults.phases(for: .screenEdge)
    ) -> GestureEvent {
        GestureEvent(kind: .screenEdge, phases: phases, edges: edges)
    }

    /// A pointer hovering: entering (began), moving (changed) and leaving (ended).
    ///
    /// - Parameter phases: The phases to fire on.
    /// - Returns: The gesture declaration.
    public static func hover(on phases: GesturePhases = Defaults.phases(for: .hover)) -> GestureEvent {
        GestureEvent(kind: .hover, phases: phases)
    }

    /// Whether a reported gesture matches this declaration, by the rules in the type's overview.
    ///
    /// - Parameters:
    ///   - kind: The kind of the reported gesture.
    ///   - values: What the recognizer reported.
    /// - Returns: `true` if a mapping with this declaration fires.
    public func matches(_ kind: GestureKind, _ values: GestureValues) -> Bool {
        guard kind == gestureKind, phases.contains(values.phase) else { return false }
        if let numberOfTouches, values.numberOfTouches != numberOfTouches { return false }
        if let numberOfTaps, values.numberOfTaps != numberOfTaps { return false }
        if let minimumPressDuration {
            // A report from a recognizer of another minimum is that recognizer's, as a UIKit
            // recognizer's action hears only its own recognizer.
            if let reported = values.minimumPressDuration, reported != minimumPressDuration { return false }
            if !(values.pressDuration >= minimumPressDuration) { return false }
        }
        if let direction, values.direction.isEmpty || !direction.isSuperset(of: values.direction) {
            return false
        }
        if let edges, values.edge.isEmpty || !edges.isSuperset(of: values.edge) { return false }
        return true
    }
}

extension GestureEvent {
    /// What a gesture declaration leaves out: the phases it fires on and the parameters it requires,
    /// defined here once for ``GestureEvent``'s factories and the mapping methods of
    /// ``SenderEventMappingContext``.
    ///
    /// They are SendingState 1.0.0's, which are UIKit's own where UIKit has one:
    ///
    /// | kind | phases | parameters |
    /// | --- | --- | --- |
    /// | ``GestureKind/tap`` | recognized | 1 tap, 1 touch |
    /// | ``GestureKind/longPress`` | began, ended | at least 0.5 s, 0 taps before, 1 touch |
    /// | ``GestureKind/swipe`` | recognized | right, 1 touch |
    /// | ``GestureKind/pan`` | changed, ended | any number of touches |
    /// | ``GestureKind/pinch`` | changed, ended | — |
    /// | ``GestureKind/rotation`` | changed, ended | — |
    /// | ``GestureKind/screenEdge`` | recognized (ended) | left edge |
    /// | ``GestureKind/hover`` | changed | — |
    ///
    /// A continuous gesture reports began, changed and ended; a mapping fires only on the phases it
    /// names, so one screen-edge pan fires its default mapping once, when it ends, and a hover fires
    /// on every move but not on entering or leaving.
    public enum Defaults {
        /// The taps a tap requires: one.
        public static let numberOfTaps = 1
        /// The taps a long press requires before the press: none.
        public static let longPressNumberOfTaps = 0
        /// The fingers a tap, long press or swipe requires: one.
        public static let numberOfTouches = 1
        /// The shortest press that makes a long press, in seconds: UIKit's 0.5.
        public static let minimumPressDuration = 0.5
        /// The directions a swipe accepts: right, as UIKit's swipe recognizer.
        public static let swipeDirection: SwipeDirection = .right
        /// The edges a screen-edge pan accepts: left, the back gesture's edge.
        public static let screenEdges: ScreenEdges = .left

        /// The phases a mapping of a kind fires on when it names none.
        ///
        /// - Parameter kind: The kind of gesture.
        /// - Returns: Its default phases.
        public static func phases(for kind: GestureKind) -> GesturePhases {
            switch kind {
            case .tap, .swipe, .screenEdge: .recognized
            case .longPress: [.began, .ended]
            case .pan, .pinch, .rotation: [.changed, .ended]
            case .hover: .changed
            }
        }
    }

    /// The declaration with parameters that can never be met replaced, and what was wrong with each.
    ///
    /// A minimum press duration that is NaN or infinite becomes ``Defaults/minimumPressDuration``
    /// and a negative one zero; counts of taps or touches below what the kind needs become that
    /// minimum. An empty set of directions or edges is reported but kept: it matches nothing.
    func corrected() -> (GestureEvent, problems: [String]) {
        var problems: [String] = []
        var minimumPressDuration = minimumPressDuration
        if let duration = minimumPressDuration {
            if !duration.isFinite {
                problems.append(
                    "minimumPressDuration \(duration), which is not a finite number of seconds; "
                        + "\(Defaults.minimumPressDuration) is used instead")
                minimumPressDuration = Defaults.minimumPressDuration
            } else if duration < 0 {
                problems.append("minimumPressDuration \(duration), below zero; 0 is used instead")
                minimumPressDuration = 0
            }
        }
        let fewestTaps = gestureKind == .tap ? 1 : 0
        var numberOfTaps = numberOfTaps
        if let taps = numberOfTaps, taps < fewestTaps {
            problems.append("numberOfTaps \(taps), below \(fewestTaps); \(fewestTaps) is used instead")
            numberOfTaps = fewestTaps
        }
        var numberOfTouches = numberOfTouches
        if let touches = numberOfTouches, touches < 1 {
            problems.append("numberOfTouches \(touches), below 1; 1 is used instead")
            numberOfTouches = 1
        }
        if direction?.isEmpty == true {
            problems.append("no swipe direction, so it matches no swipe")
        }
        if edges?.isEmpty == true {
            problems.append("no screen edge, so it matches no screen-edge pan")
        }
        guard !problems.isEmpty else { return (self, problems) }
        let corrected = GestureEvent(
            kind: gestureKind, phases: phases, numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches,
            direction: direction, minimumPressDuration: minimumPressDuration, edges: edges)
        return (corrected, problems)
    }
}

extension GestureEvent: CustomStringConvertible {
    /// A compact form such as `tap(taps: 2, touches: 1) on [recognized]`.
    public var description: String {
        var parameters: [String] = []
        if let minimumPressDuration { parameters.append("minimumPressDuration: \(minimumPressDuration)") }
        if let numberOfTaps, gestureKind == .tap || numberOfTaps != 0 {
            parameters.append("taps: \(numberOfTaps)")
        }
        if let direction { parameters.append("direction: \(direction)") }
        if let edges { parameters.append("edges: \(edges)") }
        if let numberOfTouches { parameters.append("touches: \(numberOfTouches)") }
        // Discrete gestures are recognized rather than ended, though the phase is the same.
        let phaseNames = GesturePhase.allCases.filter { phases.contains($0) }.map {
            gestureKind.isDiscrete && $0 == .recognized ? "recognized" : $0.description
        }
        return
            "\(gestureKind)(\(parameters.joined(separator: ", "))) on [\(phaseNames.joined(separator: ", "))]"
    }
}
