/// A set of gesture phases: the phases a gesture mapping fires on.
///
/// ```swift
/// ctx.panGesture(on: [.began, .changed, .ended]) { [.dragged(ctx.gestureValues.translation)] }
/// ```
public struct GesturePhases: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt8

    /// Creates a set from its bit pattern.
    ///
    /// - Parameter rawValue: The bits of the phases in the set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Creates a set holding one phase.
    ///
    /// - Parameter phase: The phase in the set.
    public init(_ phase: GesturePhase) {
        self.init(rawValue: 1 << phase.rawValue)
    }

    /// The ``GesturePhase/possible`` phase.
    public static let possible = GesturePhases(.possible)
    /// The ``GesturePhase/began`` phase.
    public static let began = GesturePhases(.began)
    /// The ``GesturePhase/changed`` phase.
    public static let changed = GesturePhases(.changed)
    /// The ``GesturePhase/ended`` phase.
    public static let ended = GesturePhases(.ended)
    /// The ``GesturePhase/cancelled`` phase.
    public static let cancelled = GesturePhases(.cancelled)
    /// The ``GesturePhase/failed`` phase.
    public static let failed = GesturePhases(.failed)
    /// The phase of a recognized discrete gesture; the same as ``ended``.
    public static let recognized = GesturePhases(.ended)
    /// Every phase.
    public static let all: GesturePhases = [.possible, .began, .changed, .ended, .cancelled, .failed]

    /// Whether the set holds a phase.
    ///
    /// - Parameter phase: The phase to look for.
    /// - Returns: `true` if the set holds `phase`.
    public func contains(_ phase: GesturePhase) -> Bool {
        contains(GesturePhases(phase))
    }
}

extension GesturePhases: CustomStringConvertible {
    /// The names of the phases in the set, such as `[changed, ended]`.
    public var description: String {
        "[" + GesturePhase.allCases.filter { contains($0) }.map(\.description).joined(separator: ", ") + "]"
    }
}
