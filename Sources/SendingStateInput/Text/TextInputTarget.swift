import SendingState

/// An input target a person types text into, whose text the kit edits: a text field or a text
/// view of a toolkit that has none of its own.
///
/// Store an ``EditableText`` and say whether a person may change it and whether it has several
/// lines; the kit does the rest, as UIKit's text fields and text views do:
///
/// - It begins editing as the view takes the ``KeyboardFocus`` while editable, with
///   `editingDidBegin`, and ends it as the view loses the focus, with `editingDidEnd`; a view
///   made editable while it has the focus begins with the first key.
/// - A character or Space types, replacing the selection; the delete keys delete the selection or
///   a character; the left and right arrows move the caret, or grow the selection with Shift. Each
///   change reports one `editingChanged`.
/// - Return ends a one-line text's editing, with `editingDidEndOnExit`, and the view gives up the
///   focus; it types a newline into a text of several lines, where Tab types a tab and
///   Control-Tab moves the focus on.
/// - A view that isn't editable takes the focus, to be read, but no typing: its keys go up the
///   chain to the key mappings.
///
/// The view is asked first: ``InputTarget/respond(to:)`` hears each ``TargetInput/command(_:)``,
/// and the kit edits only when it answers `false`. A toolkit whose text fields edit their own text,
/// as GTK's do, makes its fields plain input targets of kind ``ControlKind/textField`` instead.
///
/// ```swift
/// final class Field: CellView, TextInputTarget {
///     var editableText = EditableText()
///     var isEditable: Bool { true }
///     var isMultiline: Bool { false }
/// }
/// ```
@MainActor
public protocol TextInputTarget: InputTarget {
    /// The text and its caret or selection, which the kit edits.
    var editableText: EditableText { get set }

    /// Whether a person may change the text now.
    var isEditable: Bool { get }

    /// Whether the text has several lines, as a text view's: Return types a newline and Tab a tab,
    /// instead of ending the editing and moving the focus.
    var isMultiline: Bool { get }
}

extension TextInputTarget {
    /// Whether the view is being edited: from its `editingDidBegin` to its `editingDidEnd`.
    public var isEditingText: Bool { senderInput.isEditing }

    /// Begins editing, with `editingDidBegin`, unless it has begun.
    package func beginEditing() {
        guard !senderInput.isEditing else { return }
        senderInput.isEditing = true
        emit(.control(.editingDidBegin))
    }

    /// Ends editing, with `editingDidEnd`, if it has begun.
    package func endEditing() {
        guard senderInput.isEditing else { return }
        senderInput.isEditing = false
        emit(.control(.editingDidEnd))
    }

    /// Types text one character at a time, as a person does, each replacing the selection with an
    /// `editingChanged`; the characters left when a handler ends the editing or makes the text
    /// read-only go nowhere.
    ///
    /// - Complexity: O(*m* *n*) for *m* characters typed into a text of length *n*.
    package func typeCharacters(_ characters: String) {
        for character in characters {
            guard isEditable, senderInput.isEditing else { return }
            editableText.replaceSelection(with: String(character))
            emit(.control(.editingChanged))
        }
    }

    /// Deletes the selection, or the character before the caret, with an `editingChanged` when the
    /// text changed.
    package func deleteCharacterBackward() {
        guard isEditable, senderInput.isEditing, editableText.deleteBackward() else { return }
        emit(.control(.editingChanged))
    }

    /// Performs a key's command on the text, as the kit does when the view leaves it.
    ///
    /// A text that isn't editable takes no typing and no deletion, which go up the chain to the key
    /// mappings; its caret still moves, to select. A key that comes once a handler ended the editing
    /// goes nowhere, as the characters left of a typed string do.
    ///
    /// - Parameters:
    ///   - command: The command, one of a text's: the engine gives no other.
    ///   - focus: The focus the view gives up when Return ends its editing, if the kit keeps it.
    /// - Returns: Whether the text took the key.
    func edit(_ command: KeyCommand, focus: KeyboardFocus?) -> Bool {
        if case .moveCaret(let forward, let extendingSelection) = command {
            editableText.moveCaret(forward: forward, extendingSelection: extendingSelection)
            return true
        }
        guard isEditable else { return false }
        guard senderInput.isEditing else { return true }
        switch command {
        case .insertText(let text):
            editableText.replaceSelection(with: text)
            emit(.control(.editingChanged))
        case .deleteBackward:
            deleteCharacterBackward()
        case .deleteForward:
            if editableText.deleteForward() { emit(.control(.editingChanged)) }
        case .endEditing:
            emit(.control(.editingDidEndOnExit))
            // A handler of editingDidEndOnExit may have moved the focus already, as a form does to
            // go to its next field: the editing has ended then.
            if let focus, focus.focusedView === self {
                focus.unfocus()
            } else {
                endEditing()
            }
        case .moveCaret, .activate, .increment, .decrement:
            // The caret moved above; a text has no command of a control's.
            break
        }
        return true
    }
}
