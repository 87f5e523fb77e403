/// Combines the forwarders of several senders into one declaration.
///
/// Groups nest, and their builder supports `if`, `if let`, `else` and `for`.
///
/// ```swift
/// var eventForwarder: any EventForwardable {
///     SenderGroup {
///         EventForwarder(button) { _, ctx in
///             ctx.control(.touchUpInside) { [Action.buy] }
///         }
///         for (index, star) in stars.enumerated() {
///             EventForwarder(star) { _, ctx in
///                 ctx.control(.touchUpInside) { [Action.rate(index + 1)] }
///             }
///         }
///         if let shareButton {
///             EventForwarder(shareButton) { _, ctx in
///                 ctx.control(.touchUpInside) { [Action.share] }
///             }
///         }
///     }
/// }
/// ```
@MainActor
public struct SenderGroup: EventForwardable {
    /// The forwarders of the group and of its nested groups, flattened in declaration order.
    public let forwarders: [EventForwarder]

    /// Creates a group from the forwarders a builder declares.
    ///
    /// - Parameter content: The forwarders and nested groups of the group.
    public init(@EventForwardableBuilder _ content: () -> [EventForwarder]) {
        forwarders = content()
    }
}
