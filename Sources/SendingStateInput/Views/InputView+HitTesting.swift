public import SendingState

extension InputView {
    /// Whether the view itself takes a press at a point: it is shown, takes a pointer, is enabled,
    /// and the point is inside it.
    ///
    /// This is the one rule of the kit's hit test. A disabled view takes no press, and nor do its
    /// subviews: the press falls through to what is behind it, its superview or a sibling under it,
    /// as GTK picks no insensitive widget. In UIKit too, a press on a disabled button reaches the
    /// recognizers of the views that contain it; only where a disabled control overlaps a sibling
    /// does UIKit's hit test stop at it, where the kit's goes on to the sibling.
    ///
    /// - Parameter point: A point in the view's coordinates.
    /// - Returns: Whether the view takes a press there, before its subviews are asked.
    @inlinable
    public func takesPress(at point: Point) -> Bool {
        containsTouch(at: point) && isShown && isUserInteractionEnabled && isInputEnabled
    }

    /// The view a press at a point lands on: the deepest view that takes it, asking the subviews
    /// in front first, as UIKit's `hitTest(_:with:)` does.
    ///
    /// A view takes a press by ``takesPress(at:)``, and a subview only where its superview does:
    /// a press outside a view's bounds never reaches its subviews. Feed the engine the view found:
    ///
    /// ```swift
    /// if let target = screen.inputView(at: location) {
    ///     leftButton = engine.pointerDown(at: location, time: time, on: target)
    /// }
    /// ```
    ///
    /// - Parameter point: A point in this view's coordinates.
    /// - Returns: The view the press lands on, or `nil` when this view doesn't take it.
    /// - Complexity: O(*d* *s*) for a press *d* levels down, with up to *s* subviews a level, at
    ///   any depth: it goes down in a loop, not by recursion.
    public func inputView(at point: Point) -> (any InputView)? {
        guard takesPress(at: point) else { return nil }
        var hit: any InputView = self
        var point = point
        while let (subview, pointInSubview) = hit.subview(takingPressAt: point, inFrontOf: nil) {
            hit = subview
            point = pointInSubview
        }
        return hit
    }

    /// The frontmost subview that takes a press at a point, among those in front of `child`, or
    /// among all of them, with the point in its coordinates.
    ///
    /// - Parameters:
    ///   - point: A point in this view's coordinates.
    ///   - child: The subview where the search stops, excluded; `nil` for every subview.
    /// - Returns: The subview, and the point in its coordinates; `nil` when none takes the press.
    @inlinable
    package func subview(takingPressAt point: Point, inFrontOf child: ObjectIdentifier?)
        -> (view: Subview, point: Point)?
    {
        for subview in inputSubviews.reversed() {
            if ObjectIdentifier(subview) == child { return nil }
            let pointInSubview = subview.convertFromSuperview(point)
            if subview.takesPress(at: pointInSubview) { return (subview, pointInSubview) }
        }
        return nil
    }
}
