/// The violations a checker found, in the order of its checks, which print one per line.
///
/// It is a collection of ``SenderConformanceViolation``, so a test asserts that it is empty and
/// prints it when it isn't:
///
/// ```swift
/// let violations = try checkSenderConformance(of: driver, gestures: [.tap()])
/// #expect(violations.isEmpty, "\(violations)")
/// // control event order: a pointer click on a button reported [touchDown], expected …
/// // gesture not reported: tap(taps: 1, touches: 1) on [recognized] was performed, …
/// ```
public struct SenderConformanceViolations: RandomAccessCollection, Hashable, Sendable {
    /// The violations, in the order they were found.
    private var violations: [SenderConformanceViolation]

    /// Creates a list of violations.
    ///
    /// - Parameter violations: The violations, in the order they were found.
    public init(_ violations: [SenderConformanceViolation]) {
        self.violations = violations
    }

    /// The position of the first violation.
    public var startIndex: Int { violations.startIndex }

    /// The position one past the last violation.
    public var endIndex: Int { violations.endIndex }

    /// The violation at a position.
    ///
    /// - Parameter position: A valid position, from ``startIndex`` up to but not including ``endIndex``.
    public subscript(position: Int) -> SenderConformanceViolation {
        violations[position]
    }
}

extension SenderConformanceViolations: ExpressibleByArrayLiteral {
    /// Creates a list of violations from an array literal.
    ///
    /// - Parameter elements: The violations, in the order they were found.
    public init(arrayLiteral elements: SenderConformanceViolation...) {
        self.init(elements)
    }
}

extension SenderConformanceViolations: CustomStringConvertible {
    /// Each violation's description on a line of its own; `no violations` when there are none.
    public var description: String {
        violations.isEmpty ? "no violations" : violations.map(\.description).joined(separator: "\n")
    }
}
