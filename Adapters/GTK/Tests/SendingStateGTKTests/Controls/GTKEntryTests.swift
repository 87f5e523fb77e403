import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKEntryTests {
    let box = EntryBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func typingAndPressingReturnReportsTheEditingEventsInOrder() throws {
        // Text set from code first leaves a person's typing reported.
        box.entry.text = ""
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(box.entry)
        window.waitUntil { box.entry.isEditing }
        try window.input.type("Tea")
        window.waitUntil { box.entry.text == "Tea" }
        try window.input.key("Return")
        window.waitUntil { !box.entry.isEditing }
        window.wait(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[editingDidBegin] ", "[editingChanged] T", "[editingChanged] Te", "[editingChanged] Tea",
                "[editingDidEndOnExit] Tea", "[editingDidEnd] Tea",
            ])
        #expect(!box.entry.isEditing)
    }

    @Test func shiftSpaceTypesASpaceAndShiftReturnEndsEditingAsHeadless() throws {
        box.entry.text = ""
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(box.entry)
        window.waitUntil { box.entry.isEditing }
        try window.input.type("Tea")
        try window.input.key("shift+space")
        try window.input.type("x")
        window.waitUntil { box.entry.text == "Tea x" }
        #expect(box.entry.text == "Tea x")
        try window.input.key("shift+Return")
        window.waitUntil { !box.entry.isEditing }
        window.wait(seconds: 0.1)
        #expect(recorder.actions.suffix(2) == ["[editingDidEndOnExit] Tea x", "[editingDidEnd] Tea x"])
        #expect(!box.entry.isEditing)
    }

    /// A field and a button, whose touch events and the field's editing events are mapped.
    final class FormBox: GTKBox, EventForwardingProvider {
        let entry = GTKEntry(placeholder: "Name")
        let search = GTKSearchEntry(placeholder: "Search")
        let button = GTKButton(title: "Add")
        let toggle = GTKToggle(title: "☆")
        let onOff = GTKSwitch()
        let check = GTKCheckButton(title: "Gift wrap")

        init() {
            super.init(axis: .vertical, spacing: 8)
            setMargins(20)
            for widget in [entry, search, button, toggle, onOff, check] as [GTKWidget] { addSubview(widget) }
        }

        var eventForwarder: any EventForwardable {
            let events: [(ControlEvents, String)] = [
                (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                (.touchUpOutside, "touchUpOutside"),
                (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
                (.editingDidEnd, "editingDidEnd"),
            ]
            return SenderGroup {
                for (name, sender) in [("entry", entry), ("search", search), ("button", button)]
                    as [(String, GTKControl)]
                {
                    EventForwarder(sender) { _, ctx in
                        for (event, eventName) in events { ctx.control(event) { ["\(name) \(eventName)"] } }
                    }
                }
            }
        }
    }

    @Test(arguments: ["entry", "search"])
    func aClickBeginsEditingAfterTheTouchAsATapOnAUIKitTextFieldDoes(field: String) throws {
        let form = FormBox()
        form.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(form)
        defer { window.close() }
        try window.input.focusWindow()
        window.removeFocus()
        recorder.removeAll()
        try window.input.click(field == "entry" ? form.entry : form.search)
        window.settle()
        #expect(
            recorder.actions == [
                "\(field) touchDown", "\(field) touchUpInside", "\(field) primaryActionTriggered",
                "\(field) editingDidBegin",
            ])
    }

    @Test func aPressThatSlidesOffAFieldBeginsEditingWhenItEnds() throws {
        let form = FormBox()
        form.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(form)
        defer { window.close() }
        try window.input.focusWindow()
        window.removeFocus()
        recorder.removeAll()
        let center = window.input.center(of: form.entry)
        try window.input.drag(form.entry, from: center, to: Point(x: center.x, y: center.y + 150))
        window.settle()
        // GTK focused the field as the press landed: it edits, once the touch is over.
        #expect(recorder.actions == ["entry touchDown", "entry touchUpOutside", "entry editingDidBegin"])
        #expect(form.entry.isEditing)
    }

    @Test func aClickOnAButtonLeavesTheFieldEditing() throws {
        let form = FormBox()
        form.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(form)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(form.entry)
        window.settle()
        recorder.removeAll()
        try window.input.click(form.button)
        window.settle()
        #expect(
            recorder.actions == ["button touchDown", "button touchUpInside", "button primaryActionTriggered"])
        #expect(form.entry.isEditing, "a click doesn't take the focus, as a tap on a UIKit button doesn't")
        for control in [form.toggle, form.onOff, form.check] as [GTKControl] {
            try window.input.click(control)
            window.settle()
            #expect(form.entry.isEditing, "\(type(of: control))")
        }
        try window.input.type("x")
        window.settle()
        #expect(form.entry.text == "x")
    }

    @Test func textSetByCodeReportsNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.entry.text = "Milk"
        window.wait(seconds: 0.1)
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
