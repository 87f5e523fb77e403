public import SendingState

extension Window {
    /// Moves keyboard focus to the next focusable view in reading order, as the Tab key does.
    ///
    /// The focusable views are those that can become first responder and hold focus (see
    /// ``View/becomeFirstResponder()``), read top to bottom, then left to right, by the top-left
    /// corner of their frames in window coordinates, with ties in tree order. Tab wraps from the
    /// last to the first; with nothing focused, it focuses the first. Moving from one
    /// ``TextField`` to another sends the first's `editingDidEnd`, then the second's
    /// `editingDidBegin`.
    ///
    /// ```swift
    /// try nameField.type("Ada")
    /// window.pressTab()  // the field below takes focus
    /// try window.type("ada@example.com")
    /// ```
    ///
    /// - Returns: The first responder afterwards; `nil` when nothing in the window can take focus.
    /// - Complexity: O(*n* log *n* + *n* *d*) for a window of *n* views of depth up to *d*.
    @discardableResult
    public func pressTab() -> View? {
        moveKeyboardFocus(forward: true)
    }

    /// Moves keyboard focus to the previous focusable view in reading order, as Shift-Tab does.
    ///
    /// The order is ``pressTab()``'s, walked backwards: Shift-Tab wraps from the first to the
    /// last, and with nothing focused it focuses the last.
    ///
    /// - Returns: The first responder afterwards; `nil` when nothing in the window can take focus.
    /// - Complexity: O(*n* log *n* + *n* *d*) for a window of *n* views of depth up to *d*.
    @discardableResult
    public func pressShiftTab() -> View? {
        moveKeyboardFocus(forward: false)
    }

    /// Types text on the keyboard into the focused ``TextField``, one character at a time.
    ///
    /// It does what ``TextField/type(_:)`` does on the first responder, which needs no touch:
    /// each character replaces the selection, with an `editingChanged`.
    ///
    /// - Parameter characters: The text to type.
    /// - Throws: An ``InteractionRefusal`` with ``InteractionRefusal/Reason/noFocusedTextField``
    ///   if the first responder isn't a text field.
    public func type(_ characters: String) throws(InteractionRefusal) {
        try focusedTextField(for: "type(\"\(characters)\")").type(characters)
    }

    /// Presses the return key for the focused ``TextField``, as ``TextField/pressReturn()`` does.
    ///
    /// The field sends `editingDidEndOnExit`, then resigns first responder with `editingDidEnd`.
    ///
    /// - Throws: An ``InteractionRefusal`` with ``InteractionRefusal/Reason/noFocusedTextField``
    ///   if the first responder isn't a text field.
    public func pressReturn() throws(InteractionRefusal) {
        try focusedTextField(for: "pressReturn").pressReturn()
    }

    /// Presses a key with modifiers, delivered as a keyboard delivers it: to the focused view
    /// first, then up its chain of superviews to the first view that maps the key.
    ///
    /// In order, the first that applies:
    ///
    /// 1. Tab moves focus to the next view, Shift-Tab to the previous one, as ``pressTab()`` and
    ///    ``pressShiftTab()`` do; no mapping sees them.
    /// 2. The first responder handles the key itself, if it is a key its kind of view handles:
    ///
    ///    | first responder | key, without modifiers | sends |
    ///    | --- | --- | --- |
    ///    | ``Button`` or another ``Control`` | Space or Return | `primaryActionTriggered` |
    ///    | ``Switch`` | Space or Return | the change, `valueChanged`, `primaryActionTriggered` |
    ///    | ``Slider`` | an arrow | `valueChanged`, after a step of a tenth of the range; nothing at a bound |
    ///    | ``TextField`` | Return | `editingDidEndOnExit`, then `editingDidEnd` |
    ///    | ``TextField`` | a character, also with Shift; Space; delete-backward | `editingChanged` |
    ///    | ``TextField`` | the left or right arrow | nothing: the caret moves |
    ///
    ///    No touch events are sent: a keyboard activation is not a touch.
    /// 3. Otherwise the key is reported as `SenderOccurrence.key(_:)` to the first view, from the
    ///    first responder up to the window, that maps it (see `ss.hasMapping(for:)`), skipping
    ///    disabled controls. With nothing focused, the walk starts at the window's frontmost
    ///    subview that is shown and takes touches, as UIKit starts at the window's root view
    ///    controller. A key no view maps is dropped, as on a device.
    ///
    /// A disabled, hidden or removed view has already lost focus (see ``firstResponder``), so it
    /// handles no key; a covered view keeps focus, since keys aren't hit-tested. Buttons,
    /// switches and sliders take focus only with ``isFullKeyboardAccessEnabled``.
    ///
    /// ```swift
    /// window.press("q")                                // the screen's mapping of q
    /// window.press("f", modifierFlags: .command)       // Command-F
    /// field.becomeFirstResponder()
    /// window.press("a")                                // typed into the field
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifierFlags: The modifiers held; none by default. The key and modifiers are compared
    ///     as `KeyPress` normalizes them: `"Q"` is Shift-Q.
    /// - Returns: The view that handled the key: the view focused by Tab, the first responder that
    ///   handled it, or the view the key was reported to; `nil` when no view did.
    /// - Complexity: O(*d* (*m* + *h*)) for a first responder *d* levels deep whose ancestors
    ///   declare up to *m* mappings with *h* handlers each; Tab is as ``pressTab()``.
    @discardableResult
    public func press(_ key: Key, modifierFlags: KeyModifierFlags = []) -> View? {
        let press = KeyPress(key, modifierFlags: modifierFlags)
        if press == KeyPress(.tab) { return pressTab() }
        if press == KeyPress(.tab, modifierFlags: .shift) { return pressShiftTab() }
        if let responder = firstResponder, responder.handleKey(press) { return responder }
        let occurrence = SenderOccurrence.key(press)
        var node = firstResponder ?? frontmostKeyboardView
        while let current = node {
            node = current.superview
            if let control = current as? Control, !control.isEnabled { continue }
            guard current.ss.hasMapping(for: occurrence) else { continue }
            current.emit(occurrence)
            return current
        }
        return nil
    }

    /// Where a key's walk up starts when nothing has focus: the frontmost subview that is shown
    /// and takes touches, else the window itself; `nil` when the window is hidden, transparent or
    /// takes no touches.
    private var frontmostKeyboardView: View? {
        guard isPerceivable, isUserInteractionEnabled else { return nil }
        return subviews.last { $0.isPerceivable && $0.isUserInteractionEnabled } ?? self
    }

    /// The first responder as a text field, or a refusal of `interaction` if it isn't one.
    private func focusedTextField(for interaction: String) throws(InteractionRefusal) -> TextField {
        guard let field = firstResponder as? TextField else {
            throw refuse(interaction, .noFocusedTextField)
        }
        return field
    }

    /// Focuses the view after or before the first responder in reading order, wrapping around.
    private func moveKeyboardFocus(forward: Bool) -> View? {
        let order = keyboardFocusOrder()
        guard !order.isEmpty else { return firstResponder }
        let next: View
        if let current = firstResponder, let index = order.firstIndex(where: { $0 === current }) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        next.becomeFirstResponder()
        return firstResponder
    }

    /// The views that can take keyboard focus, in reading order.
    ///
    /// Reading order is by the top edge, then the left edge, of their frames in window
    /// coordinates, then tree order. A NaN coordinate reads last.
    ///
    /// - Complexity: O(*n* log *n* + *n* *d*) for a window of *n* views of depth up to *d*.
    func keyboardFocusOrder() -> [View] {
        var candidates: [(view: View, top: Double, left: Double, index: Int)] = []
        forEachNode { view in
            guard view.canBecomeFirstResponder, view.keyboardFocusWindow != nil else { return }
            let corner = view.convertToRoot(.zero)
            candidates.append((view, readingKey(corner.y), readingKey(corner.x), candidates.count))
        }
        candidates.sort { ($0.top, $0.left, $0.index) < ($1.top, $1.left, $1.index) }
        return candidates.map(\.view)
    }
}

/// A coordinate as reading order compares it: NaN after every number, so sorting stays consistent.
private func readingKey(_ coordinate: Double) -> Double {
    coordinate.isNaN ? .infinity : coordinate
}
