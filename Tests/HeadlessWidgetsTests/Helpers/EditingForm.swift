import HeadlessWidgets
import SendingState

/// A form of three text fields stacked top to bottom, `name`, `email` and `note`, that forwards
/// each field's editing events as actions such as `"email begin"`, so that one recorder sees the
/// events of every field in the order they happened.
final class EditingForm: View, EventForwardingProvider {
    let name = TextField()
    let email = TextField()
    let note = TextField()

    override init(frame: Rect) {
        super.init(frame: frame)
        let fields = [(name, "name", "Name"), (email, "email", "Email"), (note, "note", "Note")]
        for (index, (field, identifier, placeholder)) in fields.enumerated() {
            field.accessibilityIdentifier = identifier
            field.placeholder = placeholder
            field.frame = Rect(x: 0, y: Double(index) * 50, width: 300, height: 44)
            addSubview(field)
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            for field in [name, email, note] {
                EventForwarder(field) { field, ctx in
                    let id = field.accessibilityIdentifier ?? "?"
                    ctx.control(.editingDidBegin) { ["\(id) begin"] }
                    ctx.control(.editingChanged) { ["\(id) changed \(field.text ?? "")"] }
                    ctx.control(.editingDidEnd) { ["\(id) end"] }
                    ctx.control(.editingDidEndOnExit) { ["\(id) exit"] }
                }
            }
        }
    }

    /// A form added to `window` at the origin, with a recorder attached.
    static func added(to window: Window) -> (EditingForm, ActionRecorder<String>) {
        let form = EditingForm(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(form)
        let recorder = ActionRecorder<String>()
        form.ss.addActionHandler(to: recorder)
        return (form, recorder)
    }
}
