import SendingState

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
