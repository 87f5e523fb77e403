import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKSearchEntryTests {
    /// A box around a search entry whose editing events are mapped.
    final class SearchBox: GTKBox, EventForwardingProvider {
        let search = GTKSearchEntry(placeholder: "Search products")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(search)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(search) { search, ctx in
                for event: ControlEvents in [
                    .editingDidBegin, .editingChanged, .editingDidEndOnExit, .editingDidEnd,
                ] {
                    ctx.control(event) { ["\(event) \(search.text)"] }
                }
                ctx.control(.valueChanged) { ["search \(search.text)"] }
            }
        }
    }

    let box = SearchBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func typingAndPressingReturnReportsTheEditingEventsInOrderAtOnce() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(box.search)
        window.waitUntil { box.search.isEditing }
        try window.input.type("Tea")
        window.waitUntil { box.search.text == "Tea" }
        // Read as soon as the text is in: each keystroke was reported as it happened, not after
        // GtkSearchEntry's delay, which would also have merged the three into one.
        #expect(
            recorder.actions == [
                "[editingDidBegin] ", "[editingChanged] T", "[editingChanged] Te", "[editingChanged] Tea",
            ])
        try window.input.key("Return")
        window.waitUntil { !box.search.isEditing }
        window.wait(seconds: 0.3)
        #expect(
            recorder.actions.filter { !$0.hasPrefix("search") } == [
                "[editingDidBegin] ", "[editingChanged] T", "[editingChanged] Te", "[editingChanged] Tea",
                "[editingDidEndOnExit] Tea", "[editingDidEnd] Tea",
            ])
        #expect(!box.search.isEditing)
    }

    @Test func aPauseInTypingReportsOneSearchForWhatWasTyped() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(box.search)
        window.waitUntil { box.search.isEditing }
        try window.input.type("Tea")
        window.waitUntil { recorder.actions.contains { $0.hasPrefix("search") } }
        try window.input.type("s")
        window.waitUntil { recorder.actions.filter { $0.hasPrefix("search") }.count >= 2 }
        window.wait(seconds: 0.4)
        #expect(recorder.actions.filter { $0.hasPrefix("search") } == ["search Tea", "search Teas"])
        #expect(recorder.actions.filter { $0.hasPrefix("[editingChanged]") }.count == 4)
    }

    @Test func textSetByCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.search.text = "Milk"
        // Longer than GtkSearchEntry's delay before "search-changed".
        window.wait(seconds: 0.5)
        #expect(box.search.text == "Milk")
        // The window may focus the entry as it opens, which begins editing; the text set by code
        // changed nothing a person did.
        #expect(!recorder.actions.contains { $0.hasPrefix("[editingChanged]") })
        #expect(!recorder.actions.contains { $0.hasPrefix("search") })
    }

    @Test func thePlaceholderIsShownWhileEmpty() {
        let search = GTKSearchEntry(placeholder: "Name")
        #expect(search.placeholder == "Name")
        search.placeholder = nil
        #expect(search.placeholder == nil)
        #expect(GTKSearchEntry().placeholder == nil)
    }

    @Test func aSearchEntryIsATextFieldToAssistiveTechnology() {
        #expect(GTKSearchEntry().accessibilityRole == .textField)
    }
}
