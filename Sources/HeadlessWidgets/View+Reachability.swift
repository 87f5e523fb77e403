public import SendingState

extension View {
    /// The node as dumps and messages name it: `Type#identifier "text"`.
    public var summary: String {
        var result = String(describing: type(of: self))
        if let accessibilityIdentifier { result += "#\(accessibilityIdentifier)" }
        if let text = visibleText ?? accessibilityLabel { result += " \"\(text)\"" }
        return result
    }

    /// The deepest view that takes a touch at a point, as UIKit hit-tests: front subviews first,
    /// skipping hidden, transparent and non-interactive views and points outside bounds.
    ///
    /// - Parameter point: The point, in this view's coordinates.
    /// - Returns: The view that would receive the touch, or `nil`.
    public func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        // Front to back, by index, and without a closure: a closure handed to a nonisolated
        // function such as `withUnsafeBufferPointer` would check its executor on every call. A
        // sibling whose frame misses the point is skipped before any call.
        let subviews = self.subviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            let frame = subviews[index].frame
            guard frame.contains(point) else { continue }
            let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
            if let hit = subviews[index].hitTest(local) { return hit }
        }
        return self
    }

    /// Checks that a person could touch the view at a point, as a real screen would.
    ///
    /// - Parameters:
    ///   - interaction: The interaction's name, for the refusal.
    ///   - point: The touch point in this view's coordinates; the center of its bounds by default.
    /// - Returns: The window the touch lands in.
    /// - Throws: An ``InteractionRefusal`` naming the first reason the touch can't reach the view.
    @discardableResult
    public func checkReachable(for interaction: String, at point: Point? = nil) throws(InteractionRefusal)
        -> Window
    {
        let point = point ?? bounds.center
        func refuse(_ reason: InteractionRefusal.Reason, _ blocker: View? = nil, at location: Point? = nil)
            -> InteractionRefusal
        {
            InteractionRefusal(
                interaction: interaction,
                node: summary,
                reason: reason,
                blockingNode: blocker.flatMap { $0 === self ? nil : $0.summary },
                location: location
            )
        }
        // One walk up the chain, without closures: each closure passed to `sequence` or
        // `first(where:)` would check at run time that it runs on the main actor.
        var hidden: View?
        var transparent: View?
        var disabled: View?
        var outside: View?
        var local = point
        // Unowned: the chain is held by the view's own ancestors, and retaining each link would
        // cost more than the checks.
        unowned(unsafe) var current = self
        while true {
            if hidden == nil, current.isHidden { hidden = current }
            if transparent == nil, !(current.alpha >= 0.01) { transparent = current }
            if disabled == nil, !current.isUserInteractionEnabled { disabled = current }
            // The touch must fall inside every ancestor's bounds for hit-testing to reach the view.
            if outside == nil, !current.bounds.contains(local) { outside = current }
            guard let parent = current.superview else { break }
            local = Point(x: local.x + current.frame.minX, y: local.y + current.frame.minY)
            current = parent
        }
        let top: View = current
        guard let window = top as? Window else { throw refuse(.notInWindow, top) }
        if let hidden { throw refuse(.hidden, hidden) }
        if let transparent { throw refuse(.transparent, transparent) }
        if let disabled { throw refuse(.userInteractionDisabled, disabled) }
        if let control = self as? Control, !control.isEnabled { throw refuse(.disabled) }
        // `local` is now the point in the root's coordinates.
        let location = local
        if let outside { throw refuse(.outsideBounds, outside, at: location) }
        guard let hit = window.hitTest(location), isAncestor(of: hit) else {
            throw refuse(.covered, window.hitTest(location) ?? window, at: location)
        }
        return window
    }

    /// Checks an argument of an interaction, refusing it with a message when it makes no sense.
    func require(_ condition: Bool, _ interaction: String, _ message: @autoclosure () -> String)
        throws(InteractionRefusal)
    {
        guard condition else {
            throw InteractionRefusal(
                interaction: interaction, node: summary, reason: .invalidArgument(message()))
        }
    }
}
