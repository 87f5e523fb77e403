public import SendingState
import SendingStateInput

/// A view is a node of the tree that assistive technology reads, so SendingState's names, semantics
/// dump, queries and accessibility audit work on it as on any toolkit's widgets.
extension View: AccessibilityNode {
    /// Every node of a HeadlessWidgets tree is a view.
    public typealias Node = View

    /// Whether assistive technology perceives the view: it is shown, neither hidden nor
    /// transparent.
    public var isPerceivable: Bool { isShown }

    /// The view's subviews, back to front.
    public var accessibilityChildren: [View] { subviews }

    /// The view's superview.
    public var accessibilityParent: View? { superview }

    /// The view's frame in its root's coordinates.
    public var accessibilityFrame: Rect? {
        Rect(origin: convertToRoot(bounds.origin), size: frame.size)
    }

    /// The views of the subtree that Tab reaches with Full Keyboard Access on, in the order it
    /// does: every ``Control`` and every view that can become first responder, shown, interactive
    /// and enabled up to this view, in reading order.
    ///
    /// - Complexity: O(*n* log *n* + *n* *d*) for a subtree of *n* views up to *d* levels deep.
    public func keyboardFocusOrder() -> [View] {
        var candidates: [(view: View, origin: Point)] = []
        walkSubtree(()) { view, _ in
            guard view.isShown, view.isUserInteractionEnabled, view.isInputEnabled else {
                return .skipSubviews
            }
            if view.canBecomeFirstResponder || view is Control {
                candidates.append((view, view.convertToRoot(view.bounds.origin)))
            }
            return .visitSubviews(())
        }
        return FocusOrder.sorted(candidates)
    }

    /// The view's text colour and the colour behind it, for a view that shows text: black, or its
    /// ``Label/textColor`` or ``TextField/textColor``, on the ``backgroundColor`` of the nearest view
    /// that has one, else white.
    public var accessibilityTextColors: TextColors? {
        guard let visibleText, !visibleText.isEmpty else { return nil }
        var background: Color?
        var node: View? = self
        while background == nil, let current = node {
            background = current.backgroundColor
            node = current.superview
        }
        return TextColors(foreground: impliedTextColor ?? .black, background: background ?? .white)
    }
}
