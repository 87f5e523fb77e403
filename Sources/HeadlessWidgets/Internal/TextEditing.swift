import SendingState
import SendingStateInput

/// A view whose text a person edits with a keyboard, as a ``TextField`` and a ``TextView`` do: the
/// user-level editing both share, on the kit's editing of a `TextInputTarget`.
///
/// Focusing the view for an edit needs no touch events; each change to the text reports one
/// `editingChanged`.
@MainActor
protocol TextEditing: View, TextInputTarget {}

extension TextEditing {
    /// Types characters one at a time, each replacing the selection with an `editingChanged`,
    /// after focusing the view if needed; characters left when a handler ends editing, or makes
    /// the text read-only, go nowhere.
    ///
    /// - Complexity: O(*m* *n*) for *m* characters typed into a text of length *n*.
    func typeFocusing(_ characters: String) throws(InteractionRefusal) {
        try focusForEditing(for: "type(\"\(characters)\")")
        typeCharacters(characters)
    }

    /// Deletes the selection, or the character before the caret, after focusing the view if
    /// needed, with an `editingChanged` when the text changed.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    func deleteBackwardFocusing() throws(InteractionRefusal) {
        try focusForEditing(for: "deleteBackward")
        deleteCharacterBackward()
    }

    /// Makes the view first responder for an editing interaction, after checking that a person
    /// could reach it, unless it already is; a view made editable while it had the focus begins
    /// its editing here.
    ///
    /// - Throws: An ``InteractionRefusal`` if the view isn't editable, a person couldn't reach it,
    ///   or it can't take keyboard focus.
    func focusForEditing(for interaction: String) throws(InteractionRefusal) {
        guard isEditable else { throw refuse(interaction, .notEditable) }
        if !isFirstResponder {
            try checkReachable(for: interaction)
            guard becomeFirstResponder() else {
                throw refuse(interaction, .notFocused)
            }
        }
        beginEditing()
    }
}
