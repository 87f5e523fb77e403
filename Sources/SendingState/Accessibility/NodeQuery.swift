/// What to look for in a tree: a role and name, an identifier, a label, visible text, a type or a
/// predicate.
///
/// Reach for ``role(_:name:)`` first: it finds what a person using a screen reader would, so a
/// test that finds by role also checks that the screen can be used that way. A query works on the
/// tree of any toolkit whose nodes adopt ``AccessibilityNode``, so the same query finds the same
/// control in a headless test and in the app.
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
    /// Whether a node matches.
    @usableFromInline let matches: @MainActor (any AccessibilityNode) -> Bool
    /// Whether a node that doesn't match comes close, as a button named "Check out" comes close to
    /// one named "Checkout"; `nil` for a query with no notion of close.
    let isNearMiss: (@MainActor (any AccessibilityNode) -> Bool)?
    /// How messages about the query list the nodes that were there.
    let listing: Listing

    /// How a message about a query lists nodes.
    enum Listing {
        /// By ``AccessibilityNode/summary``, such as `Button#buy "Buy"`: every node of the tree.
        case summaries
        /// As assistive technology describes them, such as `button "Buy" disabled`: only the
        /// nodes it shows.
        case semantics

        /// The line for a node.
        @MainActor func line(_ node: any AccessibilityNode) -> String {
            switch self {
            case .summaries: node.summary
            case .semantics: node.semanticsLine
            }
        }
    }

    /// A query for nodes a predicate accepts.
    ///
    /// ```swift
    /// let selected = window.all(NodeQuery("selected button") { ($0 as? Button)?.isSelected == true })
    /// ```
    ///
    /// - Parameters:
    ///   - description: How the query reads in messages.
    ///   - predicate: Whether a node matches.
    public init(_ description: String, where predicate: @escaping @MainActor (any AccessibilityNode) -> Bool)
    {
        self.init(description, listing: .summaries, nearMiss: nil, where: predicate)
    }

    private init(
        _ description: String, listing: Listing, nearMiss: (@MainActor (any AccessibilityNode) -> Bool)?,
        where predicate: @escaping @MainActor (any AccessibilityNode) -> Bool
    ) {
        self.description = description
        self.listing = listing
        self.isNearMiss = nearMiss
        self.matches = predicate
    }

    /// Nodes that assistive technology shows with a role and, if given, a name.
    ///
    /// Like Testing Library's `getByRole`, this is the query to reach for first. It matches what
    /// ``AccessibilityNode/semanticsDump()`` shows: a node that isn't perceivable, or inside one,
    /// or inside an accessibility element that speaks for it, doesn't match. The name is compared
    /// with ``AccessibilityNode/accessibilityName`` exactly. When nothing matches, the
    /// ``FindError`` gives the near misses first (the nodes whose name differs only in case or
    /// spaces, or holds the one looked for or is held in it, of any role), then the roles and names
    /// that were there:
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
        var nearMiss: (@MainActor (any AccessibilityNode) -> Bool)?
        if let name {
            nearMiss = { node in
                guard let candidate = node.accessibilityName, isClose(candidate, name) else { return false }
                return node.isExposedToAssistiveTechnology
            }
        }
        return NodeQuery(description, listing: .semantics, nearMiss: nearMiss) { node in
            node.accessibilityRole == role && (name == nil || node.accessibilityName == name)
                && node.isExposedToAssistiveTechnology
        }
    }

    /// Nodes whose ``AccessibilityNode/accessibilityIdentifier`` is `identifier`.
    ///
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The query.
    public static func identifier(_ identifier: String) -> NodeQuery {
        matching("identifier", identifier) { $0.accessibilityIdentifier }
    }

    /// Nodes whose ``AccessibilityNode/accessibilityLabel`` is `label`.
    ///
    /// - Parameter label: The label to look for.
    /// - Returns: The query.
    public static func label(_ label: String) -> NodeQuery {
        matching("label", label) { $0.accessibilityLabel }
    }

    /// Nodes whose visible text, such as a button's title or a label's text, is `text`.
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: The query.
    public static func text(_ text: String) -> NodeQuery {
        matching("text", text) { $0.visibleText }
    }

    /// Nodes with a value, such as a slider's `3` or a switch's `on`, as assistive technology
    /// reads it.
    ///
    /// - Parameter value: The ``AccessibilityNode/accessibilityValue`` to look for.
    /// - Returns: The query.
    public static func value(_ value: String) -> NodeQuery {
        matching("value", value) { $0.accessibilityValue }
    }

    /// Nodes in a state, such as `.selected` or `.notEnabled`: nodes whose traits include all of
    /// `traits`.
    ///
    /// ```swift
    /// let chosen = try window.get(.role(.tab) && .traits(.selected))
    /// ```
    ///
    /// - Parameter traits: The traits every match has.
    /// - Returns: The query.
    public static func traits(_ traits: AccessibilityTraits) -> NodeQuery {
        let named = AccessibilityTraits.kindWords + AccessibilityTraits.stateWords
        var words = named.filter { traits.contains($0.trait) }.map(\.word)
        let unnamed = traits.subtracting(AccessibilityTraits(named.map(\.trait)))
        if !unnamed.isEmpty { words.append("0x\(String(unnamed.rawValue, radix: 16))") }
        return NodeQuery("traits \(words.joined(separator: " "))") {
            $0.accessibilityTraits.isSuperset(of: traits)
        }
    }

    /// Nodes of a type or of its subclasses.
    ///
    /// - Parameter type: The type to look for.
    /// - Returns: The query.
    public static func type<T: AnyObject>(_ type: T.Type) -> NodeQuery {
        // A class cast of the node's object, which is cheaper than a cast of the existential.
        NodeQuery("type \(type)") { node in (node as AnyObject) is T }
    }

    /// Nodes that both queries match, such as a selected tab.
    ///
    /// Messages list nodes as the first query does.
    ///
    /// - Parameters:
    ///   - lhs: One query.
    ///   - rhs: The other.
    /// - Returns: The query for nodes both match.
    public static func && (lhs: NodeQuery, rhs: NodeQuery) -> NodeQuery {
        NodeQuery(
            "\(lhs.description) and \(rhs.description)", listing: lhs.listing, nearMiss: lhs.isNearMiss
        ) { lhs.matches($0) && rhs.matches($0) }
    }

    /// A query for nodes whose string property is a string, whose near misses differ only in
    /// case or in spaces.
    private static func matching(
        _ what: String, _ string: String, _ property: @escaping @MainActor (any AccessibilityNode) -> String?
    ) -> NodeQuery {
        NodeQuery(
            "\(what) \(DumpWriter.quoted(string))", listing: .summaries,
            nearMiss: { node in property(node).map { isClose($0, string) } == true },
            where: { node in property(node) == string })
    }
}

/// Whether two strings differ only in case, in spaces or in the spaces around them, or one holds
/// the other: what a near miss is.
private func isClose(_ candidate: String, _ wanted: String) -> Bool {
    func key(_ string: String) -> String {
        String(string.lowercased().filter { !$0.isWhitespace })
    }
    let candidateKey = key(candidate)
    let wantedKey = key(wanted)
    guard !candidateKey.isEmpty, !wantedKey.isEmpty else { return false }
    return candidateKey.contains(wantedKey) || wantedKey.contains(candidateKey)
}
