/// A search for a node found none, or more than one where one was expected.
///
/// Its description says what was there instead, the near misses first:
///
/// ```
/// no Button with identifier "buy" under Window; found 3 nodes:
///   Window
///   View#header
///   Label "Groceries"
/// ```
///
/// A role query lists the roles and names that were there:
///
/// ```
/// no node with role button named "Pay" under Window; near misses:
///   button "Pay now"
/// found 2 nodes:
///   header "Groceries"
///   button "Pay now"
/// ```
public struct FindError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// No node matched.
        case notFound
        /// More than one node matched where one was expected.
        case ambiguous
    }

    /// Whether nothing or too much was found.
    public let kind: Kind
    /// What was looked for, such as `Button with identifier "buy"`.
    public let query: String
    /// The node searched under.
    public let root: String
    /// What was found instead, or every match, each as `Type#identifier "text"`, or for a
    /// ``NodeQuery/role(_:name:)`` query as assistive technology describes it, such as
    /// `button "Buy" disabled`.
    ///
    /// For ``Kind/notFound``, every node that was there (for a role query, every node assistive
    /// technology reaches), or the nodes that matched the query but not the type; for
    /// ``Kind/ambiguous``, every match.
    public let nodes: [String]
    /// The nodes that came close, for ``Kind/notFound``.
    ///
    /// They are those whose name (for a role query with a name), identifier, label, text or value
    /// differs from the one looked for only in case or spaces, or holds it or is held in it, such
    /// as `button "Pay now"` for `"Pay"`, or `textField "Pay"` for a button named `"Pay"`. Empty
    /// for ``Kind/ambiguous``.
    public let nearMisses: [String]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - kind: Whether nothing or too much was found.
    ///   - query: What was looked for.
    ///   - root: The node searched under.
    ///   - nodes: What was there, or every match.
    ///   - nearMisses: The nodes that came close.
    public init(kind: Kind, query: String, root: String, nodes: [String], nearMisses: [String] = []) {
        self.kind = kind
        self.query = query
        self.root = root
        self.nodes = nodes
        self.nearMisses = nearMisses
    }
}

extension FindError: CustomStringConvertible {
    /// A message listing the near misses and what was found instead, or every match.
    public var description: String {
        let list = nodes.map { "\n  \($0)" }.joined()
        switch kind {
        case .notFound:
            let found = "found \(nodes.count) node\(nodes.count == 1 ? "" : "s"):\(list)"
            guard !nearMisses.isEmpty else { return "no \(query) under \(root); \(found)" }
            let misses = nearMisses.map { "\n  \($0)" }.joined()
            return "no \(query) under \(root); near misses:\(misses)\n\(found)"
        case .ambiguous:
            return "\(nodes.count) nodes match \(query) under \(root), expected one:\(list)"
        }
    }
}
