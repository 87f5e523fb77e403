import SendingState

/// A control that holds editable text.
///
/// ```swift
/// try field.type("milk")     // editingDidBegin, then editingChanged four times
/// try field.pressReturn()    // editingDidEndOnExit, editingDidEnd
/// ```
@MainActor
open class TextField: Control {
    /// The text; setting it sends no event.
    public var text = ""

    /// The hint shown while the text is empty.
    public var placeholder: String?

    /// The font of the text; ``Font/standard`` until set.
    public var font = Font.standard

    /// Whether the field is being edited.
    public private(set) var isEditing = false

    /// Types text like a person, one character at a time.
    ///
    /// Begins editing if needed (`editingDidBegin`), then appends each character with an
    /// `editingChanged`. The field stays in editing until ``endEditing()`` or ``pressReturn()``.
    ///
    /// - Parameter characters: The text to type.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't reach the field.
    public func type(_ characters: String) throws(InteractionRefusal) {
        try checkReachable(for: "type(\"\(characters)\")")
        beginEditing()
        for character in characters {
            text.append(character)
            sendActions(for: .editingChanged)
        }
    }

    /// Taps the field like a finger and begins editing.
    ///
    /// Sends `touchDown`, `touchUpInside` and `primaryActionTriggered` as any control does, then
    /// `editingDidBegin` if the field wasn't being edited.
    ///
    /// - Parameters:
    ///   - numberOfTaps: How many taps to make; at least 1.
    ///   - numberOfTouches: How many fingers tap; at least 1.
    /// - Throws: An ``InteractionRefusal`` if a person couldn't tap the field.
    open override func tap(numberOfTaps: Int = 1, numberOfTouches: Int = 1) throws(InteractionRefusal) {
        try super.tap(numberOfTaps: numberOfTaps, numberOfTouches: numberOfTouches)
        beginEditing()
    }

    /// Ends editing with `editingDidEnd`; does nothing if the field isn't being edited.
    public func endEditing() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd)
    }

    /// Presses return: `editingDidEndOnExit`, then `editingDidEnd`.
    ///
    /// - Throws: An ``InteractionRefusal`` if the field isn't being edited, since there is no keyboard.
    public func pressReturn() throws(InteractionRefusal) {
        try require(isEditing, "pressReturn", "the field is not being edited, so there is no keyboard")
        sendActions(for: .editingDidEndOnExit)
        endEditing()
    }

    private func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        sendActions(for: .editingDidBegin)
    }

    /// The text, or the placeholder while the text is empty.
    open override var visibleText: String? {
        text.isEmpty ? placeholder : text
    }

    /// Whether the field is editing, the font when it isn't ``Font/standard``, and the control's flags.
    open override var dumpAttributes: [String] {
        (isEditing ? ["editing"] : []) + (font == .standard ? [] : ["font=\(font)"]) + super.dumpAttributes
    }
}
