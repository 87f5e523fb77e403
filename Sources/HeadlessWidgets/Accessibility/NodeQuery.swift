public import SendingState

/// What to look for in a tree: a role and name, an identifier, a label, visible text, a type or a
/// predicate.
///
/// Reach for ``role(_:name:)`` first: it finds what a person using a screen reader would, so a
/// test that finds by role also checks that the screen can be used that way.
///
/// ```swift
/// try window.get(.role(.button, name: "Checkout"), as: Button.self).tap()
/// let buy = try window.get(.identifier("buy"), as: Button.self)
/// let rows = window.all(.type(ProductCell.self))
/// let milk = try window.query(.text("Milk"))
/// ```
@MainActor
public struct NodeQuery {
    /// How the query reads in messages, such as `identifier "buy"`.
    ///
    /// The string a query looks for is quoted and escaped as dumps write it, so a message that
    /// lists nodes one a line keeps them so.
    public let description: String
    /// Whether a node matches; main-actor isolated, so calling it on the main actor needs no check.
    let matches: @MainActor (View) -> Bool
    /// How messages about the query list the nodes that were there.
    let listing: Listing

    /// How a message about a query lists nodes.
    @MainActor
    enum Listing {
        /// By ``View/summary``, such as `Button#buy "Buy"`: every node of the tree.
        case summaries
        /// As assistive technology describes them, such as `button "Buy" disabled`: only the nodes
        /// it shows.
        case semantics

        /// The lines for some nodes.
        func lines(_ nodes: [View]) -> [String] {
            switch self {
            case .summaries: nodes.map { $0.summary }
            case .semantics: nodes.map { $0.semanticsLine }
            }
        }

        /// The lines for what was there under a root.
        func lines(under root: View) -> [String] {
            switch self {
            case .summaries:
                return lines(root.subtree)
            case .semantics:
                var nodes: [View] = []
                root.forEachExposedNode { node, _ in nodes.append(node) }
                return lines(nodes)
            }
        }
    }

    /// A query for nodes a predicate accepts.
    ///
    /// - Parameters:
    ///   - description: How the query reads in messages.
    ///   - predicate: Whether a node matches.
    public init(_ description: String, where predicate: @escaping @MainActor (View) -> Bool) {
        self.init(description, listing: .summaries, where: predicate)
    }

    private init(
        _ description: String, listing: Listing, where predicate: @escaping @MainActor (View) -> Bool
    ) {
        self.description = description
        self.listing = listing
        self.matches = predicate
    }

    /// Nodes that assistive technology shows with a role and, if given, a name.
    ///
    /// Like Testing Library's `getByRole`, this is the query to reach for first. It matches what
    /// ``View/semanticsDump()`` shows: a node inside a hidden or transparent view, or inside an
    /// accessibility element that speaks for it, doesn't match. The name is compared with
    /// ``View/accessibilityName`` exactly. When nothing matches, the ``FindError`` lists the roles
    /// and names that were there:
    ///
    /// ```
    /// no node with role button named "Pay" under Window; found 2 nodes:
    ///   header "Groceries"
    ///   button "Checkout" disabled
    /// ```
    ///
    /// - Parameters:
    ///   - role: The role to look for.
    ///   - name: The accessible name to look for; `nil` accepts any name.
    /// - Returns: The query.
    public static func role(_ role: AccessibilityRole, name: String? = nil) -> NodeQuery {
        let description = name.map { "role \(role) named \(DumpWriter.quoted($0))" } ?? "role \(role)"
        return NodeQuery(description, listing: .semantics) { node in
            node.accessibilityRole == role && (name == nil || node.accessibilityName == name)
                && node.isExposedToAssistiveTechnology
        }
    }

    /// Nodes whose ``View/accessibilityIdentifier`` is `identifier`.
    ///
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The query.
    public static func identifier(_ identifier: String) -> NodeQuery {
        NodeQuery("identifier \(DumpWriter.quoted(identifier))") { $0.accessibilityIdentifier == identifier }
    }

    /// Nodes whose ``View/accessibilityLabel`` is `label`.
    ///
    /// - Parameter label: The label to look for.
    /// - Returns: The query.
    public static func label(_ label: String) -> NodeQuery {
        NodeQuery("label \(DumpWriter.quoted(label))") { $0.accessibilityLabel == label }
    }

    /// Nodes whose visible text, such as a button's title or a label's text, is `text`.
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: The query.
    public static func text(_ text: String) -> NodeQuery {
        NodeQuery("text \(DumpWriter.quoted(text))") { $0.visibleText == text }
    }

    /// Nodes of a type or of its subclasses.
    ///
    /// - Parameter type: The type to look for.
    /// - Returns: The query.
    public static func type<V: View>(_ type: V.Type) -> NodeQuery {
        NodeQuery("type \(type)") { $0 is V }
    }
}
