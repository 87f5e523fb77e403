extension GestureEvent {
    /// The kind of a gesture mapping, as an option set in SendingState 1.0.0's shape.
    ///
    /// A mapping's kind holds exactly one member; ``GestureKind`` names the same kinds as an
    /// enumeration, which is what an adapter reports.
    public struct Kind: OptionSet, Hashable, Sendable {
        /// The bit pattern of the set.
        public let rawValue: UInt

        /// Creates a set from its bit pattern.
        ///
        /// - Parameter rawValue: The bits of the kinds in the set.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Creates the set holding one kind.
        ///
        /// - Parameter kind: The kind.
        public init(_ kind: GestureKind) {
            self.init(rawValue: UInt(kind.bit))
        }

        /// One or more taps.
        public static let tap = Kind(.tap)
        /// A press held at least a minimum duration.
        public static let longPress = Kind(.longPress)
        /// A quick stroke in one direction.
        public static let swipe = Kind(.swipe)
        /// A drag.
        public static let pan = Kind(.pan)
        /// Two fingers moving apart or together.
        public static let pinch = Kind(.pinch)
        /// Two fingers turning.
        public static let rotation = Kind(.rotation)
        /// A drag from an edge of the screen.
        public static let screenEdge = Kind(.screenEdge)
        /// A pointer over the view without a press.
        public static let hover = Kind(.hover)
    }
}

extension GestureEvent {
    /// Creates a gesture declaration as SendingState 1.0.0's internal initializer does, for its
    /// tests: the kind as a one-member option set, the phases as a set (``GesturePhases/recognized``
    /// unless given), and every parameter stored as given, `nil` when left out.
    ///
    /// - Precondition: `kind` holds exactly one kind.
    init(
        kind: Kind,
        states: Set<GesturePhase> = [.recognized],
        numberOfTaps: Int? = nil,
        numberOfTouches: Int? = nil,
        direction: SwipeDirection? = nil,
        minimumPressDuration: Double? = nil,
        edges: ScreenEdges? = nil
    ) {
        guard let gestureKind = GestureKind.allCases.first(where: { Kind($0) == kind }) else {
            preconditionFailure(
                "A gesture mapping has exactly one kind; this set holds \(kind.rawValue.nonzeroBitCount).")
        }
        var phases: GesturePhases = []
        for state in states { phases.insert(GesturePhases(state)) }
        self.init(
            kind: gestureKind, phases: phases, numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches,
            direction: direction, minimumPressDuration: minimumPressDuration, edges: edges)
    }
}
