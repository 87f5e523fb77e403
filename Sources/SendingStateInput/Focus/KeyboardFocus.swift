import SendingState

/// The keyboard focus of one window, for a toolkit that has none of its own: the one view keys go
/// to first, UIKit's first responder, and the order Tab moves it in.
///
/// Make one for the window's root view, give it to the window's ``InputEngine`` as its
/// ``InputEngine/keyboardFocus``, and deliver keys with ``InputEngine/deliver(_:)``: the engine
/// sends them to the focused view and moves the focus with Tab and Shift-Tab. A text the kit
/// edits, a ``TextInputTarget``, begins its editing as it takes the focus and ends it as it loses
/// it, with `editingDidBegin` and `editingDidEnd`.
///
/// ```swift
/// let focus = KeyboardFocus(root: screen)
/// engine.keyboardFocus = focus
/// focus.focus(nameField)          // nameField: editingDidBegin
/// engine.deliver(KeyPress(.tab))  // nameField: editingDidEnd; emailField: editingDidBegin
/// ```
///
/// **Who can hold the focus.** A view can hold the focus while it can become first responder,
/// is inside the root, and it and every view up to the root are shown, take a pointer and are
/// enabled. Keys are not hit-tested, so a covered view, or one scrolled out of sight or clipped by
/// its container, keeps the focus and is a Tab candidate, as in UIKit. A view that stops being able
/// to hold it loses it at once, without being asked: call ``checkFocusedView()`` when a view is
/// hidden, disabled or removed, as HeadlessWidgets does from its setters; the focus is also checked
/// before every key, so a porter who forgets never delivers a key to a view a person can't use. A
/// row view that a list is about to show another row in gives up the focus first, with
/// ``unfocus(within:)``: the focus never moves to another row with the view; a row in the list's
/// spare pool is not in the tree, and is no Tab candidate.
@MainActor
public final class KeyboardFocus {
    /// The view whose subtree takes the focus: the window's root.
    private weak var root: (any InputView)?

    /// The view that has the focus, if any: at most one per window.
    public private(set) weak var focusedView: (any InputView)?

    /// The focused view as a text the kit edits, if it is one: found once, as it takes the focus,
    /// rather than at every key.
    private(set) weak var focusedText: (any TextInputTarget)?

    /// Makes the focus of a window, with nothing focused.
    ///
    /// - Parameter root: The window's root view; held weakly.
    public init(root: any InputView) {
        self.root = root
    }

    // MARK: - Focusing

    /// Gives the focus to a view, as UIKit's `becomeFirstResponder()` does, if it can hold it.
    ///
    /// The view that had the focus loses it first: a text ends its editing, with `editingDidEnd`.
    /// If a handler of that moved the focus elsewhere, or made the view unable to hold it, that
    /// outcome stands. The view then takes the focus, and an editable text begins its editing, with
    /// `editingDidBegin`.
    ///
    /// - Parameter view: The view to focus.
    /// - Returns: Whether the view has the focus afterwards: `true` if it already had it, `false`
    ///   if it can't hold it or a handler moved the focus on the way.
    /// - Complexity: O(*d*) for a view *d* levels below the root.
    @discardableResult
    public func focus(_ view: any InputView) -> Bool {
        guard canHoldFocus(view) else { return false }
        if focusedView === view { return true }
        if focusedView != nil {
            unfocus()
            guard focusedView == nil, canHoldFocus(view) else { return false }
        }
        focusedView = view
        focusedText = view as? any TextInputTarget
        if let focusedText, focusedText.isEditable { focusedText.beginEditing() }
        return focusedView === view
    }

    /// Takes the focus away from the view that has it, if any: a text ends its editing, with
    /// `editingDidEnd`.
    public func unfocus() {
        guard focusedView != nil else { return }
        let text = focusedText
        focusedView = nil
        focusedText = nil
        text?.endEditing()
    }

    /// Takes the focus away if the view that has it is `view` or inside it, as a list does before
    /// it shows another row in a row view, and as UIKit's `endEditing(_:)` forces.
    ///
    /// - Parameter view: The view whose subtree gives up the focus.
    /// - Complexity: O(*d*) for a focused view *d* levels deep.
    public func unfocus(within view: any InputTarget) {
        guard let focusedView, Self.chain(from: focusedView, contains: view) else { return }
        unfocus()
    }

    /// Takes the focus away from the view that has it if that view can no longer hold it: it was
    /// hidden, disabled, removed, or can no longer become first responder.
    ///
    /// - Complexity: O(*d*) for a focused view *d* levels deep.
    public func checkFocusedView() {
        guard let focusedView, !canHoldFocus(focusedView) else { return }
        unfocus()
    }

    /// Whether a view can hold the focus now, by the rule in the type's overview.
    ///
    /// - Parameter view: The view.
    /// - Returns: Whether it can become first responder, is inside the root, and it and every view
    ///   up to the root are shown, take a pointer and are enabled.
    /// - Complexity: O(*d*) for a view *d* levels below the root.
    public func canHoldFocus(_ view: any InputView) -> Bool {
        guard view.canBecomeFirstResponder, let root else { return false }
        var node: any InputView = view
        while true {
            guard Self.isUsable(node) else { return false }
            if node === root { return true }
            guard let parent = node.superview else { return false }
            node = parent
        }
    }

    // MARK: - Tab

    /// Moves the focus to the next view in ``focusOrder()``, as Tab does, or the previous one, as
    /// Shift-Tab does, wrapping around; with nothing focused, to the first, or the last.
    ///
    /// - Parameter forward: `true` for Tab, `false` for Shift-Tab.
    /// - Returns: The view that has the focus afterwards; `nil` when nothing can take it.
    /// - Complexity: O(*n* log *n* + *n* *d*) for a root of *n* views up to *d* levels deep.
    @discardableResult
    public func moveFocus(forward: Bool) -> (any InputView)? {
        if let next = FocusOrder.next(after: focusedView, in: focusOrder(), forward: forward) {
            focus(next)
        }
        return focusedView
    }

    /// The views that can take the focus, in the order Tab moves it: reading order, as
    /// ``FocusOrder/sorted(_:)`` sorts them, by where each view's origin is in the root.
    ///
    /// - Returns: Every view that can hold the focus, first to last.
    /// - Complexity: O(*n* log *n* + *n* *d*) for a root of *n* views up to *d* levels deep.
    public func focusOrder() -> [any InputView] {
        guard let root, Self.isUsable(root) else { return [] }
        var candidates: [(view: any InputView, origin: Point)] = []
        // Depth first, front subviews after back ones, skipping what a person can't use.
        var pending: [any InputView] = [root]
        while let view = pending.popLast() {
            if view.canBecomeFirstResponder {
                let offset = view.convertFromWindow(.zero)
                candidates.append((view, Point(x: -offset.x, y: -offset.y)))
            }
            for subview in view.inputSubviews.reversed() where Self.isUsable(subview) {
                pending.append(subview)
            }
        }
        return FocusOrder.sorted(candidates)
    }

    // MARK: - Where keys go

    /// Where a key starts up the chain: the focused view, or with nothing focused the frontmost
    /// subview of the root that is shown, takes a pointer and is enabled, as UIKit starts at the
    /// key window's root view controller; the root itself when it has no such subview; `nil` when
    /// the root can't be used.
    ///
    /// So a shortcut of the whole window belongs on the root's frontmost content view, such as
    /// the screen that fills it, or on the root: a key reaches it from any focused view inside it,
    /// and with nothing focused. A mapping on one of several sibling panels hears a key only while
    /// the focus is inside that panel, or with nothing focused when it is the frontmost.
    public var keyChainStart: (any InputTarget)? {
        if let focusedView { return focusedView }
        guard let root, Self.isUsable(root) else { return nil }
        return root.inputSubviews.last(where: { Self.isUsable($0) }) ?? root
    }

    // MARK: - Helpers

    /// Whether a person can use a view and what it holds: shown, taking a pointer, and enabled.
    private static func isUsable(_ view: some InputView) -> Bool {
        view.isShown && view.isUserInteractionEnabled && view.isInputEnabled
    }

    /// Whether walking up from a view reaches `ancestor`.
    private static func chain(from view: any InputTarget, contains ancestor: any InputTarget) -> Bool {
        var node: (any InputTarget)? = view
        while let current = node {
            if current === ancestor { return true }
            node = current.inputSuperview
        }
        return false
    }
}
