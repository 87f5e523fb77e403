extension ScrollView {
    /// How quickly a scroll view's content slows down after a fling, as UIKit's
    /// `UIScrollView.DecelerationRate`.
    ///
    /// The raw value is what the content's speed is multiplied by each millisecond: the closer
    /// to 1, the longer the content glides.
    ///
    /// ```swift
    /// pagePicker.decelerationRate = .fast
    /// ```
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// What the speed is multiplied by each millisecond.
        public var rawValue: Double

        /// Creates a rate from what the speed is multiplied by each millisecond.
        ///
        /// - Parameter rawValue: The factor per millisecond; a scroll view clamps it between 0 and 0.9999.
        public init(rawValue: Double) {
            self.rawValue = rawValue
        }

        /// UIKit's default: 0.998 a millisecond, so a fling glides about half its speed in points.
        public static let normal = DecelerationRate(rawValue: 0.998)

        /// UIKit's quick stop: 0.99 a millisecond, so a fling glides about a tenth of its speed in points.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
