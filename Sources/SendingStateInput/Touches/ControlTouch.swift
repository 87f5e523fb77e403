public import SendingState

/// The touch a control tracks, where and when the input engine last reported it, as UIKit's
/// `UITouch` tells a control's tracking methods.
///
/// The engine keeps it in the control's ``SenderInput/touch`` from the press on, updates it with
/// each move and with the release or cancellation, and keeps the last one after the touch ends, so
/// that a control responding to ``TargetInput/touchDidChange(_:)`` reads where it ended.
public struct ControlTouch: Hashable, Sendable {
    /// Where the pointer is, in the window's coordinates.
    public var location: Point
    /// Where the pointer was at the engine's report before, in the window's coordinates; where it
    /// landed, at the press.
    public var previousLocation: Point
    /// When, in the toolkit's seconds.
    public var time: Double
    /// Whether the pointer is inside the control.
    public var isInside: Bool
    /// Which press of a streak of quick presses this is, as `UITouch.tapCount`: 1, or one more than
    /// the last tap's when the press continues its streak.
    public var tapCount: Int

    /// Creates a touch.
    ///
    /// - Parameters:
    ///   - location: Where the pointer is, in the window's coordinates.
    ///   - previousLocation: Where it was before; where it is, by default.
    ///   - time: When, in the toolkit's seconds.
    ///   - isInside: Whether the pointer is inside the control.
    ///   - tapCount: Which press of a streak this is.
    public init(
        location: Point, previousLocation: Point? = nil, time: Double, isInside: Bool = true,
        tapCount: Int = 1
    ) {
        self.location = location
        self.previousLocation = previousLocation ?? location
        self.time = time
        self.isInside = isInside
        self.tapCount = tapCount
    }

    /// The touch after its pointer moved, or lifted, to a location at a time.
    func moved(to newLocation: Point, time newTime: Double, isInside inside: Bool) -> ControlTouch {
        ControlTouch(
            location: newLocation, previousLocation: location, time: newTime, isInside: inside,
            tapCount: tapCount)
    }
}
