/// A check asked a driver for something it doesn't implement.
///
/// ```swift
/// // Throws .keyboardActivationNotImplemented unless the driver implements activateWithKeyboard(_:).
/// let violations = try checkSenderConformance(of: driver, input: [.pointer, .keyboard])
/// // Throws .thumbDragNotImplemented unless the driver implements dragThumb(_:).
/// let sliderViolations = try checkSenderConformance(of: sliderDriver, control: .slider, input: .pointer)
/// ```
public enum SenderConformanceDriverError: Error, Hashable, Sendable {
    /// The check includes ``SenderConformanceInput/keyboard``, and the driver has only the default
    /// ``SenderConformanceDriver/activateWithKeyboard(_:)``.
    case keyboardActivationNotImplemented

    /// The check includes ``SenderConformanceInput/pointer`` for a control whose pointer activation
    /// is ``SenderConformanceControl/PointerActivation/thumbDrag``, such as a
    /// ``SenderConformanceControl/slider``, and the driver has only the default
    /// ``SenderConformanceDriver/dragThumb(_:)``.
    case thumbDragNotImplemented
}

extension SenderConformanceDriverError: CustomStringConvertible {
    /// What the driver lacks, and how to fix it.
    public var description: String {
        switch self {
        case .keyboardActivationNotImplemented:
            "the driver doesn't implement activateWithKeyboard(_:), which a check with "
                + "input .keyboard needs; implement it, or leave .keyboard out of the input"
        case .thumbDragNotImplemented:
            "the driver doesn't implement dragThumb(_:), which a check with input .pointer needs for "
                + "a slider, or any control whose pointerActivation is .thumbDrag; implement it, or "
                + "leave .pointer out of the input"
        }
    }
}
