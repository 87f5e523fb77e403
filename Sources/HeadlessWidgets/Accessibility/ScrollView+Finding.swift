public import SendingState

extension ScrollView {
    /// Drags the content in steps until a node that matches a query shows, and returns it, as
    /// flutter_test's `scrollUntilVisible` does.
    ///
    /// Before each drag, it looks in the scroll view's subtree for the nodes of `type` that match
    /// `query`, and returns the first, depth-first, that a person could see at its center: as
    /// ``View/checkReachable(for:at:)`` decides, except that a label or a disabled button, which
    /// take no touches, count when they show. Otherwise it drags the content by `delta` with
    /// ``View/pan(by:steps:numberOfTouches:cancellingAfter:)`` on the scroll view, the finger
    /// moving the other way, and looks again. In a ``ListView``, the rows that scroll in are made
    /// by its data source as they appear, so a row far down is found without scrolling by hand.
    ///
    /// ```swift
    /// let honey = try list.scrollUntilVisible(.text("Honey"), as: Label.self)
    /// ```
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - type: The type the node must have.
    ///   - delta: How far each drag moves the content offset; finite and not zero. By default, half
    ///     the scroll view's height down.
    ///   - maximumDrags: How many drags the search may make; at least 0.
    /// - Returns: The first match a person could see.
    /// - Throws: A ``ScrollError`` saying what was searched and why the search stopped: a drag
    ///   that left the content where it was, at its end; `maximumDrags` drags; scrolling disabled;
    ///   or a refused drag or invalid argument.
    /// - Complexity: O(*d* × *n*) for *d* drags over a subtree of *n* nodes.
    @discardableResult
    public func scrollUntilVisible<V: View>(
        _ query: NodeQuery, as type: V.Type = View.self, delta: Point? = nil, maximumDrags: Int = 50
    ) throws(ScrollError) -> V {
        let delta = delta ?? Point(x: 0, y: frame.size.height / 2)
        let startOffset = contentOffset
        var drags = 0
        var lastRefusal: InteractionRefusal?
        func failure(_ reason: ScrollError.Reason) -> ScrollError {
            ScrollError(
                reason: reason, query: describe(query, type), scrollView: summary, drags: drags,
                startOffset: startOffset, endOffset: contentOffset, contentSize: contentSize,
                lastRefusal: lastRefusal)
        }
        do {
            try require(
                delta.x.isFinite && delta.y.isFinite && delta != Point(x: 0, y: 0), "scrollUntilVisible",
                "delta must be finite and not zero, got \(delta)")
            try require(
                maximumDrags >= 0, "scrollUntilVisible",
                "maximumDrags must be at least 0, got \(maximumDrags)")
        } catch {
            throw failure(.refused(error))
        }
        while true {
            for match in all(query, as: type) {
                do {
                    try match.checkVisible(for: "scrollUntilVisible")
                    return match
                } catch {
                    lastRefusal = error
                }
            }
            guard isScrollEnabled else { throw failure(.scrollDisabled) }
            guard drags < maximumDrags else { throw failure(.tooManyDrags) }
            let before = contentOffset
            do {
                try pan(by: Point(x: -delta.x, y: -delta.y))
            } catch {
                throw failure(.refused(error))
            }
            drags += 1
            guard contentOffset != before else { throw failure(.reachedEnd) }
        }
    }
}
