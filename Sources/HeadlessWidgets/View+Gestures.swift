public import SendingState
import SendingStateGestures

/// The time between two steps of a simulated continuous gesture, in seconds: one frame at 60 Hz.
let frameInterval = 1.0 / 60

/// One frame at 60 Hz on the window's clock.
let frameDuration = Duration.seconds(1) / 60

extension View {
    /// Presses the view for a duration, like a finger held down, on the window's virtual clock.
    ///
    /// The press is held for `duration`, advancing the window's clock. If it lasts at least the
    /// shortest minimum duration mapped on the view (UIKit's 0.5 s when none is mapped), the
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
        let (window, stoppedScrolling) = try beginTouch(for: name)
        let minimums = installedRecognizers.compactMap { event -> Double? in
            guard case .gesture(let gesture) = event, gesture.gestureKind == .longPress else { return nil }
            return gesture.minimumPressDuration
        }
        let threshold = minimums.min() ?? 0.5
        let clock = window.clock
        let start = clock.now
        // Holds the finger down until `seconds` after the press started, firing what comes due.
        func hold(until seconds: Double) {
            clock.advanceWithoutWaiting(to: start.advanced(by: .seconds(seconds)))
        }
        guard !stoppedScrolling else { return hold(until: duration) }
        var values = GestureValues(location: bounds.center, numberOfTouches: numberOfTouches)
        guard duration >= threshold else {
            hold(until: duration)
            values.phase = .failed
            values.pressDuration = duration
            sendGesture(.longPress, values)
            return
        }
        hold(until: threshold)
        values.phase = .began
        values.pressDuration = threshold
        sendGesture(.longPress, values)
        hold(until: duration)
        values.phase = cancelled ? .cancelled : .ended
        values.pressDuration = duration
        sendGesture(.longPress, values)
    }

    /// Swipes across the view in one direction.
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
        guard try !beginTouch(for: name).stoppedScrolling else { return }
        sendGesture(
            .swipe,
            GestureValues(
                phase: .recognized, location: bounds.center, numberOfTouches: numberOfTouches,
                direction: direction)
        )
    }

    /// Drags across the view: began, changed once per step, then ended.
    ///
    /// Each step moves an equal part of `translation` and takes one 60 Hz frame on the window's
    /// clock, which runs what comes due in that frame; `GestureValues` carry the location in the
    /// view's coordinates, the translation so far and the velocity.
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
    /// The flick is reported as a pan: began, one changed phase after one 60 Hz frame in which the
    /// finger moves at `velocity`, then ended, each carrying the velocity. The nearest scroll view
    /// that the drag moves, as ``pan(by:steps:numberOfTouches:cancellingAfter:)`` describes, follows
    /// the finger for that frame, then glides on from the finger's velocity: one frame at a time on
    /// the window's ``VirtualClock``, its speed multiplied each frame by its
    /// ``ScrollView/decelerationRate`` raised to the frame's milliseconds. It stops at the ends of
    /// its content, without bouncing, and once its speed falls below 10 points a second.
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
    /// - Parameters:
    ///   - edge: The one edge the drag starts from.
    ///   - translation: How far the finger moves in total.
    ///   - steps: How many changed phases to report; at least 1.
    ///   - cancellingAfter: Cancel instead of ending after this many steps, from 0 to `steps`.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't drag the view, or an argument is invalid.
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
        let opening = 1 + (scale < 1 ? -2 : 2) * MultiTouch.pinchThreshold
        try performTwoFingerGesture(name: name, steps: steps, cancellingAfter: cancellingAfter) { step in
            (scale: step == 0 ? opening : 1 + (scale - 1) * Double(step) / Double(steps), angle: 0)
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
        let opening = (angle < 0 ? -2 : 2) * MultiTouch.rotationThreshold
        try performTwoFingerGesture(name: name, steps: steps, cancellingAfter: cancellingAfter) { step in
            (scale: 1, angle: step == 0 ? opening : angle * Double(step) / Double(steps))
        }
    }

    /// Moves a pointer over the view without pressing: enters (began) at the center, moves
    /// (changed) through each point, then leaves (ended).
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
        let points = [bounds.center] + path
        try performContinuous(
            .hover, name: name, steps: path.count, allowsZeroSteps: true, numberOfTouches: 0,
            cancellingAfter: cancellingAfter
        ) { step in
            GestureValues(
                location: points[step],
                translation: Point(x: points[step].x - points[0].x, y: points[step].y - points[0].y),
                numberOfTouches: 0)
        }
    }

    // MARK: - Continuous gestures

    /// Drags a finger across the view, moving the scroll view under it for a pan, and letting
    /// that scroll view decelerate from `releaseVelocity` when the finger lifts at that speed.
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
        let start = bounds.center
        let velocity =
            releaseVelocity
            ?? Point(
                x: translation.x / Double(max(steps, 1)) / frameInterval,
                y: translation.y / Double(max(steps, 1)) / frameInterval)
        func moved(at step: Int) -> Point {
            let progress = Double(step) / Double(steps)
            return Point(x: translation.x * progress, y: translation.y * progress)
        }
        // A pan moves the scroll view under the finger before each phase is reported.
        var scrollView: ScrollView?
        func scroll(step: Int, phase: GesturePhase) {
            switch phase {
            case .began:
                scrollView = kind == .pan ? scrollViewUnderDrag() : nil
                scrollView?.beginDragging()
            case .changed:
                scrollView?.drag(by: moved(at: step))
            default:
                scrollView?.endDragging(velocity: phase == .ended ? releaseVelocity : nil)
            }
        }
        // Where the start is on screen: the finger's location follows the view as it scrolls.
        let startOnScreen = convertToRoot(start)
        func values(at step: Int) -> GestureValues {
            let moved = moved(at: step)
            let startNow = convertToRoot(start)
            return GestureValues(
                location: Point(
                    x: start.x + moved.x - (startNow.x - startOnScreen.x),
                    y: start.y + moved.y - (startNow.y - startOnScreen.y)),
                translation: moved,
                velocity: step == 0 ? .zero : velocity,
                numberOfTouches: numberOfTouches,
                edge: edge
            )
        }
        try performContinuous(
            kind, name: name, steps: steps, numberOfTouches: numberOfTouches,
            cancellingAfter: cancellingAfter,
            moving: scroll, values: values)
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

    /// Checks the arguments and reachability, then reports began, `steps` changed phases and ended,
    /// or cancelled after `cancellingAfter` steps, one frame apart on the window's clock.
    ///
    /// `moving` runs before each phase is reported, so that what the finger moves has moved when
    /// the phase is handled.
    private func performContinuous(
        _ kind: GestureKind,
        name: String,
        steps: Int,
        allowsZeroSteps: Bool = false,
        numberOfTouches: Int,
        cancellingAfter: Int?,
        moving: (_ step: Int, _ phase: GesturePhase) -> Void = { _, _ in },
        values: (_ step: Int) -> GestureValues
    ) throws(InteractionRefusal) {
        try requireSteps(steps, allowsZeroSteps: allowsZeroSteps, cancellingAfter: cancellingAfter, name)
        let clock = try checkReachable(for: name).clock
        let start = clock.now
        func send(_ phase: GesturePhase, _ step: Int) {
            moving(step, phase)
            var current = values(step)
            current.phase = phase
            sendGesture(kind, current)
        }
        send(.began, 0)
        let lastStep = cancellingAfter ?? steps
        if lastStep >= 1 {
            for step in 1...lastStep {
                // Step n lands on frame n exactly, as a timer repeating every frame would.
                clock.advanceWithoutWaiting(to: start.advanced(by: frameDuration * step))
                send(.changed, step)
            }
        }
        send(cancellingAfter == nil ? .ended : .cancelled, lastStep)
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
        let moves = (0...(cancellingAfter ?? steps)).map { move in
            let (scale, angle) = pose(move)
            return FingerLayout.pair(around: center, radius: radius * scale, angle: angle)
        }
        for points in moves {
            _ = try MultiTouch.layout(of: points, for: name, on: self)
        }
        let touch = try MultiTouch(
            view: self, points: FingerLayout.pair(around: center, radius: radius, angle: 0), interaction: name
        )
        for points in moves {
            try touch.move([0: points[0], 1: points[1]], interaction: name)
        }
        if cancellingAfter == nil {
            touch.liftAll()
        } else {
            touch.cancel()
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
