/// A rectangle in a two-dimensional coordinate space, in points: a view's frame or bounds.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its corner and size.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The width and height.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The center.
    public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// Whether a point lies inside: on the top or left edge counts, on the bottom or right edge doesn't.
    ///
    /// An empty rectangle contains no point.
    ///
    /// - Parameter point: The point to test.
    /// - Returns: `true` if the point is inside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}

extension Rect: CustomStringConvertible {
    /// The rectangle as `(x, y, width, height)`.
    public var description: String {
        var result = ""
        write(to: &result)
        return result
    }

    /// Appends the description to a string, without building one of its own: dumps write many.
    package func write(to output: inout String) {
        output.append("(")
        output.append(formatCoordinate(minX))
        output.append(", ")
        output.append(formatCoordinate(minY))
        output.append(", ")
        output.append(formatCoordinate(size.width))
        output.append(", ")
        output.append(formatCoordinate(size.height))
        output.append(")")
    }
}
