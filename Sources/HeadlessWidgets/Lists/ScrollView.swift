public import SendingState

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A view whose content is larger than itself and moves under it, in UIKit's `UIScrollView` shape.
///
/// Subviews live in content coordinates, and the view's ``View/bounds`` origin is its
/// ``contentOffset``: the point of the content at its top-left corner. Hit-testing, reachability,
/// ``View/convertToRoot(_:)`` and dumps all honour it, so a subview scrolled out of the bounds is
/// refused as outside them, as a finger couldn't reach it.
///
/// A person scrolls it as on a device. A ``View/pan(by:steps:numberOfTouches:cancellingAfter:)``
/// on the scroll view, or on any view inside it without a pan of its own, drags the content with
/// the finger, clamped at the ends. A ``View/fling(velocity:numberOfTouches:)`` lets go with a speed, and the
/// content decelerates one 60 Hz frame at a time on the window's ``VirtualClock``, so
/// ``VirtualClock/advance(by:)`` and ``Window/settle(timeout:maximumSteps:)`` move it, the same way
/// on every run. A touch that lands inside the scroll view while it decelerates stops it, and goes
/// no further: a tap on a button in a decelerating list stops the list without pressing the button.
/// Only content that can move glides: a fling on content that fits, or toward an end the content is
/// already at, leaves nothing decelerating, and content that shrinks mid-glide so that it can't go
/// on stops it there.
///
/// ```swift
/// let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// scrollView.contentSize = Size(width: 390, height: 3_000)
/// window.addSubview(scrollView)
/// try scrollView.pan(by: Point(x: 0, y: -300))  // the content follows the finger up
/// #expect(scrollView.contentOffset == Point(x: 0, y: 300))
/// try scrollView.fling(velocity: Point(x: 0, y: -2_000))
/// try await window.settle()  // the content decelerates to a stop on the virtual clock
/// ```
@MainActor
open class ScrollView: View {
    /// The size of the content, in points; the content offset stays within it.
    ///
    /// A component that is NaN or negative counts as 0, and one too large to scroll through as
    /// the largest finite size: it is kept as set, and only the offset is clamped. A new size
    /// pulls the offset back within the content, and stops a deceleration that has nowhere left
    /// to go, so that the next tap isn't taken for one that stops the scroll.
    public var contentSize: Size = .zero {
        didSet { sizeDidChange() }
    }

    /// The point of the content shown at the view's top-left corner: the origin of its bounds.
    ///
    /// Setting it scrolls at once and stops any deceleration, as
    /// ``setContentOffset(_:animated:)`` does. The offset is clamped between `(0, 0)` and how far
    /// the content extends past the bounds; a NaN component keeps its current value, and an
    /// infinite one goes to its end.
    ///
    /// ```swift
    /// scrollView.contentOffset = Point(x: 0, y: .infinity)  // the bottom of the content
    /// ```
    public var contentOffset: Point {
        get { boundsOrigin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Whether a person can scroll the view; when `false`, drags and flings on it move nothing.
    ///
    /// A drag inside a scroll view that can't scroll moves the nearest one around it that can, and
    /// setting the offset from code still works, as in UIKit.
    public var isScrollEnabled = true

    /// Whether a finger is dragging the content: from a pan's `began` phase to its end.
    public private(set) var isDragging = false

    /// Whether the content is still moving after a fling, one frame at a time on the window's clock.
    ///
    /// It is `true` only while the content has somewhere to go: a fling on content that can't
    /// scroll, or toward an end the content is already at, doesn't decelerate, and a deceleration
    /// stops at the frame, or the change of size, that leaves it nowhere to go.
    public var isDecelerating: Bool {
        decelerationTimer != nil
    }

    /// How quickly the content slows down after a fling; ``DecelerationRate/normal`` by default.
    ///
    /// Each frame, the content's speed is multiplied by the rate raised to the frame's length in
    /// milliseconds, as in UIKit. A rate is clamped between 0, which stops the content after one
    /// frame, and 0.9999; a NaN rate counts as ``DecelerationRate/normal``.
    public var decelerationRate: DecelerationRate = .normal

    /// Below this speed, in points a second, a decelerating scroll view stops.
    static let minimumDecelerationSpeed = 10.0

    /// The content offset when the current drag began.
    private var dragStartOffset = Point(x: 0, y: 0)

    /// The speed of the content while it decelerates, in points a second, along each axis.
    private var decelerationVelocity = Point(x: 0, y: 0)

    /// The timer that moves the content one frame at a time while it decelerates.
    private var decelerationTimer: VirtualClock.Timer?

    /// The window that counts this scroll view as decelerating.
    private weak var deceleratingWindow: Window?

    /// Scrolls the content so that a point of it shows at the view's top-left corner.
    ///
    /// It stops any deceleration first. The offset is clamped as ``contentOffset`` says.
    ///
    /// - Parameters:
    ///   - contentOffset: The point of the content to show at the top-left corner.
    ///   - animated: Ignored: the scroll view moves at once, so that a test needs no waiting.
    open func setContentOffset(_ contentOffset: Point, animated: Bool) {
        stopDecelerating()
        scrollContent(to: contentOffset)
    }

    // MARK: - Moving the content

    /// Moves the content to an offset, clamped; every change of the offset comes through here.
    func scrollContent(to offset: Point) {
        let clamped = clampedContentOffset(offset)
        guard clamped != boundsOrigin else { return }
        super.setBoundsOrigin(clamped)
        contentOffsetDidChange()
    }

    /// Called after the content offset changed; a ``ListView`` updates its window of rows here.
    func contentOffsetDidChange() {}

    /// Keeps a bounds origin set directly within the content, as the content offset it is.
    override func setBoundsOrigin(_ origin: Point) {
        scrollContent(to: origin)
    }

    /// Keeps the content offset within the content when the view's size changes.
    override func frameDidChange() {
        sizeDidChange()
    }

    /// Pulls the offset back within the content after the content or the view changed size, and
    /// stops a deceleration that can't go on.
    private func sizeDidChange() {
        scrollContent(to: boundsOrigin)
        guard isDecelerating else { return }
        decelerationVelocity = velocityWithinContent(decelerationVelocity)
        if !Self.isMoving(decelerationVelocity) { stopDecelerating() }
    }

    /// An offset clamped between `(0, 0)` and the largest offset, each NaN component kept as it is now.
    func clampedContentOffset(_ offset: Point) -> Point {
        func clamp(_ value: Double, current: Double, scrollable: Double) -> Double {
            let candidate = value.isNaN ? current : value
            return candidate > 0 ? min(candidate, scrollable) : 0
        }
        return Point(
            x: clamp(
                offset.x, current: boundsOrigin.x,
                scrollable: scrollableLength(contentSize.width, frame.size.width)),
            y: clamp(
                offset.y, current: boundsOrigin.y,
                scrollable: scrollableLength(contentSize.height, frame.size.height))
        )
    }

    /// How far the content extends past the view along one axis: never negative, NaN or infinite.
    private func scrollableLength(_ content: Double, _ visible: Double) -> Double {
        let length = content - visible
        return length > 0 ? min(length, .greatestFiniteMagnitude) : 0
    }

    // MARK: - Dragging and decelerating

    /// Starts a drag by a finger, stopping any deceleration.
    func beginDragging() {
        stopDecelerating()
        isDragging = true
        dragStartOffset = boundsOrigin
    }

    /// Moves the content with the finger, which has moved by `translation` since the drag began.
    func drag(by translation: Point) {
        guard isDragging, isScrollEnabled else { return }
        scrollContent(to: Point(x: dragStartOffset.x - translation.x, y: dragStartOffset.y - translation.y))
    }

    /// Ends a drag; a finger that lifts while moving at `velocity` starts a deceleration.
    func endDragging(velocity: Point?) {
        guard isDragging else { return }
        isDragging = false
        if let velocity { startDecelerating(velocity: Point(x: -velocity.x, y: -velocity.y)) }
    }

    /// Moves the content on from `velocity`, in points a second, one frame at a time on the
    /// window's clock until it stops.
    private func startDecelerating(velocity: Point) {
        stopDecelerating()
        let velocity = velocityWithinContent(velocity)
        guard isScrollEnabled, let window, Self.isMoving(velocity) else { return }
        decelerationVelocity = velocity
        deceleratingWindow = window
        window.deceleratingScrollViewCount += 1
        decelerationTimer = window.clock.schedule(
            after: frameDuration, repeating: frameDuration, label: "deceleration of \(summary)"
        ) { [weak self, weak window] timer in
            guard let self else {
                // Released while it decelerated: it can't stop itself, so the timer does.
                window?.deceleratingScrollViewCount -= 1
                return timer.invalidate()
            }
            self.decelerateOneFrame()
        }
    }

    /// Moves the content one frame on and slows it down, or stops it, which ends its timer.
    private func decelerateOneFrame() {
        guard isDecelerating, window != nil, window === deceleratingWindow else {
            return stopDecelerating()
        }
        let target = Point(
            x: boundsOrigin.x + decelerationVelocity.x * frameInterval,
            y: boundsOrigin.y + decelerationVelocity.y * frameInterval)
        scrollContent(to: target)
        // An axis that reached an end stops there, without bouncing.
        let factor = decelerationFactorPerFrame
        decelerationVelocity = velocityWithinContent(
            Point(x: decelerationVelocity.x * factor, y: decelerationVelocity.y * factor))
        if !Self.isMoving(decelerationVelocity) { stopDecelerating() }
    }

    /// A velocity of the content without its components that push past an end the content is at:
    /// along an axis that can't scroll, both ends are there.
    private func velocityWithinContent(_ velocity: Point) -> Point {
        func along(_ speed: Double, offset: Double, scrollable: Double) -> Double {
            speed < 0 && offset > 0 || speed > 0 && offset < scrollable ? speed : 0
        }
        return Point(
            x: along(
                velocity.x, offset: boundsOrigin.x,
                scrollable: scrollableLength(contentSize.width, frame.size.width)),
            y: along(
                velocity.y, offset: boundsOrigin.y,
                scrollable: scrollableLength(contentSize.height, frame.size.height)))
    }

    /// Stops the content where it is, if it is decelerating.
    func stopDecelerating() {
        guard let decelerationTimer else { return }
        decelerationTimer.invalidate()
        self.decelerationTimer = nil
        decelerationVelocity = Point(x: 0, y: 0)
        deceleratingWindow?.deceleratingScrollViewCount -= 1
        deceleratingWindow = nil
    }

    /// What the speed is multiplied by each frame: the rate raised to a frame's milliseconds.
    private var decelerationFactorPerFrame: Double {
        let rate = decelerationRate.rawValue
        return pow(
            rate.isNaN ? DecelerationRate.normal.rawValue : min(max(rate, 0), 0.9999), frameInterval * 1_000)
    }

    /// Whether a velocity is fast enough to move the content on.
    private static func isMoving(_ velocity: Point) -> Bool {
        (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() >= minimumDecelerationSpeed
    }

    // MARK: - Dumps

    /// The content size, then the offset, dragging and decelerating flags, as a dump shows them.
    open override var dumpAttributes: [String] {
        ["content \(contentSize)"] + scrollAttributes
    }

    /// The offset when it isn't `(0, 0)`, and `dragging`, `decelerating` and `no-scroll` when they apply.
    var scrollAttributes: [String] {
        var attributes: [String] = []
        if boundsOrigin != Point(x: 0, y: 0) { attributes.append("offset \(boundsOrigin)") }
        if isDragging { attributes.append("dragging") }
        if isDecelerating { attributes.append("decelerating") }
        if !isScrollEnabled { attributes.append("no-scroll") }
        return attributes
    }
}
