import SendingState
import SendingStateGTK

/// A box around an entry whose editing events are mapped, each to the event and the entry's text,
/// such as `[editingChanged] Bread`.
final class EntryBox: GTKBox, EventForwardingProvider {
    let entry = GTKEntry(placeholder: "Add a product")

    init() {
        super.init(axis: .vertical)
        setMargins(20)
        addSubview(entry)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(entry) { entry, ctx in
            for event: ControlEvents in [
                .editingDidBegin, .editingChanged, .editingDidEndOnExit, .editingDidEnd,
            ] {
                ctx.control(event) { ["\(event) \(entry.text)"] }
            }
        }
    }
}
