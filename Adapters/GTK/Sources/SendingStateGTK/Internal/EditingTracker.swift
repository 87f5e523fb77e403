import CGtk
import SendingState
import SendingStateInput

/// Reports a text field's or text view's editing events, as UIKit's `UITextField` and `UITextView`
/// do, from the focus and the signals of a `GtkEditable` or a `GtkTextBuffer`: the logic
/// ``GTKEntry``, ``GTKSearchEntry`` and ``GTKTextView`` share.
///
/// A wrapper owns one and starts it with ``track(_:)`` or ``track(_:buffer:acceptsEditing:)`` once it is
/// initialized; the tracker holds the wrapper weakly, and its signal handlers hold the tracker
/// weakly.
///
/// Focus entering the view, or a child of it such as its text, reports `editingDidBegin`, after
/// the touch that focused it has ended; each change a person causes reports `editingChanged`.
/// For a field, "activate", which Return emits, reports `editingDidEndOnExit`, then `editingDidEnd`
/// as the field gives up the focus; focus leaving otherwise reports `editingDidEnd`. Text set from
/// code, inside the view's `fromCode`, reports nothing.
@MainActor
final class EditingTracker {
    private weak var control: GTKWidget?

    /// Whether the view has the focus and takes typing.
    private(set) var isEditing = false

    /// Whether the view has the focus, editing or not: a text view that isn't editable takes it too.
    private var hasFocus = false

    /// Whether editing began while a touch was on the field, and waits for the touch to end to
    /// report it.
    private var beganDuringTouch = false

    /// Whether focus entering the view begins editing: a text view that isn't editable takes the
    /// focus to select text, and doesn't edit, as a UIKit text view that isn't editable doesn't.
    private var acceptsEditing: @MainActor (GTKWidget) -> Bool = { _ in true }

    /// Whether a text buffer's user action, such as a paste that replaces a selection, is under way.
    private var isInUserAction = false

    /// Whether the text changed during the user action under way.
    private var changedInUserAction = false

    /// Starts reporting the editing events of a control whose widget is a `GtkEditable`.
    func track(_ control: GTKControl) {
        trackFocus(of: control)
        connectSignal(control.widget, "changed") { [weak self] _ in self?.textDidChange() }
        connectSignal(control.widget, "activate") { [weak self] _ in self?.returnPressed() }
        endEditingOnTheEnginesKeys(of: control)
    }

    /// Starts reporting the editing events of a view whose text is in a `GtkTextBuffer`, where
    /// Return types a newline rather than ending editing.
    ///
    /// A buffer emits "changed" for each insertion and deletion, so a paste over a selection emits
    /// two; the changes of one user action, which GTK brackets with "begin-user-action" and
    /// "end-user-action", report one `editingChanged` as it ends. A view made editable while it
    /// has the focus begins its editing as the first user action begins, as the kit's editing
    /// begins with the first key.
    ///
    /// - Parameters:
    ///   - view: The wrapper of the view that shows the buffer.
    ///   - buffer: The buffer whose changes to report.
    ///   - acceptsEditing: Whether focus entering the view now begins editing.
    func track(
        _ view: GTKWidget, buffer: UnsafeMutablePointer<GtkTextBuffer>,
        acceptsEditing: @escaping @MainActor (GTKWidget) -> Bool
    ) {
        self.acceptsEditing = acceptsEditing
        trackFocus(of: view)
        connectSignal(buffer, "begin-user-action") { [weak self] _ in
            guard let self else { return }
            if hasFocus { beginEditing() }
            isInUserAction = true
            changedInUserAction = false
        }
        connectSignal(buffer, "changed") { [weak self] _ in
            guard let self else { return }
            if isInUserAction {
                changedInUserAction = true
            } else {
                textDidChange()
            }
        }
        connectSignal(buffer, "end-user-action") { [weak self] _ in
            guard let self else { return }
            isInUserAction = false
            if changedInUserAction { textDidChange() }
            changedInUserAction = false
        }
    }

    private func trackFocus(of control: GTKWidget) {
        self.control = control
        let focus = eventController(gtk_event_controller_focus_new())
        gtk_widget_add_controller(control.widget, focus)
        connectSignal(UnsafeMutableRawPointer(focus), "enter") { [weak self] _ in
            self?.hasFocus = true
            self?.beginEditing()
        }
        connectSignal(UnsafeMutableRawPointer(focus), "leave") { [weak self] _ in
            self?.hasFocus = false
            self?.endEditing()
        }
    }

    private func textDidChange() {
        guard let control, !control.isSettingFromCode else { return }
        control.ss.report(.control(.editingChanged))
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
        guard !isEditing, let control, acceptsEditing(control) else { return }
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
