import SendingState
import SendingStateInput

extension View {
    /// Whether the view is its window's first responder: the one view that takes keyboard input.
    ///
    /// ```swift
    /// try field.tap()
    /// #expect(field.isFirstResponder)
    /// ```
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    public var isFirstResponder: Bool {
        window?.firstResponder === self
    }

    /// Makes the first responder in the view's subtree resign, as UIKit's `endEditing(_:)` does.
    ///
    /// Use it where UIKit code dismisses the keyboard, such as on a tap on the background:
    ///
    /// ```swift
    /// form.endEditing(true)  // the focused field sends editingDidEnd
    /// ```
    ///
    /// - Parameter force: Whether to take focus away even from a view whose
    ///   ``resignFirstResponder()`` refuses to give it up.
    /// - Returns: Whether no view in the subtree is first responder afterwards.
    /// - Complexity: O(*d*) in the depth of the view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder, isAncestor(of: responder) else {
            return true
        }
        responder.resignFirstResponder()
        if force, window.firstResponder === responder { window.keyboardFocus.unfocus() }
        // A handler of editingDidEnd may have focused another view in the subtree.
        return window.firstResponder.map { !isAncestor(of: $0) } ?? true
    }

    /// What ``becomeFirstResponder()`` does unless a subclass overrides it: the window's
    /// `KeyboardFocus`, from `SendingStateInput`, takes the view if it can hold the focus, once
    /// the view that has it agreed to resign.
    func takeKeyboardFocus() -> Bool {
        guard let focus = window?.keyboardFocus, focus.canHoldFocus(self) else { return false }
        if let current = focus.focusedView as? View, current !== self {
            guard current.resignFirstResponder() else { return false }
            // A handler of the resigning view's editingDidEnd may have focused another view, or
            // moved or hidden this one: that outcome stands.
            guard focus.focusedView == nil else { return false }
        }
        return focus.focus(self)
    }

    /// What ``resignFirstResponder()`` does unless a subclass overrides it.
    func giveUpKeyboardFocus() -> Bool {
        if let focus = window?.keyboardFocus, focus.focusedView === self {
            focus.unfocus()
        }
        return true
    }

    /// Makes the window drop its first responder if a change to this view left it unable to hold
    /// focus, with the rule of `KeyboardFocus.canHoldFocus(_:)`.
    func keyboardFocusConditionsDidChange() {
        // Nothing to check unless the window has a first responder: most changes pay one walk up.
        window?.keyboardFocus.checkFocusedView()
    }
}
