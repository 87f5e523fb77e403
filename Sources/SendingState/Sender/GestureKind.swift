/// The kinds of gesture a mapping can react to, one for each of UIKit's gesture recognizers.
public enum GestureKind: String, Hashable, Sendable, CaseIterable {
    /// One or more taps, with one or more fingers. Discrete.
    case tap
    /// A press held at least a minimum duration. Continuous.
    case longPress
    /// A quick stroke in one direction. Discrete.
    case swipe
    /// A drag. Continuous.
    case pan
    /// Two fingers moving apart or together. Continuous.
    case pinch
    /// Two fingers turning. Continuous.
    case rotation
    /// A drag that starts at an edge of the screen. Continuous.
    case screenEdge
    /// A pointer entering, moving over and leaving a view, without a press. Continuous.
    case hover

    /// Whether the gesture is discrete: recognized once, rather than beginning, changing and ending.
    public var isDiscrete: Bool {
        self == .tap || self == .swipe
    }
}

extension GestureKind: CustomStringConvertible {
    /// The kind's name, such as `longPress`.
    public var description: String { rawValue }
}
