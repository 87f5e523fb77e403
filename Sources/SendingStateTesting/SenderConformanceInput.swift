/// The kinds of input with which ``checkSenderConformance(of:control:input:gestures:)`` activates
/// a control.
///
/// ```swift
/// let violations = try checkSenderConformance(of: driver, control: .toggle, input: [.pointer, .keyboard])
/// ```
public struct SenderConformanceInput: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// Creates a set from its bits.
    ///
    /// - Parameter rawValue: The bits of the set.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A click with a pointer or a tap, made by ``SenderConformanceDriver/click(_:)``, or for a
    /// slider a drag of its thumb, made by ``SenderConformanceDriver/dragThumb(_:)``.
    public static let pointer = SenderConformanceInput(rawValue: 1 << 0)

    /// A keyboard activation of the focused control, made by
    /// ``SenderConformanceDriver/activateWithKeyboard(_:)``.
    public static let keyboard = SenderConformanceInput(rawValue: 1 << 1)
}
