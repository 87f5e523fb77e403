import SendingState

/// Fires the actions of a control or a gesture recognizer as the iOS library's test helper does,
/// through HeadlessWidgets' raw input instead of the Objective-C runtime.
///
/// Like the iOS helper, it checks nothing a person would meet: a hidden or disabled control sends
/// its events too. A switch, slider or text field sends its event only when the value it is given
/// differs from the one it had.
@MainActor
enum TestActionTrigger {
    /// Sends a control's events.
    static func simulateControl(_ control: UIControl, for event: UIControl.Event) {
        control.sendActions(for: event)
    }

    /// Sets a switch, and sends `valueChanged` if that turned it.
    static func simulateSwitch(_ control: UISwitch, flag: Bool) {
        let oldValue = control.isOn
        control.isOn = flag
        if oldValue != flag {
            control.sendActions(for: .valueChanged)
        }
    }

    /// Sets a slider's value, and sends `valueChanged` if the value given differs from the old one.
    static func simulateSlider(_ control: UISlider, value: Float) {
        let oldValue = control.value
        control.value = value
        if oldValue != value {
            control.sendActions(for: .valueChanged)
        }
    }

    /// Sets a text field's text, and sends `editingChanged` if the text given differs from the old one.
    static func simulateTextField(_ control: UITextField, text: String? = nil) {
        let oldValue = control.text
        control.text = text
        if oldValue != text {
            control.sendActions(for: .editingChanged)
        }
    }

    /// Fires a gesture recognizer's mapping, in the first phase the mapping fires on.
    static func simulateGestureRecognition(_ gesture: UIGestureRecognizer) {
        gesture.simulateRecognition()
    }
}
