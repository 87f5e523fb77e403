/// A node of a toolkit's widget tree as assistive technology reads it: what every toolkit adopts,
/// so that names, the semantics dump, the queries and the accessibility audit are written once.
///
/// A toolkit's base view adopts it, as HeadlessWidgets' `View` and the GTK adapter's `GTKWidget`
/// do, with ``Node`` its base type. In return every node gets, from this module:
///
/// - ``accessibilityName``, the name a screen reader reads;
/// - ``semanticsDump()`` and ``semanticsLine``, what assistive technology sees, one node a line;
/// - ``get(_:as:)``, ``query(_:as:)`` and ``all(_:as:)`` with a ``NodeQuery``, such as
///   `.role(.button, name: "Checkout")`, and a ``FindError`` that lists what was there;
/// - ``accessibilityFindings(_:)`` and ``auditAccessibility(_:)``, the accessibility audit.
///
/// ```swift
/// try window.get(.role(.button, name: "Checkout"), as: Button.self).tap()
/// try window.auditAccessibility()
/// ```
///
/// Every requirement reads what the node is now; none changes anything. A toolkit answers from its
/// own widgets: a hidden or unmapped widget isn't ``isPerceivable``, a container's
/// ``accessibilityChildren`` are the nodes it shows now.
@MainActor
public protocol AccessibilityNode: AnyObject {
    /// The type of every node of the tree, such as HeadlessWidgets' `View`.
    associatedtype Node: AccessibilityNode where Node.Node == Node

    /// What the node is to assistive technology, such as `.button`; `.none` for a plain container,
    /// which assistive technology looks through.
    var accessibilityRole: AccessibilityRole { get }

    /// The name set for the node, which wins over what its content implies; `nil` when none is set.
    var accessibilityLabel: String? { get }

    /// The name the node's content implies when no label is set: a button's title, a label's
    /// text, a text field's placeholder; `nil` when its content names it nothing.
    var impliedAccessibilityName: String? { get }

    /// The node's value as assistive technology reads it, such as `on` or `25%`, worded with
    /// ``AccessibilityValue``; `nil` when it has none.
    var accessibilityValue: String? { get }

    /// What the node is and what state it is in: `.selected`, `.notEnabled`, `.focused`, `.busy`.
    var accessibilityTraits: AccessibilityTraits { get }

    /// Where the node is among the parts of the control it belongs to, such as the second of three
    /// segments; `nil` for a node that isn't such a part.
    ///
    /// The default is `nil`. A toolkit whose base view declares it lets a control made of parts
    /// answer for each part.
    var accessibilityPosition: AccessibilityPosition? { get }

    /// The string a test identifies the node by; `nil` when none is set.
    var accessibilityIdentifier: String? { get }

    /// The text a person sees on the node, such as a button's title or a label's text; `nil` when
    /// it shows none of its own.
    var visibleText: String? { get }

    /// Whether assistive technology reads the node as one element that speaks for its children,
    /// as a control does, so that its children aren't read.
    var isAccessibilityElement: Bool { get }

    /// Whether the node itself can be perceived now: not hidden, not transparent, and on screen
    /// where the toolkit knows it. Assistive technology skips a node that isn't, with its children.
    var isPerceivable: Bool { get }

    /// The nodes the node shows now, back to front: a container's subviews, a list's visible rows.
    var accessibilityChildren: [Node] { get }

    /// The node that shows this one, or `nil` at the root.
    var accessibilityParent: Node? { get }

    /// Where the node is, in its window's coordinates; `nil` when the toolkit doesn't know yet.
    var accessibilityFrame: Rect? { get }

    /// The nodes of this node's subtree that Tab moves the focus to, in the order it does, with
    /// the toolkit's full keyboard navigation on (as iOS's Full Keyboard Access): the audit finds
    /// controls missing from it and an order that isn't the reading order.
    func keyboardFocusOrder() -> [Node]

    /// The node's text colour and the colour behind it, where the toolkit knows both; `nil`
    /// otherwise, and for a node without text. The audit checks the contrast of those it gets.
    var accessibilityTextColors: TextColors? { get }
}

extension AccessibilityNode {
    /// No position: the node isn't a part of a control made of parts.
    public var accessibilityPosition: AccessibilityPosition? { nil }

    /// The name assistive technology reads for the node: its ``accessibilityLabel``, else the name
    /// its content implies, such as a button's title or a text field's placeholder.
    ///
    /// ```swift
    /// let star = Button(title: "☆")
    /// star.accessibilityLabel = "Favorite"  // star.accessibilityName == "Favorite"
    /// ```
    public var accessibilityName: String? {
        accessibilityLabel ?? impliedAccessibilityName
    }

    /// Whether assistive technology shows the node: it is an element or has a role, it is
    /// perceivable, and every ancestor exposes its children.
    ///
    /// - Complexity: O(*d*) in the depth of the node.
    public var isExposedToAssistiveTechnology: Bool {
        guard isPerceivable, isAccessibilityElement || accessibilityRole != .none else { return false }
        return accessibilityParent?.exposesChildren ?? true
    }

    /// Whether assistive technology looks into this node's children: the node and its ancestors
    /// are perceivable, and none of them is an element.
    ///
    /// - Complexity: O(*d*) in the depth of the node.
    @usableFromInline var exposesChildren: Bool {
        guard isPerceivable, !isAccessibilityElement else { return false }
        var node = accessibilityParent
        while let current = node {
            guard current.isPerceivable, !current.isAccessibilityElement else { return false }
            node = current.accessibilityParent
        }
        return true
    }
}
