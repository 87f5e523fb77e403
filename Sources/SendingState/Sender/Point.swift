/// A point or a vector in a two-dimensional coordinate space, in points.
///
/// SendingState defines its own geometry because CoreGraphics does not exist on Linux.
/// Gesture locations, translations and velocities use it.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    /// The point as `(x, y)`, with integral coordinates printed without a fraction.
    public var description: String {
        "(\(formatCoordinate(x)), \(formatCoordinate(y)))"
    }
}
