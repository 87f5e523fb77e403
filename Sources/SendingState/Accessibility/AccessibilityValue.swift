/// How assistive technology reads a control's value, worded the same in every toolkit.
///
/// HeadlessWidgets gives its views these values, and a toolkit adapter gives its widgets the same
/// ones, so that a headless test that reads a value reads what a screen reader says in the app.
///
/// ```swift
/// AccessibilityValue.number(3)          // "3"
/// AccessibilityValue.toggle(isOn: true) // "on"
/// AccessibilityValue.percentage(0.25)   // "25%"
/// ```
public enum AccessibilityValue {
    /// The value of an adjustable control, such as a slider or a stepper: a whole number without a
    /// fraction, such as `3`, and any other number as Swift prints it, such as `0.25`.
    ///
    /// - Parameter value: The control's value.
    /// - Returns: The value as assistive technology reads it.
    public static func number(_ value: Double) -> String {
        formatCoordinate(value)
    }

    /// The state of a toggle, such as a switch or a check box: `on` or `off`.
    ///
    /// - Parameter isOn: Whether the toggle is on.
    /// - Returns: `on` or `off`.
    public static func toggle(isOn: Bool) -> String {
        isOn ? "on" : "off"
    }

    /// How far a task has got, as a whole percentage such as `25%`.
    ///
    /// A fraction below 0 reads as `0%` and one above 1 as `100%`; a NaN reads as `0%`.
    ///
    /// - Parameter fraction: The progress, from 0 to 1.
    /// - Returns: The progress as assistive technology reads it.
    public static func percentage(_ fraction: Double) -> String {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        return "\(Int((clamped * 100).rounded()))%"
    }
}
