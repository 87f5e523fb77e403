/// A value kept between two bounds, with the rules every toolkit's slider and stepper share: the
/// value is always clamped into range, a NaN is ignored, and a bound set past the other moves it
/// along.
///
/// A port's slider keeps its range in one, as HeadlessWidgets' `Slider` and `Stepper` and the web
/// adapter's do, so that a careless value set from code is a documented no-op everywhere:
///
/// ```swift
/// var range = BoundedValue<Float>(minimum: 0, maximum: 1, value: 0.5)
/// range.setValue(.nan)    // ignored: still 0.5
/// range.setValue(7)       // clamped: 1
/// range.setMinimum(3)     // the maximum rises to 3, and the value with it
/// ```
public struct BoundedValue<Value: BinaryFloatingPoint & Sendable>: Hashable, Sendable {
    /// The lowest value.
    public private(set) var minimum: Value
    /// The highest value.
    public private(set) var maximum: Value
    /// The value, between ``minimum`` and ``maximum``.
    public private(set) var value: Value

    /// Creates a range and a value, taken as the setters take them: a NaN bound is taken as 0, a
    /// maximum below the minimum as the minimum, and the value is clamped into range, a NaN as
    /// the minimum.
    ///
    /// - Parameters:
    ///   - minimum: The lowest value.
    ///   - maximum: The highest value.
    ///   - value: The value.
    public init(minimum: Value, maximum: Value, value: Value) {
        self.minimum = minimum.isNaN ? 0 : minimum
        self.maximum = maximum.isNaN ? 0 : maximum
        self.value = self.minimum
        if self.maximum < self.minimum { self.maximum = self.minimum }
        setValue(value)
    }

    /// Sets the lowest value; a minimum above the maximum raises the maximum to match, and a NaN
    /// is ignored.
    public mutating func setMinimum(_ newMinimum: Value) {
        guard !newMinimum.isNaN else { return }
        minimum = newMinimum
        if minimum > maximum { maximum = minimum }
        value = clamped(value)
    }

    /// Sets the highest value; a maximum below the minimum lowers the minimum to match, and a NaN
    /// is ignored.
    public mutating func setMaximum(_ newMaximum: Value) {
        guard !newMaximum.isNaN else { return }
        maximum = newMaximum
        if maximum < minimum { minimum = maximum }
        value = clamped(value)
    }

    /// Sets the value, clamped into range; a NaN is ignored.
    public mutating func setValue(_ newValue: Value) {
        guard !newValue.isNaN else { return }
        value = clamped(newValue)
    }

    /// A candidate value clamped into range.
    public func clamped(_ candidate: Value) -> Value {
        min(max(candidate, minimum), maximum)
    }

    /// Steps the value up or down by an amount, as a stepper's + and − do: a step past a bound
    /// stops at the bound, or goes round to the other bound when `wrapping`.
    ///
    /// - Parameters:
    ///   - delta: How much to add, negative to step down.
    ///   - wrapping: Whether a step past a bound goes round to the other.
    /// - Returns: Whether the value changed.
    public mutating func step(by delta: Value, wrapping: Bool) -> Bool {
        let before = value
        let next = value + delta
        if next > maximum {
            value = wrapping ? minimum : maximum
        } else if next < minimum {
            value = wrapping ? maximum : minimum
        } else if !next.isNaN {
            value = next
        }
        return value != before
    }

    /// Where the value is in the range, from 0 at the minimum to 1 at the maximum; 0 for an empty
    /// range.
    public var fraction: Value {
        maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
    }
}
