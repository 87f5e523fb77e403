/// The phase a gesture is in when an adapter reports it, as in UIKit's `UIGestureRecognizer.State`.
///
/// Continuous gestures go through ``began``, ``changed`` and then ``ended`` or ``cancelled``.
/// Discrete gestures are reported once as ``recognized``, which is the same phase as ``ended``,
/// just as in UIKit.
public enum GesturePhase: UInt8, Hashable, Sendable, CaseIterable {
    /// The recognizer is watching touches but has not recognized anything yet.
    case possible
    /// A continuous gesture began.
    case began
    /// A continuous gesture changed: it moved, scaled or turned.
    case changed
    /// A continuous gesture ended, or a discrete one was recognized.
    case ended
    /// The gesture was cancelled, for example by the system, before it ended.
    case cancelled
    /// The touches did not make this gesture, for example a press released too early.
    case failed

    /// A discrete gesture was recognized; the same phase as ``ended``.
    public static var recognized: GesturePhase { .ended }
}

extension GesturePhase: CustomStringConvertible {
    /// The phase's name, such as `changed`.
    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

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
