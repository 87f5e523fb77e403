import SendingState

/// What a key does to an editable text that has the focus.
enum TextKeys {
    /// An edit, or a move of the focus.
    enum Action {
        case command(KeyCommand)
        case moveFocus(forward: Bool)
    }

    /// What a key does to a text of one line or of several, or `nil` when the key isn't the
    /// text's: a text field's keys (see ``ControlKind/command(for:)``), and for several lines
    /// Return, which types a newline, Tab, which types a tab, and Control-Tab, which moves the
    /// focus on.
    static func action(for press: KeyPress, multiline: Bool) -> Action? {
        if multiline {
            switch press {
            case KeyPress(.tab): return .command(.insertText("\t"))
            case KeyPress(.tab, modifierFlags: .control): return .moveFocus(forward: true)
            case KeyPress(.return), KeyPress(.return, modifierFlags: .shift):
                return .command(.insertText("\n"))
            default: break
            }
        }
        return ControlKind.textField.command(for: press).map(Action.command)
    }
}
