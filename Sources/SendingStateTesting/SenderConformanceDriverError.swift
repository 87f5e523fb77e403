/// A check asked a driver for something it doesn't implement.
///
/// ```swift
/// // Throws .keyboardActivationNotImplemented unless the driver implements activateWithKeyboard(_:).
/// let violations = try checkSenderConformance(of: driver, input: [.pointer, .keyboard])
/// ```
public enum SenderConformanceDriverError: Error, Hashable, Sendable {
    /// The check includes ``SenderConformanceInput/keyboard``, and the driver has only the default
    /// ``SenderConformanceDriver/activateWithKeyboard(_:)``.
    case keyboardActivationNotImplemented
}

extension SenderConformanceDriverError: CustomStringConvertible {
    /// What the driver lacks, and how to fix it.
    public var description: String {
        switch self {
        case .keyboardActivationNotImplemented:
            "the driver doesn't implement activateWithKeyboard(_:), which a check with "
                + "input .keyboard needs; implement it, or leave .keyboard out of the input"
        }
    }
}
