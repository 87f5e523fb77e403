extension Duration {
    /// The duration in seconds, to the nearest `Double`, however long it is.
    ///
    /// `Duration.components` can't count a duration of more than `Int64.max` seconds, which an
    /// instant saturated at the end of time is; the whole seconds here are an `Int128`.
    var seconds: Double {
        let (whole, fraction) = attoseconds.quotientAndRemainder(dividingBy: Self.attosecondsPerSecond)
        // Converted through Int64 where they fit, as the fraction always does: the same values,
        // without Int128's much slower conversion to a Double.
        let fractionInSeconds = Double(Int64(truncatingIfNeeded: fraction)) / 1e18
        guard let wholeSeconds = Int64(exactly: whole) else { return Double(whole) + fractionInSeconds }
        return Double(wholeSeconds) + fractionInSeconds
    }

    /// A number of seconds, rounded to the attosecond, or the longest duration of its sign when it
    /// is longer than any: an infinity saturates too, and NaN is no time at all.
    ///
    /// - Parameter seconds: How many seconds.
    init(saturatingSeconds seconds: Double) {
        let attoseconds = (seconds * 1e18).rounded()
        if attoseconds.isNaN {
            self = .zero
        } else if attoseconds >= 0x1p127 {
            self = Duration(attoseconds: .max)
        } else if attoseconds < -0x1p127 {
            self = Duration(attoseconds: .min)
        } else {
            self = Duration(attoseconds: Int128(attoseconds))
        }
    }

    private static let attosecondsPerSecond: Int128 = 1_000_000_000_000_000_000
}
