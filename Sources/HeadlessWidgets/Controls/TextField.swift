public import SendingState
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
open class TextField: Control, TextEditing {
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
        get { editableText.text }
        set { editableText.text = newValue ?? "" }
    }

    /// The text, which is never `nil`, and its caret or selection, which the kit's editing of a
    /// `TextInputTarget` changes as a person types.
    public var editableText = EditableText()

    /// The hint shown while the text is empty.
    public var placeholder: String?

    /// The colour of the text; black by default.
    public var textColor = Color.black

    /// The text's colour, or while the text is empty the grey its placeholder is drawn in.
    override var impliedTextColor: Color? {
        editableText.text.isEmpty ? Color(red: 0x8E / 255, green: 0x8E / 255, blue: 0x93 / 255) : textColor
    }

    /// The font of the text; ``Font/standard`` until set.
    public var font = Font.standard

    /// Whether the field is being edited: from its `editingDidBegin`, as it became first
    /// responder, to its `editingDidEnd`.
    public var isEditing: Bool { isEditingText }

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
        get { editableText.selectedRange }
        set { editableText.select(newValue) }
    }

    /// A text field always takes typing while it has the focus: `true`.
    public var isEditable: Bool { true }

    /// A text field has one line: Return ends its editing, and Tab moves the focus on.
    public var isMultiline: Bool { false }

    // MARK: - Editing like a person

    /// Types text like a person, one character at a time.
    ///
    /// A field that isn't first responder is first touched and focused, as a tap would
    /// (`editingDidBegin`); typing into the first responder needs no touch. Each character then
    /// replaces the selection, or is inserted at the caret, with an `editingChanged`. The field
    /// stays first responder afterwards. If a handler ends editing on the way, or disables the
    /// field, which then loses the focus, the characters left go nowhere.
    ///
    /// - Parameter characters: The text to type.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field, or it can't take
    ///   keyboard focus.
    /// - Complexity: O(*m* *n*) for *m* characters typed into a text of length *n*.
    public func type(_ characters: String) throws(InteractionRefusal) {
        try typeFocusing(characters)
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
        try deleteBackwardFocusing()
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
        guard isFirstResponder, !editableText.text.isEmpty else { return }
        editableText.text = ""
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
        selectedRange = 0..<editableText.text.count
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

    /// Return, with or without Shift, does what ``pressReturn()`` does; the field leaves its other
    /// keys' commands to the kit's editing.
    ///
    /// A character, with or without Shift, is typed (uppercase with Shift), and so is Space;
    /// delete-backward and delete-forward delete; the left and right arrows move the caret, or grow
    /// the selection with Shift. Keys with Command, Control or Option go on to the key mappings.
    open override func perform(_ command: KeyCommand) -> Bool {
        guard command == .endEditing else { return super.perform(command) }
        // The field is first responder, so this can't be refused.
        try? pressReturn()
        return true
    }

    // MARK: - Focus

    /// Makes the field first responder when a touch ends inside it, as a tap does in UIKit: after
    /// the tap's events, the previous first responder's `editingDidEnd`, then `editingDidBegin`.
    override func controlTouchDidEndInside() {
        super.controlTouchDidEndInside()
        becomeFirstResponder()
    }

    // MARK: - Dumps

    /// The text, or the placeholder while the text is empty.
    open override var visibleText: String? {
        editableText.text.isEmpty ? placeholder : editableText.text
    }

    /// The font when it isn't ``Font/standard``, and the control's flags.
    ///
    /// Focus shows as `focused` on every view's dump line, so it isn't repeated here.
    open override var dumpAttributes: [String] {
        font.dumpAttributes + super.dumpAttributes
    }

    // MARK: - What a text field is to assistive technology and in a picture

    /// The placeholder: the text is the field's value.
    public override var impliedAccessibilityName: String? { placeholder }

    override var impliedAccessibilityValue: String? {
        text == "" ? nil : text
    }

    /// A text field, unless its traits make it a toggle or adjustable.
    override var impliedAccessibilityRole: AccessibilityRole {
        let role = super.impliedAccessibilityRole
        return role == .toggle || role == .adjustable ? role : .textField
    }

    /// A box with its text in its colour, or its placeholder in grey; a disabled field is greyed.
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
                fill: isPlaceholder || !isEnabled ? SVGPalette.grey : "\(textColor)")
        }
    }
}
