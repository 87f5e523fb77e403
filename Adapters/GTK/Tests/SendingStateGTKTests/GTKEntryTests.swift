import SendingState
import SendingStateGTK
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsDisplay)
struct GTKEntryTests {
    /// A box around an entry whose editing events are mapped.
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

    let box = EntryBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func typingAndPressingReturnReportsTheEditingEventsInOrder() throws {
        // Text set from code first leaves a person's typing reported.
        box.entry.text = ""
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.focusWindow()
        try window.pointer.click(box.entry)
        window.waitUntil { box.entry.isEditing }
        try window.pointer.type("Tea")
        window.waitUntil { box.entry.text == "Tea" }
        try window.pointer.key("Return")
        window.waitUntil { !box.entry.isEditing }
        window.settle(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[editingDidBegin] ", "[editingChanged] T", "[editingChanged] Te", "[editingChanged] Tea",
                "[editingDidEndOnExit] Tea", "[editingDidEnd] Tea",
            ])
        #expect(!box.entry.isEditing)
    }

    @Test func shiftSpaceTypesASpaceAndShiftReturnEndsEditingAsHeadless() throws {
        box.entry.text = ""
        let window = TestWindow(box)
        defer { window.close() }
        try window.pointer.focusWindow()
        try window.pointer.click(box.entry)
        window.waitUntil { box.entry.isEditing }
        try window.pointer.type("Tea")
        try window.pointer.key("shift+space")
        try window.pointer.type("x")
        window.waitUntil { box.entry.text == "Tea x" }
        #expect(box.entry.text == "Tea x")
        try window.pointer.key("shift+Return")
        window.waitUntil { !box.entry.isEditing }
        window.settle(seconds: 0.1)
        #expect(recorder.actions.suffix(2) == ["[editingDidEndOnExit] Tea x", "[editingDidEnd] Tea x"])
        #expect(!box.entry.isEditing)
    }

    @Test func textSetByCodeReportsNothing() {
        let window = TestWindow(box)
        defer { window.close() }
        box.entry.text = "Milk"
        window.settle(seconds: 0.1)
        #expect(box.entry.text == "Milk")
        // The window may focus the entry as it opens, which begins editing; the text set by code
        // changed nothing a person did.
        #expect(!recorder.actions.contains { $0.hasPrefix("[editingChanged]") })
    }

    @Test func thePlaceholderIsShownWhileEmpty() {
        let entry = GTKEntry(placeholder: "Name")
        #expect(entry.placeholder == "Name")
        entry.placeholder = nil
        #expect(entry.placeholder == nil)
    }
}
