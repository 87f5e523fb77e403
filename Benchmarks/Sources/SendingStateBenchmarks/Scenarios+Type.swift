import BenchmarkSupport
import HeadlessWidgets
import SendingState

/// Type: one character typed on the keyboard into the focused text field, with `window.press("a")`,
/// through the window's input engine, to the field's mapped `editingChanged`.
///
/// The field is emptied after each character, with `field.text = ""`, which sends no event, so that
/// every character is typed into the same empty field and costs the same: typing into a longer text
/// would copy more of it each time. Emptying costs a few instructions and no allocation.
@MainActor
let typeScenarios = [
    Scenario.iterated(name: "type/text field") {
        let fixture = TypeFixture()
        return { iterations in
            for _ in 0..<iterations {
                fixture.window.press("a")
                fixture.field.text = ""
            }
            return fixture.handler.checksum
        }
    }
]

/// A window with a form whose text field is first responder, and maps the field's
/// `editingChanged`.
@MainActor
private final class TypeFixture {
    let window = Window(size: Size(width: 400, height: 400))
    let form = TypeForm(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let field = TextField(frame: Rect(x: 20, y: 20, width: 360, height: 44))
    let handler = CountingHandler()

    init() {
        window.addSubview(form)
        form.addSubview(field)
        // A tag of 1, so that the checksum counts the characters that reached the handler.
        field.tag = 1
        form.field = field
        form.ss.addActionHandler(to: handler)
        precondition(field.becomeFirstResponder(), "the text field can't take the focus")
        precondition(window.firstResponder === field)
    }
}

/// The provider that maps the text field's editingChanged.
private final class TypeForm: View, EventForwardingProvider {
    weak var field: TextField?

    var eventForwarder: any EventForwardable {
        SenderGroup {
            if let field {
                EventForwarder(field) { sender, ctx in
                    ctx.control(.editingChanged) { [RowAction.delete(tag: sender.tag)] }
                }
            }
        }
    }
}
