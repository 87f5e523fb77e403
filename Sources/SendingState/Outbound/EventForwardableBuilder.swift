/// The result builder of ``SenderGroup``: collects forwarders, with `if`, `else` and `for`.
@MainActor
@resultBuilder
public enum EventForwardableBuilder {
    /// Takes a forwarder or a nested group.
    ///
    /// - Parameter expression: The declaration.
    /// - Returns: Its forwarders.
    public static func buildExpression(_ expression: any EventForwardable) -> [EventForwarder] {
        expression.forwarders
    }

    /// Joins the statements of a block.
    ///
    /// - Parameter components: The forwarders of each statement.
    /// - Returns: All of them, in order.
    public static func buildBlock(_ components: [EventForwarder]...) -> [EventForwarder] {
        components.flatMap { $0 }
    }

    /// Supports `if` without `else` and `if let`.
    ///
    /// - Parameter component: The forwarders of the taken branch, or `nil`.
    /// - Returns: Those forwarders, or none.
    public static func buildOptional(_ component: [EventForwarder]?) -> [EventForwarder] {
        component ?? []
    }

    /// Supports the first branch of `if`–`else`.
    ///
    /// - Parameter component: The forwarders of the branch.
    /// - Returns: The same forwarders.
    public static func buildEither(first component: [EventForwarder]) -> [EventForwarder] {
        component
    }

    /// Supports the second branch of `if`–`else`.
    ///
    /// - Parameter component: The forwarders of the branch.
    /// - Returns: The same forwarders.
    public static func buildEither(second component: [EventForwarder]) -> [EventForwarder] {
        component
    }

    /// Supports `for` loops.
    ///
    /// - Parameter components: The forwarders of each iteration.
    /// - Returns: All of them, in order.
    public static func buildArray(_ components: [[EventForwarder]]) -> [EventForwarder] {
        components.flatMap { $0 }
    }

    /// Supports `if #available`.
    ///
    /// - Parameter component: The forwarders of the branch.
    /// - Returns: The same forwarders.
    public static func buildLimitedAvailability(_ component: [EventForwarder]) -> [EventForwarder] {
        component
    }
}
