/// A search for a node found none, or more than one where one was expected.
///
/// Its description says what was there instead:
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
/// no node with role button named "Pay" under Window; found 2 nodes:
///   header "Groceries"
///   button "Checkout" disabled
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

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - kind: Whether nothing or too much was found.
    ///   - query: What was looked for.
    ///   - root: The node searched under.
    ///   - nodes: What was there, or every match.
    public init(kind: Kind, query: String, root: String, nodes: [String]) {
        self.kind = kind
        self.query = query
        self.root = root
        self.nodes = nodes
    }
}

extension FindError: CustomStringConvertible {
    /// A message listing what was found instead, or every match.
    public var description: String {
        let list = nodes.map { "\n  \($0)" }.joined()
        switch kind {
        case .notFound:
            return
                "no \(query) under \(root); found \(nodes.count) node\(nodes.count == 1 ? "" : "s"):\(list)"
        case .ambiguous:
            return "\(nodes.count) nodes match \(query) under \(root), expected one:\(list)"
        }
    }
}
