extension VirtualClock {
    /// A point on a ``VirtualClock``: how long after the clock's time zero it lies.
    ///
    /// Instants are exact: they add and compare `Duration`s, with no rounding, so a deadline
    /// reached by adding steps is the same instant as one computed in one go. Arithmetic
    /// saturates at the largest and smallest durations instead of overflowing, so even an absurd
    /// delay makes a deadline that never comes rather than a crash.
    ///
    /// ```swift
    /// let clock = VirtualClock()
    /// let deadline = clock.now.advanced(by: .milliseconds(300))
    /// await clock.advance(to: deadline)
    /// #expect(clock.now.offset == .milliseconds(300))
    /// ```
    public struct Instant: InstantProtocol, Sendable, CustomStringConvertible {
        /// How long after the clock's time zero this instant lies.
        public var offset: Duration

        /// Creates an instant at an offset from time zero.
        ///
        /// - Parameter offset: How long after time zero the instant lies.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant that lies a duration after this one; a negative duration goes back.
        ///
        /// - Parameter duration: How far to go.
        /// - Returns: The instant `duration` after this one.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: Self.saturating(offset.attoseconds.addingReportingOverflow(duration.attoseconds)))
        }

        /// How long it is from this instant to another; negative when the other is earlier.
        ///
        /// - Parameter other: The instant to measure to.
        /// - Returns: The duration from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            Self.saturating(other.offset.attoseconds.subtractingReportingOverflow(offset.attoseconds))
        }

        /// Whether the first instant comes before the second.
        ///
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        /// - Returns: `true` when `lhs` is earlier than `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The result of an addition or subtraction, or the bound it went past.
        private static func saturating(_ result: (partialValue: Int128, overflow: Bool)) -> Duration {
            guard result.overflow else { return Duration(attoseconds: result.partialValue) }
            // An overflow wraps around: past the top comes out negative, past the bottom positive.
            return Duration(attoseconds: result.partialValue < 0 ? .max : .min)
        }

        /// The offset from time zero, such as `1.5 seconds`.
        public var description: String {
            offset.description
        }
    }
}
