public import SendingState
public import SendingStateInput

extension View: InputView {
    /// The view's superview: a press on the view reaches the recognizers of its superviews too,
    /// unless a control owns it, and a key goes up through them.
    public var inputSuperview: (any InputTarget)? { superview }

    /// Converts a point from its window's coordinates to the view's, as ``convertToRoot(_:)``
    /// converts the other way.
    ///
    /// - Parameter point: A point in the root's coordinates.
    /// - Returns: The same point in the view's coordinates.
    /// - Complexity: O(*d*) for a view *d* levels below its root.
    public func convertFromWindow(_ point: Point) -> Point {
        let origin = convertToRoot(.zero)
        return Point(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// The view's subviews, back to front, in which a press looks for the view it lands on.
    public var inputSubviews: [View] { subviews }

    /// Whether a person can see the view: it isn't hidden, and its alpha is at least 0.01, as for
    /// touches in UIKit; a NaN alpha counts as transparent.
    ///
    /// A view that isn't shown takes no touch and no keyboard focus, and assistive technology
    /// doesn't perceive it, nor any of its subviews.
    public var isShown: Bool {
        !isHidden && alpha >= 0.01
    }

    /// Whether a touch at a point counts as inside the view: inside its ``bounds``.
    ///
    /// - Parameter point: A point in the view's coordinates.
    /// - Returns: Whether the bounds contain it.
    public func containsTouch(at point: Point) -> Bool {
        bounds.contains(point)
    }
}

extension View {
    /// Makes one touch, reachable already, at the clock's time: fingers land side by side around a
    /// point, then lift where they landed, drag out of the view and lift, or are cancelled.
    ///
    /// - Parameters:
    ///   - location: Where the fingers land, in the window's coordinates.
    ///   - count: How many fingers.
    ///   - window: The window the view is in.
    ///   - end: How the touch ends.
    func touch(around location: Point, fingers count: Int, in window: Window, ending end: Control.TouchEnd) {
        var fingers = Fingers(landing: Fingers.around(location, count: count), on: self, in: window)
        switch end {
        case .inside:
            fingers.lift()
        case .outside:
            // Far enough past the right edge to be outside, and to be no tap.
            let offset =
                convertToRoot(Point(x: bounds.maxX, y: 0)).x - location.x + GestureThresholds.movement + 1
            fingers.move(to: fingers.points.map { Point(x: $0.x + offset, y: $0.y) })
            fingers.lift()
        case .cancelled:
            fingers.cancel()
        }
    }
}
