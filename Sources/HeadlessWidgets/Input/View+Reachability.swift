public import SendingState
import SendingStateInput

extension View {
    /// The deepest view that takes a touch at a point, as UIKit hit-tests: front subviews first,
    /// skipping hidden, transparent and non-interactive views, disabled controls with their
    /// subviews, and points outside bounds.
    ///
    /// It is the kit's hit test, `inputView(at:)` of `SendingStateInput`, which every toolkit
    /// without one of its own uses: a disabled control takes no touch, and the touch falls through
    /// to what is behind it.
    ///
    /// - Parameter point: The point, in this view's coordinates.
    /// - Returns: The view that would receive the touch, or `nil`.
    /// - Complexity: O(*d* *s*) for a hit *d* levels down, with up to *s* subviews a level, at any
    ///   depth: it goes down in a loop, not by recursion.
    public func hitTest(_ point: Point) -> View? {
        inputView(at: point) as? View
    }

    /// Checks that a person could touch the view at a point, as a real screen would.
    ///
    /// The view is reachable when it and every ancestor up to a ``Window`` are visible, take
    /// touches, are enabled and contain the point, and no view in front of it, at any level, takes
    /// the touch first: what ``hitTest(_:)`` from the window would find, checked in one walk up the
    /// chain. The window keeps a refusal as its ``Window/lastRefusal``, and a pass clears that.
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
        try reach(for: interaction, at: point, touching: true).window
    }

    /// Checks that a person could see the view at its center: what ``checkReachable(for:at:)``
    /// checks, except whether the view and its ancestors take touches.
    ///
    /// - Parameter interaction: The interaction's name, for the refusal.
    /// - Throws: An ``InteractionRefusal`` naming the first reason the view can't be seen.
    func checkVisible(for interaction: String) throws(InteractionRefusal) {
        try reach(for: interaction, at: nil, touching: false)
    }

    /// Checks that a person could touch the view, then lets a decelerating ``ScrollView`` around
    /// it catch the touch, as on a device: the touch stops the scroll and goes no further.
    ///
    /// - Parameters:
    ///   - interaction: The interaction's name, for the refusal.
    ///   - point: The touch point in this view's coordinates; the center of its bounds by default.
    /// - Returns: The window the touch lands in, where it lands in the window's coordinates, and
    ///   whether the touch stopped a scroll instead of reaching the view.
    /// - Throws: An ``InteractionRefusal`` naming the first reason the touch can't reach the view.
    func beginTouch(for interaction: String, at point: Point? = nil) throws(InteractionRefusal)
        -> (window: Window, location: Point, stoppedScrolling: Bool)
    {
        let (window, location) = try reach(for: interaction, at: point, touching: true)
        // Rare, so looked for only while some scroll view of the window decelerates.
        guard window.deceleratingScrollViewCount > 0 else { return (window, location, false) }
        var node: View? = self
        while let current = node {
            if let scrollView = current as? ScrollView, scrollView.isDecelerating {
                scrollView.stopDecelerating()
                return (window, location, true)
            }
            node = current.superview
        }
        return (window, location, false)
    }

    /// Walks up from the view as a hit test from the window would reach it, and returns the
    /// window.
    ///
    /// - Parameters:
    ///   - interaction: The interaction's name, for the refusal.
    ///   - point: The touch point in this view's coordinates; the center of its bounds when `nil`.
    ///   - touching: Whether the view and its ancestors must take touches, as for a touch, or only
    ///     be seen.
    /// - Returns: The window the view is in, and the point in the window's coordinates.
    /// - Throws: An ``InteractionRefusal`` naming the first reason the view can't be reached.
    @discardableResult
    private func reach(for interaction: String, at point: Point?, touching: Bool) throws(InteractionRefusal)
        -> (window: Window, location: Point)
    {
        let point = point ?? bounds.center
        func refuse(_ reason: InteractionRefusal.Reason, _ blocker: View? = nil, at location: Point? = nil)
            -> InteractionRefusal
        {
            self.refuse(interaction, reason, blockedBy: blocker, at: location)
        }
        // One walk up the chain, checking each level as a hit test from the window would.
        var walk = ReachabilityWalk(point: point)
        var top = self
        while let parent = top.reachabilityStep(&walk) {
            top = parent
        }
        guard let window = top as? Window else { throw refuse(.notInWindow, top) }
        if let hidden = walk.hidden { throw refuse(.hidden, hidden) }
        if let transparent = walk.transparent { throw refuse(.transparent, transparent) }
        if touching {
            if let disabled = walk.disabled { throw refuse(.userInteractionDisabled, disabled) }
            if let notEnabled = walk.notEnabled { throw refuse(.disabled, notEnabled) }
        }
        // The walk ends with the point in the root's coordinates.
        let location = walk.point
        if let outside = walk.outside { throw refuse(.outsideBounds, outside, at: location) }
        if let covering = walk.covering { throw refuse(.covered, covering, at: location) }
        // A touch that reaches its view ends the picture of the last refusal.
        if window.refusalRecord != nil { window.refusalRecord = nil }
        return (window, location)
    }

    /// Checks this view, one level of a walk up from the view being touched, and moves the walk to
    /// the superview.
    ///
    /// - Parameter walk: The walk so far, with the point in this view's coordinates.
    /// - Returns: The superview, or `nil` at the root.
    private func reachabilityStep(_ walk: inout ReachabilityWalk) -> View? {
        if walk.hidden == nil, isHidden { walk.hidden = self }
        if walk.transparent == nil, !(alpha >= 0.01) { walk.transparent = self }
        if walk.disabled == nil, !isUserInteractionEnabled { walk.disabled = self }
        if walk.notEnabled == nil, !isInputEnabled { walk.notEnabled = self }
        // The touch must fall inside every ancestor's bounds for hit-testing to reach the view.
        if walk.outside == nil, !bounds.contains(walk.point) { walk.outside = self }
        // A hit test from the window meets the highest level first, so the last view found in
        // front, walking up, is the one that takes the touch.
        if let child = walk.child, let (front, point) = subview(takingPressAt: walk.point, inFrontOf: child) {
            walk.covering = front.hitTest(point) ?? front
        }
        guard let superview else { return nil }
        // Written out: through `convertToSuperview(_:)`, this step isn't inlined into the walk,
        // and `tap/user-level` in Benchmarks counts 4 % more instructions.
        walk.point = Point(
            x: walk.point.x - boundsOrigin.x + frame.minX, y: walk.point.y - boundsOrigin.y + frame.minY)
        walk.child = ObjectIdentifier(self)
        return superview
    }

    /// Checks an argument of an interaction, refusing it with a message when it makes no sense.
    func require(_ condition: Bool, _ interaction: String, _ message: @autoclosure () -> String)
        throws(InteractionRefusal)
    {
        guard condition else { throw refuse(interaction, .invalidArgument(message())) }
    }

    /// A refusal of an interaction on this view, recorded as its window's ``Window/lastRefusal``.
    ///
    /// - Parameters:
    ///   - interaction: The interaction's name.
    ///   - reason: Why it is refused.
    ///   - blocker: The view that blocked it; the refusal names none when it is this view.
    ///   - location: Where the touch would have landed, in window coordinates.
    /// - Returns: The refusal to throw.
    func refuse(
        _ interaction: String, _ reason: InteractionRefusal.Reason, blockedBy blocker: View? = nil,
        at location: Point? = nil
    ) -> InteractionRefusal {
        let blocker = blocker === self ? nil : blocker
        let refusal = InteractionRefusal(
            interaction: interaction, node: summary, reason: reason, blockingNode: blocker?.summary,
            location: location)
        window?.refusalRecord = RefusalRecord(refusal: refusal, target: self, blocker: blocker)
        return refusal
    }
}

/// What a walk up from a touched view has found so far: the first ancestor, from the view up, to
/// fail each check, and the view in front that takes the touch.
@MainActor
private struct ReachabilityWalk {
    /// The touch point, in the coordinates of the view being checked.
    var point: Point
    /// The view checked last, whose superview is checked next.
    var child: ObjectIdentifier?
    var hidden: View?
    var transparent: View?
    var disabled: View?
    /// The first view, from the touched view up, that isn't enabled: a disabled control.
    var notEnabled: View?
    var outside: View?
    var covering: View?
}
