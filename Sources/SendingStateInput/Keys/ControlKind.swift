public import SendingState

/// What kind of control a sender is, which decides the keys it handles itself when it has focus.
///
/// A focused control takes its own keys before any key mapping sees them, as a UIKit control's
/// keyboard behaviour comes before a key command: ``command(for:)`` says which. The same kinds
/// decide, in every toolkit, which pointer owns a press: a press on a control, or on anything
/// inside one, belongs to that control (see ``InputEngine``).
///
/// | Kind | Key | Command |
/// | --- | --- | --- |
/// | ``button`` | Space or Return, without modifiers | ``KeyCommand/activate`` |
/// | ``toggle`` | Space or Return, without modifiers | ``KeyCommand/activate`` |
/// | ``slider``, ``stepper`` | up or right arrow, without modifiers | ``KeyCommand/increment`` |
/// | ``slider``, ``stepper`` | down or left arrow, without modifiers | ``KeyCommand/decrement`` |
/// | ``textField`` | a character, alone or with Shift | ``KeyCommand/insertText(_:)``, the character as Shift makes it |
/// | ``textField`` | Space, alone or with Shift | ``KeyCommand/insertText(_:)`` with a space |
/// | ``textField`` | Return, alone or with Shift | ``KeyCommand/endEditing`` |
/// | ``textField`` | delete-backward or delete-forward, alone or with Shift | ``KeyCommand/deleteBackward`` or ``KeyCommand/deleteForward`` |
/// | ``textField`` | left or right arrow, alone or with Shift | ``KeyCommand/moveCaret(forward:extendingSelection:)``, extending the selection with Shift |
///
/// A key with Command, Control or Option is never a control's own: it goes up the focus chain to
/// the key mappings, so Command-S in a text field reaches the screen's mapping. So do Tab, Escape
/// and every key not in the table.
public enum ControlKind: Hashable, Sendable, CaseIterable {
    /// A button, as `UIButton`, or any control whose keyboard activation is its primary action.
    case button
    /// A toggle, switch or check box, as `UISwitch`.
    case toggle
    /// A slider, as `UISlider`.
    case slider
    /// A stepper, as `UIStepper`, or a spin button.
    case stepper
    /// A text field, as `UITextField`, or a search field.
    case textField

    /// The command a key press gives a focused control of this kind, or `nil` when the key isn't
    /// the control's own and goes up the focus chain.
    ///
    /// ```swift
    /// ControlKind.textField.command(for: KeyPress("q", modifierFlags: .shift))  // .insertText("Q")
    /// ControlKind.button.command(for: KeyPress(.space))                        // .activate
    /// ControlKind.button.command(for: KeyPress(.space, modifierFlags: .shift)) // nil
    /// ```
    ///
    /// - Parameter press: The key and the modifiers held.
    /// - Returns: The command, or `nil`.
    public func command(for press: KeyPress) -> KeyCommand? {
        switch self {
        case .button, .toggle:
            return press == KeyPress(.space) || press == KeyPress(.return) ? .activate : nil
        case .slider, .stepper:
            switch press {
            case KeyPress(.upArrow), KeyPress(.rightArrow): return .increment
            case KeyPress(.downArrow), KeyPress(.leftArrow): return .decrement
            default: return nil
            }
        case .textField:
            return Self.editingCommand(for: press)
        }
    }

    /// A text field's command for a key held alone or with Shift, which a person holds while typing
    /// without meaning a shortcut.
    private static func editingCommand(for press: KeyPress) -> KeyCommand? {
        guard press.modifierFlags.isSubset(of: .shift) else { return nil }
        let shifted = press.modifierFlags == .shift
        switch press.key {
        case .return: return .endEditing
        case .space: return .insertText(" ")
        case .deleteBackward: return .deleteBackward
        case .deleteForward: return .deleteForward
        case .leftArrow: return .moveCaret(forward: false, extendingSelection: shifted)
        case .rightArrow: return .moveCaret(forward: true, extendingSelection: shifted)
        default:
            guard let character = press.key.character, character.properties.generalCategory != .control else {
                return nil
            }
            // A press keeps a letter lowercase, with Shift: the letter the person typed is its uppercase.
            return .insertText(shifted ? String(character).uppercased() : String(character))
        }
    }
}
