public import SendingState

/// A view is a node of the tree that assistive technology reads, so SendingState's accessible name,
/// semantics dump, queries and accessibility audit work on a session's page as on HeadlessWidgets'
/// views and GTK's widgets, with no rule of this adapter's own.
///
/// The page's elements carry what the tree says: a view's role as its tag or its `role`
/// attribute, its label as `aria-label`, its state as `aria-checked` and `disabled`, so a browser's
/// screen reader reads what a test finds.
extension WebView: AccessibilityNode {
    /// Every node of a session's tree is a view.
    public typealias Node = WebView

    /// `.notEnabled` while the view is disabled, and `.focused` while it has its page's keyboard
    /// focus.
    public var accessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = isEnabled ? [] : .notEnabled
        if isFocused { traits.insert(.focused) }
        return traits
    }

    /// `false`: the browser reads every element's children.
    public var isAccessibilityElement: Bool { false }

    /// Whether the view is in the page, where assistive technology reads it: it and the views
    /// that show it are not hidden, and no dialog is presented over it.
    public var isPerceivable: Bool { isShown && !isBehindDialog }

    /// The views the view shows that are not hidden.
    public var accessibilityChildren: [WebView] { subviews.filter { !$0.isHidden } }

    /// The view that shows this one.
    public var accessibilityParent: WebView? { superview }

    /// Where the browser last said the view is; `nil` before it said.
    public var accessibilityFrame: Rect? { reportedFrame }

    /// The views Tab reaches, in the page's order: the enabled views that take the focus, such as
    /// controls and text views, in tree order, as a browser moves through focusable elements that
    /// set no `tabindex`.
    public func keyboardFocusOrder() -> [WebView] {
        var order: [WebView] = []
        var pending: [WebView] = [self]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            if view.canBecomeFocused, view.isEnabled { order.append(view) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return order
    }

    /// `nil`: the server doesn't know the colours the page's style sheet gives.
    public var accessibilityTextColors: TextColors? { nil }
}

/// SendingState's roles as ARIA roles, for a role set on a view that its element doesn't imply.
enum WebRoles {
    /// The ARIA role a role is written as, or `nil` for one with no counterpart.
    static func ariaRole(for role: AccessibilityRole) -> String? {
        switch role {
        case .button: "button"
        case .toggle: "switch"
        case .adjustable: "slider"
        case .textField: "textbox"
        case .staticText: nil
        case .header: "heading"
        case .image: "img"
        case .list: "list"
        case .cell: "listitem"
        case .tab: "tab"
        case .menuItem: "menuitem"
        case .dialog: "dialog"
        case .separator: "separator"
        case .progressIndicator: "progressbar"
        default: nil
        }
    }
}
