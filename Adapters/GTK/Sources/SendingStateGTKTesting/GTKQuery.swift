public import SendingState
public import SendingStateGTK

/// What to look for in a live GTK window: a role and name, an identifier, a label, visible text, a
/// type or a predicate, with the vocabulary of HeadlessWidgets' `NodeQuery`.
///
/// Reach for ``role(_:name:)`` first: it finds what a person using a screen reader would, so a test
/// that finds by role also checks that the app can be used that way, and the same query finds the
/// same control in a headless test of the same screen.
///
/// ```swift
/// try window.get(.role(.button, name: "Checkout"), as: GTKButton.self)
/// let search = try window.get(.identifier("search"), as: GTKSearchEntry.self)
/// let rows = window.all(.type(ProductRow.self))
/// ```
///
/// A query looks at the wrappers a window shows: a box's subviews, a scrolled window's content, and
/// the row views of a list's visible rows, not the couple of hundred GTK keeps bound off screen.
@MainActor
public struct GTKQuery {
    /// How the query reads in messages, such as `identifier "search"`.
    public let description: String
    /// Whether a widget matches.
    let matches: @MainActor (GTKWidget) -> Bool
    /// Whether messages list widgets as assistive technology describes them, rather than by type.
    let listsSemantics: Bool

    /// A query for widgets a predicate accepts.
    ///
    /// - Parameters:
    ///   - description: How the query reads in messages.
    ///   - predicate: Whether a widget matches.
    public init(_ description: String, where predicate: @escaping @MainActor (GTKWidget) -> Bool) {
        self.init(description, listsSemantics: false, where: predicate)
    }

    private init(
        _ description: String, listsSemantics: Bool, where predicate: @escaping @MainActor (GTKWidget) -> Bool
    ) {
        self.description = description
        self.listsSemantics = listsSemantics
        self.matches = predicate
    }

    /// Widgets on screen with a role and, if given, a name, as a screen reader finds them.
    ///
    /// The name is compared with `accessibilityName` exactly: the accessibility label, else a
    /// button's title, a label's text or an entry's placeholder. A widget that isn't on screen (not
    /// mapped, or of no size) doesn't match. When nothing matches, the ``GTKFindError`` lists the
    /// roles and names that were there.
    ///
    /// - Parameters:
    ///   - role: The role to look for.
    ///   - name: The accessible name to look for; `nil` accepts any name.
    /// - Returns: The query.
    public static func role(_ role: AccessibilityRole, name: String? = nil) -> GTKQuery {
        let description = name.map { "role \(role) named \(quoted($0))" } ?? "role \(role)"
        return GTKQuery(description, listsSemantics: true) { widget in
            widget.accessibilityRole == role && (name == nil || widget.accessibilityName == name)
                && widget.isOnScreen
        }
    }

    /// Widgets whose `accessibilityIdentifier` is `identifier`.
    ///
    /// - Parameter identifier: The identifier to look for.
    /// - Returns: The query.
    public static func identifier(_ identifier: String) -> GTKQuery {
        GTKQuery("identifier \(quoted(identifier))") { $0.accessibilityIdentifier == identifier }
    }

    /// Widgets whose `accessibilityLabel` is `label`.
    ///
    /// - Parameter label: The label to look for.
    /// - Returns: The query.
    public static func label(_ label: String) -> GTKQuery {
        GTKQuery("label \(quoted(label))") { $0.accessibilityLabel == label }
    }

    /// Widgets whose visible text, such as a button's title, a label's text or an entry's text, is
    /// `text`.
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: The query.
    public static func text(_ text: String) -> GTKQuery {
        GTKQuery("text \(quoted(text))") { $0.visibleText == text }
    }

    /// Widgets of a wrapper type or of its subclasses.
    ///
    /// - Parameter type: The type to look for.
    /// - Returns: The query.
    public static func type<W: GTKWidget>(_ type: W.Type) -> GTKQuery {
        GTKQuery("type \(type)") { $0 is W }
    }

    /// The lines a message lists widgets with.
    func lines(_ widgets: [GTKWidget]) -> [String] {
        widgets.map { listsSemantics ? $0.semanticsLine : $0.summary }
    }
}

/// A search of a live GTK window found no widget, or more than one where one was expected.
///
/// Its description says what was there instead, as HeadlessWidgets' `FindError` does:
///
/// ```
/// no node with role button named "Pay" under CatalogueScreen; found 3 nodes:
///   header "Groceries"
///   textField "Search products"
///   button "Checkout" disabled
/// ```
public struct GTKFindError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// No widget matched.
        case notFound
        /// More than one widget matched where one was expected.
        case ambiguous
    }

    /// Whether nothing or too much was found.
    public let kind: Kind
    /// What was looked for, such as `GTKButton with identifier "checkout"`.
    public let query: String
    /// The widget searched under.
    public let root: String
    /// What was there, or every match: by type, identifier and text, or for a role query as
    /// assistive technology describes them, such as `button "Checkout" disabled`.
    public let nodes: [String]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - kind: Whether nothing or too much was found.
    ///   - query: What was looked for.
    ///   - root: The widget searched under.
    ///   - nodes: What was there, or every match.
    public init(kind: Kind, query: String, root: String, nodes: [String]) {
        self.kind = kind
        self.query = query
        self.root = root
        self.nodes = nodes
    }

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

/// A string in double quotes, with quotes, backslashes and line breaks escaped, so that a message
/// listing widgets one a line keeps them so.
func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result.append(character)
        }
    }
    return result + "\""
}
