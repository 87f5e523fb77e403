public import SendingState
import SendingStateInput

/// The time between two steps of a simulated continuous gesture, in seconds: one frame at 60 Hz.
let frameInterval = 1.0 / 60

/// One frame at 60 Hz on the window's clock.
let frameDuration = Duration.seconds(1) / 60

/// How far a simulated swipe moves its fingers each frame, in points: 1,200 points a second.
private let swipeStep = 20.0

/// How many frames a simulated swipe's fingers move before they lift.
private let swipeFrames = 3

/// How far a simulated drag's fingers have moved when it starts, in points: past the movement
/// that begins a pan.
private let panSlop = GestureThresholds.movement + 1

extension View {
    /// Presses the view for a duration, like a finger held down, on the window's virtual clock.
    ///
    /// The fingers land side by side at the center and are held for `duration`, advancing the
    /// window's clock; a `LongPressRecognizer` from `SendingStateInput`, the one toolkit
    /// adapters feed, recognizes the press, its deadline served by the clock. If it lasts at least the
    /// shortest minimum duration mapped on the view (`GestureThresholds.minimumPressDuration` when
    /// none is mapped), the
    /// long press is reported as began when that minimum is reached, with that much time pressed,
    /// then as ended (or cancelled) when released, with the whole `duration`. A shorter press is
    /// reported as failed, which fires no long-press mapping.
    ///
    /// Whatever comes due on the clock while the finger is down comes due at its own instant:
    /// timers run before or after `began` as their deadlines fall, and sleepers are resumed in
    /// the same order as ``VirtualClock/advance(by:)`` would. Their tasks run once your test next
    /// awaits, since a press can't wait for them.
    ///
    /// With several long-press mappings of different minimums on one view, the ones with a longer
    /// minimum than the shortest see only the release: one simulated press stands for one recognizer.
    ///
    /// Inside a decelerating ``ScrollView``, the press only stops the scroll and reports nothing,
    /// though the finger is still held for `duration`.
    ///
    /// ```swift
    /// try cell.longPress(duration: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long the press lasts, in seconds; finite, not negative, and at most 10¹⁵.
    ///   - numberOfTouches: How many fingers press; at least 1.
    ///   - cancelled: Whether the system cancels the press instead of the finger lifting.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't press the view, or an argument is invalid.
    public func longPress(duration: Double, numberOfTouches: Int = 1, cancelled: Bool = false)
        throws(InteractionRefusal)
    {
        let name = "longPress(duration: \(duration))"
        try require(duration.isFinite && duration >= 0, name, "duration must be finite and not negative")
        try require(duration <= 1e15, name, "duration must be at most 1e15 seconds, got \(duration)")
        try require(numberOfTouches >= 1, name, "numberOfTouches must be at least 1, got \(numberOfTouches)")
        let (window, center, stoppedScrolling) = try beginTouch(for: name)
        let clock = window.clock
        let end = clock.now.advanced(by: .seconds(duration))
        // A press that stops a scroll view reaches nothing, though the finger is held.
        guard !stoppedScrolling else { return clock.advanceWithoutWaiting(to: end) }
        let fingers = Fingers(landing: Fingers.around(center, count: numberOfTouches), on: self, in: window)
        clock.advanceWithoutWaiting(to: end)
        if cancelled {
            fingers.cancel()
        } else {
            fingers.lift()
        }
    }

    /// Swipes across the view in one direction.
    ///
    /// The fingers land side by side at the center and move 60 points in `direction` over three
    /// 60 Hz frames on the window's clock, 1,200 points a second, then lift; a `SwipeRecognizer`
    /// from `SendingStateInput` reports the swipe, located where the fingers landed.
    ///
    /// Inside a decelerating ``ScrollView``, the swipe only stops the scroll, as on a device.
    ///
    /// - Parameters:
    ///   - direction: The one direction of the swipe.
    ///   - numberOfTouches: How many fingers swipe; at least 1.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't swipe the view, or `direction` is not
    ///   exactly one direction.
    public func swipe(_ direction: SwipeDirection, numberOfTouches: Int = 1) throws(InteractionRefusal) {
        let name = "swipe(\(direction))"
        try require(direction.rawValue.nonzeroBitCount == 1, name, "a swipe goes in exactly one direction")
        try require(numberOfTouches >= 1, name, "numberOfTouches must be at least 1, got \(numberOfTouches)")
        let (window, center, stoppedScrolling) = try beginTouch(for: name)
        guard !stoppedScrolling else { return }
        let step: Point =
            switch direction {
            case .left: Point(x: -swipeStep, y: 0)
            case .right: Point(x: swipeStep, y: 0)
            case .up: Point(x: 0, y: -swipeStep)
            default: Point(x: 0, y: swipeStep)
            }
        let clock = window.clock
        let landing = Fingers.around(center, count: numberOfTouches)
        var fingers = Fingers(landing: landing, on: self, in: window)
        for frame in 1...swipeFrames {
            clock.advanceWithoutWaiting(to: clock.now.advanced(by: frameDuration))
            let moved = Double(frame)
            fingers.move(to: landing.map { Point(x: $0.x + step.x * moved, y: $0.y + step.y * moved) })
        }
        fingers.lift()
    }

    /// Drags across the view: began, changed once per step, then ended.
    ///
    /// The fingers land 11 points behind the center and are at the center when the drag starts, so
    /// the `PanRecognizer` of `SendingStateInput`, which waits for `GestureThresholds.movement` as
    /// UIKit's does, begins the pan there, with no translation. Each step then moves an equal part
    /// of `translation` and takes one 60 Hz frame on the window's clock, which runs what comes due
    /// in that frame; `GestureValues` carry the location in the view's coordinates, the
    /// translation so far and the velocity over the last `GestureThresholds.velocityWindow`. A
    /// drag of no length lands 11 points to the left of the center, as if dragging right, and
    /// reports began and ended, at the center, with no changed phase, since the finger never
    /// moves on.
    ///
    /// A drag scrolls as a finger does. When the view is a ``ScrollView``, or lies inside one,
    /// the nearest scroll view that can scroll moves its content with the finger at each step,
    /// before the step is reported, clamped at the ends; the finger holds still before it lifts,
    /// so the content stays where the drag left it (``fling(velocity:numberOfTouches:)`` lets go with a speed). A
    /// drag that begins on a decelerating scroll view catches the content and drags it on. A view
    /// with a pan mapped on it, between the finger and the scroll view, takes the drag for itself,
    /// as a pan recognizer inside a UIKit scroll view does, and nothing scrolls.
    ///
    /// ```swift
    /// try list.pan(by: Point(x: 0, y: -88))  // the content follows the finger up by two rows
    /// ```
    ///
    /// - Parameters:
    ///   - translation: How far the finger moves in total.
    ///   - steps: How many changed phases to report; at least 1.
    ///   - numberOfTouches: How many fingers drag; at least 1.
    ///   - cancellingAfter: Cancel instead of ending after this many steps, from 0 to `steps`.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't drag the view, or an argument is invalid.
    public func pan(
        by translation: Point,
        steps: Int = 10,
        numberOfTouches: Int = 1,
        cancellingAfter: Int? = nil
    ) throws(InteractionRefusal) {
        try performDrag(
            .pan, name: "pan(by: \(translation))", by: translation, edge: [], steps: steps,
            numberOfTouches: numberOfTouches, cancellingAfter: cancellingAfter)
    }

    /// Flicks the view with a finger that lifts at a velocity, so that the scroll view under it
    /// decelerates on the window's clock.
    ///
    /// The flick is reported as a pan, as a drag of one step: began, with no translation or
    /// velocity yet, one changed phase after one 60 Hz frame in which the finger moves at
    /// `velocity`, then ended, both carrying the velocity. The nearest scroll view
    /// that the drag moves, as ``pan(by:steps:numberOfTouches:cancellingAfter:)`` describes, follows
    /// the finger for that frame, then glides on from the finger's velocity: one frame at a time on
    /// the window's ``VirtualClock``, its speed multiplied each frame by its
    /// ``ScrollView/decelerationRate`` raised to the frame's milliseconds. It stops at the ends of
    /// its content, without bouncing, and once its speed falls below 10 points a second. Along an
    /// axis where the content can't move on, because it fits in the scroll view or already shows
    /// the end the fling pushes toward, nothing glides: when no axis can, the scroll view doesn't
    /// decelerate at all, and the next tap lands rather than stopping a scroll.
    ///
    /// ```swift
    /// try list.fling(velocity: Point(x: 0, y: -1_500))  // a flick upward scrolls down
    /// await window.clock.advance(by: .milliseconds(500))
    /// try await window.settle()  // until the list stops
    /// ```
    ///
    /// - Parameters:
    ///   - velocity: The finger's velocity when it lifts, in points a second; finite.
    ///   - numberOfTouches: How many fingers flick; at least 1.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't touch the view, or an argument is invalid.
    public func fling(velocity: Point, numberOfTouches: Int = 1) throws(InteractionRefusal) {
        let name = "fling(velocity: \(velocity))"
        try require(velocity.x.isFinite && velocity.y.isFinite, name, "velocity must be finite")
        try performDrag(
            .pan, name: name, by: Point(x: velocity.x * frameInterval, y: velocity.y * frameInterval),
            edge: [], steps: 1, numberOfTouches: numberOfTouches, cancellingAfter: nil,
            releaseVelocity: velocity)
    }

    /// Drags from a screen edge across the view: began, changed once per step, then ended.
    ///
    /// The finger lands on the view's center line where the view is nearest the window's `edge`,
    /// which must be within 20 points of it, as a screen-edge recognizer needs; on a view that
    /// runs past the edge, it lands on the edge itself, and the view's center may be off screen.
    /// It has moved 11 points inward when the drag starts, which begins the pan. Each step then
    /// moves an equal part of `translation`, a 60 Hz frame apart, and the reports carry the edge.
    ///
    /// - Parameters:
    ///   - edge: The one edge the drag starts from.
    ///   - translation: How far the finger moves in total.
    ///   - steps: How many changed phases to report; at least 1.
    ///   - cancellingAfter: Cancel instead of ending after this many steps, from 0 to `steps`.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't drag the view, the view doesn't
    ///   reach within 20 points of `edge`, or an argument is invalid.
    public func screenEdgePan(
        from edge: ScreenEdges,
        by translation: Point,
        steps: Int = 10,
        cancellingAfter: Int? = nil
    ) throws(InteractionRefusal) {
        let name = "screenEdgePan(from: \(edge))"
        try require(
            edge.rawValue.nonzeroBitCount == 1, name, "a screen-edge pan starts from exactly one edge")
        try performDrag(
            .screenEdge, name: name, by: translation, edge: edge, steps: steps,
            numberOfTouches: 1, cancellingAfter: cancellingAfter)
    }

    /// Pinches the view with two fingers to a scale: began, changed once per step, then ended.
    ///
    /// Two fingers land on either side of the center, a quarter of the view's shorter side from it,
    /// and move through a ``MultiTouch``, so the values are measured from where they are. A first
    /// move, 2 % toward the target, takes the pinch past its threshold and begins it; each step
    /// then sets the distance between the fingers to its share of the way to `scale`. Each move
    /// takes one 60 Hz frame on the window's clock. Only a pinch recognizer mapped on the view
    /// reports.
    ///
    /// ```swift
    /// try photo.pinch(to: 2, steps: 2)  // began at 1.02, changed at 1.5 and 2, ended at 2
    /// ```
    ///
    /// - Parameters:
    ///   - scale: The final scale relative to the start; greater than zero and at most 1e6.
    ///   - steps: How many changed phases to report; at least 1.
    ///   - cancellingAfter: Cancel instead of ending after this many steps, from 0 to `steps`.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't put both fingers on the view, or an
    ///   argument is invalid.
    /// - Complexity: O(`steps`), plus what the reports' mappings do.
    public func pinch(to scale: Double, steps: Int = 10, cancellingAfter: Int? = nil)
        throws(InteractionRefusal)
    {
        let name = "pinch(to: \(scale))"
        try require(
            scale.isFinite && scale > 0, name, "scale must be finite and greater than zero, got \(scale)")
        try require(scale <= 1e6, name, "scale must be at most 1e6, got \(scale)")
        let opening = 1 + (scale < 1 ? -2 : 2) * GestureThresholds.pinchScale
        try performTwoFingerGesture(name: name, steps: steps, cancellingAfter: cancellingAfter) { step in
            // The last step is the scale asked for, exactly, whatever the steps before round to.
            let pose = step == steps ? scale : 1 + (scale - 1) * Double(step) / Double(steps)
            return (scale: step == 0 ? opening : pose, angle: 0)
        }
    }

    /// Turns two fingers on the view by an angle: began, changed once per step, then ended.
    ///
    /// Two fingers land on either side of the center, a quarter of the view's shorter side from it,
    /// and turn around it through a ``MultiTouch``, so the rotation is measured from where they
    /// are. A first move, 0.02 radians toward the target, takes the rotation past its threshold
    /// and begins it; each step then turns the fingers to its share of `angle`. Each move takes one
    /// 60 Hz frame on the window's clock. Only a rotation recognizer mapped on the view reports.
    ///
    /// - Parameters:
    ///   - angle: The final rotation, in radians, clockwise positive as in UIKit; finite, and less
    ///     than half a turn (π) per step, since fingers can't show a longer turn between two moves.
    ///   - steps: How many changed phases to report; at least 1.
    ///   - cancellingAfter: Cancel instead of ending after this many steps, from 0 to `steps`.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't put both fingers on the view, or an
    ///   argument is invalid.
    /// - Complexity: O(`steps`), plus what the reports' mappings do.
    public func rotate(by angle: Double, steps: Int = 10, cancellingAfter: Int? = nil)
        throws(InteractionRefusal)
    {
        let name = "rotate(by: \(angle))"
        try require(angle.isFinite, name, "angle must be finite, got \(angle)")
        try require(
            steps < 1 || abs(angle) / Double(steps) < .pi, name,
            "each step must turn less than half a turn (π radians); use more steps")
        let opening = (angle < 0 ? -2 : 2) * GestureThresholds.rotation
        try performTwoFingerGesture(name: name, steps: steps, cancellingAfter: cancellingAfter) { step in
            // The last step is the angle asked for, exactly, whatever the steps before round to.
            let pose = step == steps ? angle : angle * Double(step) / Double(steps)
            return (scale: 1, angle: step == 0 ? opening : pose)
        }
    }

    /// Moves a pointer over the view without pressing: enters (began) at the center, moves
    /// (changed) through each point, a 60 Hz frame apart, then leaves (ended).
    ///
    /// A `HoverRecognizer` from `SendingStateInput` reports it; a move to where the pointer
    /// already is reports nothing.
    ///
    /// - Parameters:
    ///   - path: The points the pointer moves through, in the view's coordinates.
    ///   - cancellingAfter: Cancel instead of leaving after this many moves, from 0 to the path's length.
    /// - Throws: An ``InteractionRefusal`` if a pointer couldn't reach the view, or an argument is invalid.
    public func hover(through path: [Point] = [], cancellingAfter: Int? = nil) throws(InteractionRefusal) {
        let name = "hover"
        try require(
            path.allSatisfy { $0.x.isFinite && $0.y.isFinite }, name, "every point of the path must be finite"
        )
        try requireSteps(path.count, allowsZeroSteps: true, cancellingAfter: cancellingAfter, name)
        let window = try checkReachable(for: name)
        let clock = window.clock
        let start = clock.now
        window.input.pointerHovered(at: convertToRoot(bounds.center), time: window.inputTime, over: self)
        for (step, point) in path.prefix(cancellingAfter ?? path.count).enumerated() {
            clock.advanceWithoutWaiting(to: start.advanced(by: frameDuration * (step + 1)))
            window.input.pointerHovered(at: convertToRoot(point), time: window.inputTime, over: self)
        }
        if cancellingAfter == nil {
            // The pointer leaves the window.
            window.input.pointerHovered(at: .zero, time: window.inputTime, over: nil)
        } else {
            window.input.cancelHover(at: window.inputTime)
        }
    }

    // MARK: - Fingers

    /// Drags fingers across the view, moving the scroll view under them for a pan, and letting
    /// that scroll view decelerate from `releaseVelocity` when the fingers lift at that speed.
    ///
    /// The fingers land around the start, a frame passes before each step, and the last step's
    /// fingers lift, or are cancelled after `cancellingAfter` steps; a `PanRecognizer` of `kind`
    /// reports what they did.
    private func performDrag(
        _ kind: GestureKind,
        name: String,
        by translation: Point,
        edge: ScreenEdges,
        steps: Int,
        numberOfTouches: Int,
        cancellingAfter: Int?,
        releaseVelocity: Point? = nil
    ) throws(InteractionRefusal) {
        try require(translation.x.isFinite && translation.y.isFinite, name, "translation must be finite")
        try require(numberOfTouches >= 1, name, "numberOfTouches must be at least 1, got \(numberOfTouches)")
        try requireSteps(steps, allowsZeroSteps: false, cancellingAfter: cancellingAfter, name)
        // A screen-edge pan lands on the edge, which screenEdgeLanding checks; the view's center
        // may be off screen.
        let window: Window
        if kind == .screenEdge, let own = self.window {
            window = own
        } else {
            window = try checkReachable(for: name)
        }
        // The fingers have moved far enough to begin the pan when the drag starts: they land that
        // far behind the start, or, from a screen edge, at the edge and that far short of the start.
        // They move in the window's coordinates, as the person moves them, even while the view
        // scrolls under them.
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let direction =
            length > 0 ? Point(x: translation.x / length, y: translation.y / length) : Point(x: 1, y: 0)
        let slop = Point(x: direction.x * panSlop, y: direction.y * panSlop)
        let landing: Point
        let start: Point
        if kind == .screenEdge {
            landing = convertToRoot(try screenEdgeLanding(from: edge, in: window, name))
            start = Point(x: landing.x + slop.x, y: landing.y + slop.y)
        } else {
            start = convertToRoot(bounds.center)
            landing = Point(x: start.x - slop.x, y: start.y - slop.y)
        }
        func location(at step: Int) -> Point {
            let progress = Double(step) / Double(steps)
            return Point(x: start.x + translation.x * progress, y: start.y + translation.y * progress)
        }
        // A pan moves the scroll view under the fingers before the recognizers see each move.
        let scrollView = kind == .pan ? scrollViewUnderDrag() : nil
        scrollView?.beginDragging()
        let clock = window.clock
        let landed = clock.now
        var fingers = Fingers(landing: Fingers.around(landing, count: numberOfTouches), on: self, in: window)
        fingers.move(to: Fingers.around(start, count: numberOfTouches))
        for step in stride(from: 1, through: cancellingAfter ?? steps, by: 1) {
            // Step n lands on frame n exactly, as a timer repeating every frame would.
            clock.advanceWithoutWaiting(to: landed.advanced(by: frameDuration * step))
            let progress = Double(step) / Double(steps)
            scrollView?.drag(by: Point(x: translation.x * progress, y: translation.y * progress))
            fingers.move(to: Fingers.around(location(at: step), count: numberOfTouches))
        }
        if cancellingAfter == nil {
            scrollView?.endDragging(velocity: releaseVelocity)
            fingers.lift()
        } else {
            scrollView?.endDragging(velocity: nil)
            fingers.cancel()
        }
    }

    /// Where a screen-edge pan's finger lands: on the view's center line, as near the edge of the
    /// window as the view reaches, which must be within the margin of that edge.
    private func screenEdgeLanding(from edge: ScreenEdges, in window: Window, _ name: String)
        throws(InteractionRefusal) -> Point
    {
        let offset = convertToRoot(.zero)
        let origin = Point(x: -offset.x, y: -offset.y)
        let size = window.bounds.size
        let center = bounds.center
        // On the left or top edge of the view or the window, whichever is further in, or half a
        // point inside the right or bottom one, since those edges lie outside the view and the window.
        let inset = 0.5
        let landing: Point
        let distance: Double
        switch edge {
        case .left:
            landing = Point(x: max(bounds.minX, origin.x), y: center.y)
            distance = landing.x - origin.x
        case .right:
            landing = Point(x: min(bounds.maxX, origin.x + size.width) - inset, y: center.y)
            distance = origin.x + size.width - landing.x
        case .top:
            landing = Point(x: center.x, y: max(bounds.minY, origin.y))
            distance = landing.y - origin.y
        default:
            landing = Point(x: center.x, y: min(bounds.maxY, origin.y + size.height) - inset)
            distance = origin.y + size.height - landing.y
        }
        try require(
            distance <= GestureThresholds.screenEdgeMargin, name,
            "a screen-edge pan starts within \(GestureThresholds.screenEdgeMargin) points of the \(edge) edge of the window, which the view doesn't reach"
        )
        try checkReachable(for: name, at: landing)
        return landing
    }

    /// The scroll view a drag on this view moves: the nearest one, from this view up, that can
    /// scroll, unless a view below it has a pan mapped, which takes the drag for itself.
    private func scrollViewUnderDrag() -> ScrollView? {
        var node: View? = self
        while let current = node {
            if let scrollView = current as? ScrollView, scrollView.isScrollEnabled { return scrollView }
            if current.hasRecognizer(for: .pan) { return nil }
            node = current.superview
        }
        return nil
    }

    /// Places two fingers opposite each other around the center and moves them through a pose per
    /// move, then lifts them, or cancels after `cancellingAfter` steps.
    ///
    /// Every pose is checked before a finger lands, so a refusal comes before anything is reported.
    ///
    /// - Parameters:
    ///   - name: The interaction's name, for refusals.
    ///   - steps: How many moves follow the first.
    ///   - cancellingAfter: Cancel instead of lifting after this many steps, from 0 to `steps`.
    ///   - pose: The fingers' distance, as a scale of where they landed, and the angle of the line
    ///     through them, at each move: 0 for the first move, which begins the gesture, then each step.
    /// - Throws: An ``InteractionRefusal`` if an argument or a pose is invalid, or a finger can't land.
    private func performTwoFingerGesture(
        name: String,
        steps: Int,
        cancellingAfter: Int?,
        pose: (_ move: Int) -> (scale: Double, angle: Double)
    ) throws(InteractionRefusal) {
        try requireSteps(steps, allowsZeroSteps: false, cancellingAfter: cancellingAfter, name)
        let center = bounds.center
        let radius = min(bounds.size.width, bounds.size.height) / 4
        let poses = (0...(cancellingAfter ?? steps)).map(pose)
        for (scale, angle) in poses {
            try MultiTouch.checkLanding(
                FingerLayout.pair(around: center, radius: radius * scale, angle: angle), on: self, for: name)
        }
        let landing = FingerLayout.pair(around: center, radius: radius, angle: 0)
        try MultiTouch.checkLanding(landing, on: self, for: name)
        for point in landing {
            try checkReachable(for: name, at: point)
        }
        // Fingers landing on a gliding scroll view stop it, and go on as usual.
        let window = try beginTouch(for: name, at: landing[0]).window
        let clock = window.clock
        window.input.twoFingerGestureBegan(
            around: convertToRoot(center), radius: radius, time: window.inputTime, on: self)
        for (scale, angle) in poses {
            clock.advanceWithoutWaiting(to: clock.now.advanced(by: frameDuration))
            window.input.twoFingerGestureChanged(scale: scale, rotation: angle, time: window.inputTime)
        }
        if cancellingAfter == nil {
            window.input.twoFingerGestureEnded(at: window.inputTime)
        } else {
            window.input.cancelPointers(at: window.inputTime)
        }
    }

    /// Checks the steps of a continuous gesture, and where it is cancelled if it is.
    private func requireSteps(
        _ steps: Int, allowsZeroSteps: Bool, cancellingAfter: Int?, _ name: String
    ) throws(InteractionRefusal) {
        try require(
            steps >= (allowsZeroSteps ? 0 : 1), name,
            "steps must be at least \(allowsZeroSteps ? 0 : 1), got \(steps)")
        if let cancellingAfter {
            try require(
                (0...steps).contains(cancellingAfter), name,
                "cancellingAfter must be from 0 to \(steps), got \(cancellingAfter)")
        }
    }
}
