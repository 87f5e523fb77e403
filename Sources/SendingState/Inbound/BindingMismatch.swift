/// A view model or store was applied to a view of another type than the one it drives.
///
/// Nothing is applied when this happens; ``AnyBoundable/apply(to:)`` returns the mismatch and
/// reports it to ``SendingStateDiagnostics``.
public struct BindingMismatch: Error, Hashable, Sendable {
    /// What was applied, such as `AnyBoundable(ProductRow)`.
    public let source: String
    /// The view type it drives.
    public let expectedBinderType: String
    /// The type of the view it was applied to.
    public let actualBinderType: String

    /// Creates a mismatch report.
    ///
    /// - Parameters:
    ///   - source: What was applied.
    ///   - expectedBinderType: The view type it drives.
    ///   - actualBinderType: The type of the view it was applied to.
    public init(source: String, expectedBinderType: String, actualBinderType: String) {
        self.source = source
        self.expectedBinderType = expectedBinderType
        self.actualBinderType = actualBinderType
    }
}

extension BindingMismatch: CustomStringConvertible {
    /// A sentence naming what was applied and both view types.
    ///
    /// For example: "AnyBoundable(ProductRow) drives ProductCell but was applied to HeaderView;
    /// nothing was applied."
    public var description: String {
        "\(source) drives \(expectedBinderType) but was applied to \(actualBinderType); nothing was applied."
    }
}
