/// A set of swipe directions, as in UIKit's `UISwipeGestureRecognizer.Direction`.
///
/// A swipe mapping lists the directions it accepts; an adapter reports the one direction
/// the finger moved in.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt8

    /// Creates a set from its bit pattern.
    ///
    /// - Parameter rawValue: The bits of the directions in the set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Towards the right.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Upwards.
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Downwards.
    public static let down = SwipeDirection(rawValue: 1 << 3)
}

extension SwipeDirection: CustomStringConvertible {
    /// The names of the directions in the set, such as `[left, up]`.
    public var description: String {
        let names: [(SwipeDirection, String)] = [
            (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
