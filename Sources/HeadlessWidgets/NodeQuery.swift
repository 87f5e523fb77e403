/// What to look for in a tree: an identifier, a label, visible text, a type or a predicate.
///
/// ```swift
/// let buy = try window.get(.identifier("buy"), as: Button.self)
/// let rows = window.all(.type(ProductCell.self))
/// let milk = try window.query(.text("Milk"))
/// ```
@MainActor
public struct NodeQuery {
    /// How the query reads in messages, such as `identifier "buy"`.
    public let description: String
    /// Whether a node matches; main-actor isolated, so calling it on the main actor needs no check.
    let matches: @MainActor (View) -> Bool

    /// A query for nodes a predicate accepts.
    ///
    /// - Parameters:
    ///   - description: How the query reads in messages.
    ///   - predicate: Whether a node matches.
    public init(_ description: String, where predicate: @escaping @MainActor (View) -> Bool) {
        self.description = description
        self.matches = predicate
    }

    /// Nodes whose ``View/accessibilityIdentifier`` is `identifier`.
    ///
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The query.
    public static func identifier(_ identifier: String) -> NodeQuery {
        NodeQuery("identifier \"\(identifier)\"") { $0.accessibilityIdentifier == identifier }
    }

    /// Nodes whose ``View/accessibilityLabel`` is `label`.
    ///
    /// - Parameter label: The label to look for.
    /// - Returns: The query.
    public static func label(_ label: String) -> NodeQuery {
        NodeQuery("label \"\(label)\"") { $0.accessibilityLabel == label }
    }

    /// Nodes whose visible text, such as a button's title or a label's text, is `text`.
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: The query.
    public static func text(_ text: String) -> NodeQuery {
        NodeQuery("text \"\(text)\"") { $0.visibleText == text }
    }

    /// Nodes of a type or of its subclasses.
    ///
    /// - Parameter type: The type to look for.
    /// - Returns: The query.
    public static func type<V: View>(_ type: V.Type) -> NodeQuery {
        NodeQuery("type \(type)") { $0 is V }
    }
}
