/// A width and a height, in points.
///
/// ``Configurable/size(with:constrainedTo:)`` returns one, so a list can size rows without
/// creating views. SendingState defines its own geometry because CoreGraphics does not exist on Linux.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
    /// The size as `width×height`, with integral extents printed without a fraction.
    public var description: String {
        "\(formatCoordinate(width))×\(formatCoordinate(height))"
    }
}
