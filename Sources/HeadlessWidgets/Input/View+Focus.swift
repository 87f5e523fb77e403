import SendingState

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
        if force, window.firstResponder === responder { window.loseKeyboardFocus(responder) }
        // A handler of editingDidEnd may have focused another view in the subtree.
        return window.firstResponder.map { !isAncestor(of: $0) } ?? true
    }

    /// The window whose keyboard focus may rest on the view, or `nil` when it may not: the view
    /// must be in a ``Window``, neither it nor an ancestor hidden, transparent (alpha under 0.01,
    /// or NaN) or ignoring touches, and it mustn't be a disabled ``Control``.
    ///
    /// These are the refusal rules of a touch without the touch point: keyboard focus is not
    /// hit-tested, so a covered view or one outside its window's bounds may keep it.
    ///
    /// - Complexity: O(*d*) in the depth of the view.
    var keyboardFocusWindow: Window? {
        if let control = self as? Control, !control.isEnabled { return nil }
        var node = self
        while true {
            guard node.isPerceivable, node.isUserInteractionEnabled else { return nil }
            guard let parent = node.superview else { return node as? Window }
            node = parent
        }
    }

    /// What ``becomeFirstResponder()`` does unless a subclass overrides it.
    func takeKeyboardFocus() -> Bool {
        guard canBecomeFirstResponder, let window = keyboardFocusWindow else { return false }
        guard let current = window.firstResponder else {
            window.giveKeyboardFocus(to: self)
            return true
        }
        if current === self { return true }
        guard current.resignFirstResponder() else { return false }
        // A handler of the resigning view's editingDidEnd may have focused another view, or moved
        // or hidden this one: that outcome stands.
        guard window.firstResponder == nil, keyboardFocusWindow === window else { return false }
        window.giveKeyboardFocus(to: self)
        return true
    }

    /// What ``resignFirstResponder()`` does unless a subclass overrides it.
    func giveUpKeyboardFocus() -> Bool {
        if let window, window.firstResponder === self {
            window.loseKeyboardFocus(self)
        }
        return true
    }

    /// Makes the window drop its first responder if a change to this view left it unable to hold
    /// focus; see ``Window/checkFirstResponder()``.
    func keyboardFocusConditionsDidChange() {
        // Nothing to check unless the window has a first responder: most changes pay one walk up.
        window?.checkFirstResponder()
    }
}

extension Window {
    /// Makes `view` the first responder, which must have none, and tells the view.
    func giveKeyboardFocus(to view: View) {
        firstResponder = view
        view.keyboardFocusDidChange(gained: true)
    }

    /// Takes focus away from `view`, the first responder, and tells the view.
    func loseKeyboardFocus(_ view: View) {
        firstResponder = nil
        view.keyboardFocusDidChange(gained: false)
    }

    /// Takes focus away at once from a first responder that can no longer hold it, without asking
    /// its ``View/resignFirstResponder()``: a person can't type into what they can't see or use.
    ///
    /// - Complexity: O(*d*) in the depth of the first responder.
    func checkFirstResponder() {
        guard let responder = firstResponder else { return }
        if responder.keyboardFocusWindow === self { return }
        loseKeyboardFocus(responder)
    }
}
