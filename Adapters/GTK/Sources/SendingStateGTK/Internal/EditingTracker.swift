import CGtk
import SendingState
import SendingStateInput

/// Reports a text field's editing events, as UIKit's `UITextField` does, from the focus and the
/// signals of a `GtkEditable`: the logic ``GTKEntry`` and ``GTKSearchEntry`` share.
///
/// A wrapper owns one and starts it with ``track(_:)`` once it is initialized; the tracker holds the
/// wrapper weakly, and its signal handlers hold the tracker weakly.
///
/// Focus entering the field, or a child of it such as its text, reports `editingDidBegin`, after
/// the touch that focused it has ended; each
/// "changed" a person causes reports `editingChanged`; "activate", which Return emits, reports
/// `editingDidEndOnExit`, then `editingDidEnd` as the field gives up the focus; focus leaving
/// otherwise reports `editingDidEnd`. Text set through ``text`` reports nothing.
@MainActor
final class EditingTracker {
    private weak var control: GTKControl?

    /// Whether the field has the focus and takes typing.
    private(set) var isEditing = false

    /// Whether editing began while a touch was on the field, and waits for the touch to end to
    /// report it.
    private var beganDuringTouch = false

    /// Starts reporting the editing events of a control whose widget is a `GtkEditable`.
    func track(_ control: GTKControl) {
        self.control = control
        let focus = eventController(gtk_event_controller_focus_new())
        gtk_widget_add_controller(control.widget, focus)
        connectSignal(UnsafeMutableRawPointer(focus), "enter") { [weak self] _ in self?.beginEditing() }
        connectSignal(UnsafeMutableRawPointer(focus), "leave") { [weak self] _ in self?.endEditing() }
        connectSignal(control.widget, "changed") { [weak self] _ in
            guard let control = self?.control, !control.isSettingFromCode else { return }
            control.ss.report(.control(.editingChanged))
        }
        connectSignal(control.widget, "activate") { [weak self] _ in self?.returnPressed() }
        endEditingOnTheEnginesKeys(of: control)
    }

    /// Ends editing on every key that ends a text field's editing in the input engine, such as
    /// Shift-Return, which GTK's text takes without activating: a key controller in the capture
    /// phase sees the key before GTK's text does.
    private func endEditingOnTheEnginesKeys(of control: GTKControl) {
        let keys = eventController(gtk_event_controller_key_new())
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(control.widget, keys)
        connectSignal(UnsafeMutableRawPointer(keys), "key-pressed") { [weak self] arguments in
            guard let self,
                let press = KeyPress(
                    keyval: guint(arguments.unsignedInt(1)), state: guint(arguments.flags(3))),
                ControlKind.textField.command(for: press) == .endEditing
            else { return }
            arguments.setReturn(self.perform(.endEditing))
        }
    }

    /// The text in the field; setting it reports nothing.
    var text: String {
        get {
            guard let control else { return "" }
            return String(cString: gtk_editable_get_text(cgtk_editable(control.widget)))
        }
        set {
            guard let control else { return }
            control.fromCode { gtk_editable_set_text(cgtk_editable(control.widget), newValue) }
        }
    }

    /// Performs an editing command that the field's own key handling left: ends editing as
    /// "activate" does, or types text at the caret, replacing the selection.
    ///
    /// - Returns: Whether the command was one of those.
    func perform(_ command: KeyCommand) -> Bool {
        guard let control else { return false }
        let editable = cgtk_editable(control.widget)
        switch command {
        case .endEditing:
            cgtk_emit_activate(control.widget)
        case .insertText(let text):
            gtk_editable_delete_selection(editable)
            var position = gtk_editable_get_position(editable)
            gtk_editable_insert_text(editable, text, -1, &position)
            gtk_editable_set_position(editable, position)
        default:
            return false
        }
        return true
    }

    /// GTK focuses a field as a press lands on it; UIKit begins editing once the tap has ended,
    /// after its touch events, so editing that begins during a touch is reported when it ends.
    private func beginEditing() {
        guard !isEditing, let control else { return }
        isEditing = true
        if control.senderInput.isTracking {
            beganDuringTouch = true
        } else {
            control.ss.report(.control(.editingDidBegin))
        }
    }

    /// Reports the editing a touch began, once the control has reported the touch's end.
    func touchDidEnd() {
        guard beganDuringTouch else { return }
        beganDuringTouch = false
        control?.ss.report(.control(.editingDidBegin))
    }

    private func endEditing() {
        guard isEditing else { return }
        isEditing = false
        // Editing that a touch began and lost before the touch ended was never reported.
        guard !beganDuringTouch else {
            beganDuringTouch = false
            return
        }
        control?.ss.report(.control(.editingDidEnd))
    }

    private func returnPressed() {
        guard isEditing, let control else { return }
        control.ss.report(.control(.editingDidEndOnExit))
        endEditing()
        // Give up the focus, as a text field resigns first responder on Return.
        if let root = gtk_widget_get_root(control.widget) { gtk_root_set_focus(root, nil) }
    }
}
