import SendingState

/// A report that passes on only finite values: a measure that overflowed a `Double`, as a velocity
/// over a billionth of a second can, as the largest finite value of its sign, and one that is not a
/// number as zero.
///
/// Every recognizer reports through one, so no mapping ever reads NaN or infinity, whatever the
/// toolkit fed it.
func reportingFiniteValues(_ report: @escaping GestureReport) -> GestureReport {
    { kind, values in report(kind, values.finite) }
}

extension GestureValues {
    /// The values with every measure finite: NaN as zero, infinity as the largest finite value of
    /// its sign.
    var finite: GestureValues {
        var values = self
        values.location = location.finite
        values.translation = translation.finite
        values.velocity = velocity.finite
        values.scale = scale.finite
        values.rotation = rotation.finite
        values.pressDuration = pressDuration.finite
        return values
    }
}

extension Point {
    /// The point with each coordinate finite.
    var finite: Point {
        Point(x: x.finite, y: y.finite)
    }
}

extension Double {
    /// The number if it is finite; zero for NaN, and the largest finite value of its sign for an
    /// infinity.
    var finite: Double {
        if isFinite { return self }
        if isNaN { return 0 }
        return Double(signOf: self, magnitudeOf: .greatestFiniteMagnitude)
    }

    /// Whether the number is a duration a recognizer can wait for: finite, and not negative.
    var isFiniteDuration: Bool {
        isFinite && self >= 0
    }
}
