import SendingState

/// A node of a tiny toolkit that exists only in tests: every requirement of `AccessibilityNode`
/// is a property a test sets, so each test builds exactly the tree a rule or a finder reads.
///
/// A parent holds its children; a child knows its parent weakly, as a toolkit's widgets do, so a
/// test keeps the root.
///
/// ```swift
/// let root = FakeNode().adding(.button("Buy"), .label("Milk"))
/// ```
@MainActor
class FakeNode: AccessibilityNode {
    typealias Node = FakeNode

    var accessibilityRole: AccessibilityRole
    var accessibilityLabel: String?
    var impliedAccessibilityName: String?
    var accessibilityValue: String?
    var accessibilityTraits: AccessibilityTraits = []
    var accessibilityIdentifier: String?
    var visibleText: String?
    var isAccessibilityElement = false
    var isPerceivable = true
    var accessibilityFrame: Rect?
    var accessibilityTextColors: TextColors?
    /// Whether Tab reaches the node, when ``tabOrder`` isn't set.
    var isFocusable = false
    /// The order Tab reaches this subtree's nodes in; `nil` for every ``isFocusable`` node of the
    /// subtree, in tree order.
    var tabOrder: [FakeNode]?

    private(set) var accessibilityChildren: [FakeNode] = []
    private(set) weak var accessibilityParent: FakeNode?

    /// A node with a role, and nothing else set.
    init(_ role: AccessibilityRole = .none) {
        accessibilityRole = role
    }

    /// Adds nodes at the end of this node's children.
    @discardableResult
    func adding(_ children: FakeNode...) -> Self {
        for child in children {
            child.accessibilityParent = self
            accessibilityChildren.append(child)
        }
        return self
    }

    func keyboardFocusOrder() -> [FakeNode] {
        tabOrder ?? subtree.compactMap { $0 as? FakeNode }.filter(\.isFocusable)
    }
}

/// A node of a type of its own, for the queries and names that read a node's type.
final class FakeSwitch: FakeNode {}

extension FakeNode {
    /// An element that speaks for its children, with a role and a name its content implies.
    static func element(_ role: AccessibilityRole, _ name: String? = nil) -> FakeNode {
        let node = FakeNode(role)
        node.impliedAccessibilityName = name
        node.visibleText = name
        node.isAccessibilityElement = true
        return node
    }

    /// A 44×44 button that Tab reaches, titled `title`.
    static func button(_ title: String?, at origin: Point = Point(x: 0, y: 0)) -> FakeNode {
        let button = element(.button, title)
        button.accessibilityFrame = Rect(origin: origin, size: Size(width: 44, height: 44))
        button.isFocusable = true
        return button
    }

    /// Static text.
    static func label(_ text: String) -> FakeNode {
        element(.staticText, text)
    }

    /// A node with a role that groups others and isn't one element, such as a list or a cell.
    static func group(_ role: AccessibilityRole, _ name: String? = nil) -> FakeNode {
        let node = FakeNode(role)
        node.accessibilityLabel = name
        return node
    }

    /// A chain of `depth` plain containers, each the only child of the one above it, over `leaf`;
    /// returns the top of the chain.
    static func chain(depth: Int, over leaf: FakeNode) -> FakeNode {
        var top = leaf
        for _ in 0..<depth { top = FakeNode().adding(top) }
        return top
    }
}
