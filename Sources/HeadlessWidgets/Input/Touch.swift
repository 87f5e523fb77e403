public import SendingState
import SendingStateInput

/// A finger a control tracks, as UIKit's `UITouch` tells a control's tracking methods.
///
/// A ``Control`` passes one to ``Control/beginTracking(_:with:)`` and the methods after it. It
/// holds where the finger was when the window's input engine reported it: read it then.
///
/// ```swift
/// override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
///     let isPlus = touch.location(in: self).x >= bounds.center.x
///     ...
/// }
/// ```
public struct Touch: Hashable, Sendable {
    /// What the input engine reported of the touch.
    private let touch: ControlTouch

    /// Which press of a streak of quick presses this is: 1, or more for a press that continues
    /// the streak, as ``Control`` reports `touchDownRepeat`.
    public var tapCount: Int { touch.tapCount }

    /// When the finger was where ``location(in:)`` says, in seconds on the window's input clock.
    public var timestamp: Double { touch.time }

    /// Makes the touch the engine reported.
    init(_ touch: ControlTouch) {
        self.touch = touch
    }

    /// Where the finger is, in a view's coordinates, or the window's when `view` is `nil`.
    ///
    /// - Parameter view: A view in the touch's window, or `nil`.
    /// - Returns: The finger's location.
    @MainActor
    public func location(in view: View?) -> Point {
        view?.convertFromWindow(touch.location) ?? touch.location
    }

    /// Where the finger was at the report before, in a view's coordinates, or the window's when
    /// `view` is `nil`; where it landed, at the press.
    ///
    /// - Parameter view: A view in the touch's window, or `nil`.
    /// - Returns: The finger's previous location.
    @MainActor
    public func previousLocation(in view: View?) -> Point {
        view?.convertFromWindow(touch.previousLocation) ?? touch.previousLocation
    }
}
