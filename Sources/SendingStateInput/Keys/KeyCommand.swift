/// What a key does to the focused control, in the words of no particular toolkit.
///
/// ``InputTarget/keyCommand(for:)`` turns a key press into a command, by default with
/// ``ControlKind/command(for:)``, and the input engine hands it to the focused control as ``TargetInput/command(_:)``, in ``InputTarget/respond(to:)``, which does
/// it the way its toolkit's control does: a button reports `primaryActionTriggered`, a switch flips
/// and reports `valueChanged` and `primaryActionTriggered`, a text field edits its text and reports
/// `editingChanged`. The kit edits the text of a ``TextInputTarget`` that leaves the command.
public enum KeyCommand: Hashable, Sendable {
    /// Space or Return on a button or a toggle: its primary action, as a tap would trigger it.
    case activate
    /// One step up: an up or right arrow on a slider or a stepper, or one that moves a control
    /// made of parts, such as a segmented control, to its next part.
    case increment
    /// One step down: a down or left arrow on a slider or a stepper, or one that moves a control
    /// made of parts to its previous part.
    case decrement
    /// A character typed into a text field, replacing the selection: the character as the person
    /// typed it, uppercase with Shift, or a space.
    case insertText(String)
    /// Delete-backward in a text field: the selection, or the character before the caret.
    case deleteBackward
    /// Delete-forward in a text field: the selection, or the character after the caret.
    case deleteForward
    /// The left or right arrow in a text field: the caret moves one character, or the selection
    /// grows by one with Shift.
    case moveCaret(forward: Bool, extendingSelection: Bool)
    /// Return in a text field: editing ends, as UIKit's return key ends it.
    case endEditing
}
