/// A set of screen edges, as in UIKit's `UIRectEdge`.
///
/// A screen-edge mapping lists the edges it accepts; an adapter reports the one edge
/// the gesture started from.
public struct ScreenEdges: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt8

    /// Creates a set from its bit pattern.
    ///
    /// - Parameter rawValue: The bits of the edges in the set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = ScreenEdges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = ScreenEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = ScreenEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = ScreenEdges(rawValue: 1 << 3)
    /// All four edges.
    public static let all: ScreenEdges = [.top, .left, .bottom, .right]
}

extension ScreenEdges: CustomStringConvertible {
    /// The names of the edges in the set, such as `[left]`.
    public var description: String {
        let names: [(ScreenEdges, String)] = [
            (.top, "top"), (.left, "left"), (.bottom, "bottom"), (.right, "right"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
