/// The event a control's tracking methods receive with a touch, as UIKit's `UIEvent`: when it
/// happened.
public struct TouchEvent: Hashable, Sendable {
    /// When the event happened, in seconds on the window's input clock.
    public var timestamp: Double

    /// Creates an event.
    ///
    /// - Parameter timestamp: When it happened, in seconds.
    public init(timestamp: Double) {
        self.timestamp = timestamp
    }
}
