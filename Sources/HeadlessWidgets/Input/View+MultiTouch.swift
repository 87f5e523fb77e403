public import SendingState

extension View {
    /// Puts fingers down on the view, to move and lift them one by one.
    ///
    /// Each finger is hit-tested where it lands, as a tap is at the center: a point outside the
    /// view, on a view in front of it, or on a hidden, transparent or disabled one is refused with
    /// the reason and the blocking node, and no finger lands. Landing reports nothing and takes no
    /// time; moving the fingers drives the pan, pinch and rotation recognizers mapped on the view,
    /// as ``MultiTouch`` describes.
    ///
    /// ```swift
    /// let touch = try map.touchDown(at: [Point(x: 100, y: 300), Point(x: 200, y: 300)])
    /// try touch.moveAll(by: Point(x: 0, y: -50))  // a two-finger pan
    /// try touch.move(1, by: Point(x: 100, y: 0))  // now a pinch too: scale 2
    /// touch.liftAll()
    /// ```
    ///
    /// - Parameter points: Where the fingers land, in the view's coordinates: at least one, each
    ///   finite, no two the same. The first is finger 0, the next finger 1, and so on.
    /// - Returns: The fingers, to move and lift.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the view at one of the points,
    ///   or the points are invalid.
    /// - Complexity: O(*n* × *d*) for *n* points and a view *d* levels deep, as *n* hit tests.
    public func touchDown(at points: [Point]) throws(InteractionRefusal) -> MultiTouch {
        try MultiTouch(
            view: self, points: points,
            interaction: "touchDown(at: [\(points.map(\.description).joined(separator: ", "))])")
    }
}
