/// A value kept between two bounds, with the rules ``Slider`` and ``Stepper`` share: the value is
/// always clamped into range, a NaN is ignored, and a bound set past the other moves it along.
///
/// Made with its memberwise initializer, whose arguments must already be in order.
struct BoundedValue<Value: BinaryFloatingPoint> {
    /// The lowest value.
    private(set) var minimum: Value
    /// The highest value.
    private(set) var maximum: Value
    /// The value, between ``minimum`` and ``maximum``.
    private(set) var value: Value

    /// Sets the lowest value; a minimum above the maximum raises the maximum to match.
    mutating func setMinimum(_ newMinimum: Value) {
        guard !newMinimum.isNaN else { return }
        minimum = newMinimum
        if minimum > maximum { maximum = minimum }
        value = clamped(value)
    }

    /// Sets the highest value; a maximum below the minimum lowers the minimum to match.
    mutating func setMaximum(_ newMaximum: Value) {
        guard !newMaximum.isNaN else { return }
        maximum = newMaximum
        if maximum < minimum { minimum = maximum }
        value = clamped(value)
    }

    /// Sets the value, clamped into range.
    mutating func setValue(_ newValue: Value) {
        guard !newValue.isNaN else { return }
        value = clamped(newValue)
    }

    /// A candidate value clamped into range.
    func clamped(_ candidate: Value) -> Value {
        min(max(candidate, minimum), maximum)
    }
}
