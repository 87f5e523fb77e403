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
