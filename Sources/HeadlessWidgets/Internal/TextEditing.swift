import SendingState
import SendingStateInput

/// A view whose text a person edits with a keyboard, as a ``TextField`` and a ``TextView`` do: the
/// editing both share, reported as UIKit reports it.
///
/// Each change to the text reports one `editingChanged`; focusing the view for an edit needs no
/// touch events.
@MainActor
protocol TextEditing: View {
    /// The text and its selection.
    var editableText: EditableText { get set }

    /// Whether a person may change the text now.
    var acceptsEditing: Bool { get }

    /// Whether the view is being edited: it has the focus, and typing reaches its text.
    var isEditing: Bool { get }
}

extension TextEditing {
    /// Types characters one at a time, each replacing the selection with an `editingChanged`,
    /// after focusing the view if needed; characters left when a handler ends editing go nowhere.
    ///
    /// - Complexity: O(*m* *n*) for *m* characters typed into a text of length *n*.
    func typeCharacters(_ characters: String) throws(InteractionRefusal) {
        try focusForEditing(for: "type(\"\(characters)\")")
        for character in characters {
            guard isEditing else { return }
            editableText.replaceSelection(with: String(character))
            emit(.control(.editingChanged))
        }
    }

    /// Deletes the selection, or the character before the caret, after focusing the view if
    /// needed, with an `editingChanged` when the text changed.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func deleteCharacterBackward() throws(InteractionRefusal) {
        try focusForEditing(for: "deleteBackward")
        guard isEditing, editableText.deleteBackward() else { return }
        emit(.control(.editingChanged))
    }

    /// Performs an editing command of the keyboard on the focused view: typing, deleting or moving
    /// the caret.
    ///
    /// - Returns: Whether the command was one of those.
    func performEditing(_ command: KeyCommand) -> Bool {
        // The view is being edited, so none of these can be refused.
        switch command {
        case .insertText(let text): try? typeCharacters(text)
        case .deleteBackward: try? deleteCharacterBackward()
        case .deleteForward:
            if editableText.deleteForward() { emit(.control(.editingChanged)) }
        case .moveCaret(let forward, let extendingSelection):
            editableText.moveCaret(forward: forward, extendingSelection: extendingSelection)
        case .activate, .increment, .decrement, .endEditing: return false
        }
        return true
    }

    /// Makes the view first responder for an editing interaction, after checking that a person
    /// could reach it, unless it already is.
    ///
    /// - Throws: An ``InteractionRefusal`` if the view doesn't accept editing, a person couldn't
    ///   reach it, or it can't take keyboard focus.
    func focusForEditing(for interaction: String) throws(InteractionRefusal) {
        guard acceptsEditing else { throw refuse(interaction, .notEditable) }
        guard !isFirstResponder else { return }
        try checkReachable(for: interaction)
        guard becomeFirstResponder() else {
            throw refuse(interaction, .notFocused)
        }
    }
}
