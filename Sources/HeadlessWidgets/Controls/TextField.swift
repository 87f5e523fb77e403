import SendingState
public import SendingStateInput

/// A control that holds editable text, with a caret or a selection.
///
/// The field is being edited exactly while it is its window's first responder: becoming first
/// responder sends `editingDidBegin` and resigning sends `editingDidEnd`, whether a tap, a typed
/// character, ``View/becomeFirstResponder()``, the Tab key or a ``View/resignFirstResponder()``
/// caused it. A tap, or a ``Control/tap(ending:)`` that ends inside, focuses the field after the
/// touch's events. Editing sends one `editingChanged` per character that changes the text, as UIKit's
/// keyboard does.
///
/// ```swift
/// try field.type("milk")     // editingDidBegin, then editingChanged four times
/// try field.selectAll()
/// try field.type("tea")      // replaces "milk": editingChanged three times
/// try field.pressReturn()    // editingDidEndOnExit, editingDidEnd
/// ```
///
/// Offsets into the text, such as ``selectedRange``'s, count `Character`s, as `text.count` does;
/// UIKit counts UTF-16 code units instead.
@MainActor
open class TextField: Control {
    /// The text; setting it sends no event and puts the caret at the end, as in UIKit.
    ///
    /// As UIKit's, it is optional so that an optional string can be set, but it is never `nil`:
    /// setting `nil` empties the field, and reading it then gives `""`.
    ///
    /// ```swift
    /// field.text = nil
    /// #expect(field.text == "")
    /// ```
    ///
    /// - Complexity: Setting it is O(*n*) in the length of the text.
    public var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    /// The storage of ``text``, which is never `nil`.
    private var storedText = "" {
        didSet { selection = storedText.count..<storedText.count }
    }

    /// The hint shown while the text is empty.
    public var placeholder: String?

    /// The font of the text; ``Font/standard`` until set.
    public var font = Font.standard

    /// Whether the field is being edited: whether it is its window's first responder.
    public var isEditing: Bool { isFirstResponder }

    /// A text field can take keyboard focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// The selected characters as offsets into ``text``; an empty range is the caret.
    ///
    /// Typing replaces the selection, then inserts at the caret. Setting it selects without
    /// focusing the field or sending any event, as setting UIKit's `selectedTextRange` does; each
    /// bound is clamped into `0...text.count`, so a range past the end selects up to the end.
    /// Setting ``text`` puts the caret at the end.
    ///
    /// ```swift
    /// field.text = "oat milk"
    /// field.selectedRange = 0..<3  // "oat"
    /// ```
    public var selectedRange: Range<Int> {
        get { selection }
        set {
            let count = storedText.count
            selection = min(max(newValue.lowerBound, 0), count)..<min(max(newValue.upperBound, 0), count)
        }
    }

    /// The storage of ``selectedRange``, always within the text.
    private var selection = 0..<0

    // MARK: - Editing like a person

    /// Types text like a person, one character at a time.
    ///
    /// A field that isn't first responder is first touched and focused, as a tap would
    /// (`editingDidBegin`); typing into the first responder needs no touch. Each character then
    /// replaces the selection, or is inserted at the caret, with an `editingChanged`. The field
    /// stays first responder afterwards. If a handler ends editing on the way, the characters left
    /// go nowhere.
    ///
    /// - Parameter characters: The text to type.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field, or it can't take
    ///   keyboard focus.
    /// - Complexity: O(*m* *n*) for *m* characters typed into a text of length *n*.
    public func type(_ characters: String) throws(InteractionRefusal) {
        try focusForEditing(for: "type(\"\(characters)\")")
        for character in characters {
            guard isFirstResponder else { return }
            replace(selection, with: String(character))
            sendActions(for: .editingChanged)
        }
    }

    /// Presses the delete key: deletes the selection, or the character before the caret.
    ///
    /// Focuses the field first if needed, as ``type(_:)`` does. Sends `editingChanged` only if
    /// the text changed: with the caret at the start and nothing selected, nothing is deleted.
    ///
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field, or it can't take
    ///   keyboard focus.
    /// - Complexity: O(*n*) in the length of the text.
    public func deleteBackward() throws(InteractionRefusal) {
        try focusForEditing(for: "deleteBackward")
        var deleted = selection
        if deleted.isEmpty {
            guard deleted.lowerBound > 0 else { return }
            deleted = deleted.lowerBound - 1..<deleted.lowerBound
        }
        guard isFirstResponder else { return }
        replace(deleted, with: "")
        sendActions(for: .editingChanged)
    }

    /// Clears the text, as the field's clear button does.
    ///
    /// Focuses the field first if needed, as ``type(_:)`` does. Sends `editingChanged` only if
    /// there was text to clear.
    ///
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field, or it can't take
    ///   keyboard focus.
    public func clear() throws(InteractionRefusal) {
        try focusForEditing(for: "clear")
        guard isFirstResponder, !storedText.isEmpty else { return }
        storedText = ""
        sendActions(for: .editingChanged)
    }

    /// Selects characters like a person, so that typing replaces them.
    ///
    /// Focuses the field first if needed, as ``type(_:)`` does, then sets ``selectedRange``,
    /// clamping each bound into `0...text.count`. Selecting sends no control event, as in UIKit.
    ///
    /// ```swift
    /// try field.select(range: 0..<3)
    /// try field.type("rye")  // "oat milk" becomes "rye milk"
    /// ```
    ///
    /// - Parameter range: The offsets of the characters to select; an empty range places the caret.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field, or it can't take
    ///   keyboard focus.
    /// - Complexity: O(*n*) in the length of the text.
    public func select(range: Range<Int>) throws(InteractionRefusal) {
        try focusForEditing(for: "select(range: \(range))")
        selectedRange = range
    }

    /// Selects all the text like a person, so that typing replaces it.
    ///
    /// Focuses the field first if needed, as ``type(_:)`` does. Sends no control event.
    ///
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field, or it can't take
    ///   keyboard focus.
    /// - Complexity: O(*n*) in the length of the text.
    public func selectAll() throws(InteractionRefusal) {
        try focusForEditing(for: "selectAll")
        selectedRange = 0..<storedText.count
    }

    /// Presses return: `editingDidEndOnExit`, then the field resigns first responder with
    /// `editingDidEnd`.
    ///
    /// The field always resigns, as UIKit's does when an action is attached to
    /// `editingDidEndOnExit`. If a handler of `editingDidEndOnExit` moves focus to another field,
    /// as a form does to go to its next field, this field has already resigned and nothing more
    /// is sent.
    ///
    /// - Throws: An ``InteractionRefusal`` with ``InteractionRefusal/Reason/notFocused`` if the
    ///   field isn't first responder, since there is no keyboard.
    public func pressReturn() throws(InteractionRefusal) {
        guard isFirstResponder else {
            throw refuse("pressReturn", .notFocused)
        }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    /// A text field is a `.textField` to the input engine.
    open override var controlKind: ControlKind? { .textField }

    /// Edits with a key's command as the focused field's keyboard does, and reports whether the
    /// command was an editing one.
    ///
    /// A character, with or without Shift, is typed (uppercase with Shift), and so is Space;
    /// delete-backward and delete-forward delete; the left and right arrows move the caret, or grow
    /// the selection with Shift; Return, with or without Shift, does what ``pressReturn()`` does.
    /// Keys with Command, Control or Option go on to the key mappings.
    open override func perform(_ command: KeyCommand) -> Bool {
        // The field is first responder, so none of these can be refused.
        switch command {
        case .insertText(let text): try? type(text)
        case .deleteBackward: try? deleteBackward()
        case .deleteForward: deleteForward()
        case .moveCaret(let forward, let extendingSelection):
            moveCaret(by: forward ? 1 : -1, extendingSelection: extendingSelection)
        case .endEditing: try? pressReturn()
        case .activate, .increment, .decrement: return false
        }
        return true
    }

    /// Deletes the selection, or the character after the caret, with an `editingChanged` when the
    /// text changed.
    private func deleteForward() {
        var deleted = selection
        if deleted.isEmpty {
            guard deleted.upperBound < storedText.count else { return }
            deleted = deleted.lowerBound..<deleted.lowerBound + 1
        }
        replace(deleted, with: "")
        sendActions(for: .editingChanged)
    }

    /// Collapses the selection to its start (backward) or end (forward), or moves the caret one
    /// character, within the text; or grows the selection by a character at that end.
    private func moveCaret(by offset: Int, extendingSelection: Bool) {
        if extendingSelection {
            let lower = offset < 0 ? max(selection.lowerBound - 1, 0) : selection.lowerBound
            let upper = offset > 0 ? min(selection.upperBound + 1, storedText.count) : selection.upperBound
            selection = lower..<upper
            return
        }
        let caret: Int
        if !selection.isEmpty {
            caret = offset < 0 ? selection.lowerBound : selection.upperBound
        } else {
            caret = min(max(selection.lowerBound + offset, 0), storedText.count)
        }
        selection = caret..<caret
    }

    // MARK: - Focus

    /// Makes the field first responder when a touch ends inside it, as a tap does in UIKit: after
    /// the tap's events, the previous first responder's `editingDidEnd`, then `editingDidBegin`.
    public override func controlTouchDidEndInside() {
        super.controlTouchDidEndInside()
        becomeFirstResponder()
    }

    /// Sends `editingDidBegin` when the field becomes first responder, `editingDidEnd` when it
    /// stops being it.
    override func keyboardFocusDidChange(gained: Bool) {
        sendActions(for: gained ? .editingDidBegin : .editingDidEnd)
    }

    /// Makes the field first responder for an editing interaction, touching it first as a person
    /// would, unless it already is.
    private func focusForEditing(for interaction: String) throws(InteractionRefusal) {
        guard !isFirstResponder else { return }
        try checkReachable(for: interaction)
        guard becomeFirstResponder() else {
            throw refuse(interaction, .notFocused)
        }
    }

    /// Replaces the characters at offsets `range` with `replacement`, and puts the caret after it.
    private func replace(_ range: Range<Int>, with replacement: String) {
        let lower = storedText.index(storedText.startIndex, offsetBy: range.lowerBound)
        let upper = storedText.index(lower, offsetBy: range.count)
        let head = String(storedText[..<lower]) + replacement
        storedText = head + storedText[upper...]
        // A combining character typed after a letter joins it, so count the caret from the text.
        let caret = min(head.count, storedText.count)
        selection = caret..<caret
    }

    // MARK: - Dumps

    /// The text, or the placeholder while the text is empty.
    open override var visibleText: String? {
        storedText.isEmpty ? placeholder : storedText
    }

    /// The font when it isn't ``Font/standard``, and the control's flags.
    ///
    /// Focus shows as `focused` on every view's dump line, so it isn't repeated here.
    open override var dumpAttributes: [String] {
        font.dumpAttributes + super.dumpAttributes
    }

    // MARK: - What a text field is to assistive technology and in a picture

    /// The placeholder: the text is the field's value.
    override var impliedAccessibilityName: String? { placeholder }

    override var impliedAccessibilityValue: String? {
        text == "" ? nil : text
    }

    /// A text field, unless its traits make it a toggle or adjustable.
    override var impliedAccessibilityRole: AccessibilityRole {
        let role = super.impliedAccessibilityRole
        return role == .toggle || role == .adjustable ? role : .textField
    }

    /// A box with its text, or its placeholder in grey; a disabled field is greyed.
    override func drawSVG(in rect: Rect, to svg: inout SVGWriter) {
        svg.element(
            "rect",
            SVGWriter.frame(of: rect) + [
                ("rx", "4"), ("fill", isEnabled ? SVGPalette.background : SVGPalette.well),
                ("stroke", SVGPalette.grey),
            ])
        let isPlaceholder = (text ?? "").isEmpty
        if let shown = visibleText {
            svg.text(
                shown, kind: isPlaceholder ? "placeholder" : "text", at: rect.minX + 6, in: rect, font: font,
                fill: isPlaceholder || !isEnabled ? SVGPalette.grey : SVGPalette.text)
        }
    }
}
