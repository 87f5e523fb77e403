import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKTextViewTests {
    /// A title field above a text view, whose touch and editing events are mapped.
    final class NotesBox: GTKBox, EventForwardingProvider {
        let title = GTKEntry(placeholder: "Title")
        let notes = GTKTextView()

        init() {
            super.init(axis: .vertical, spacing: 8)
            setMargins(20)
            notes.setMinimumSize(width: 300, height: 120)
            addSubview(title)
            addSubview(notes)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(notes) { notes, ctx in
                for event: ControlEvents in [
                    .touchDown, .touchUpInside, .primaryActionTriggered, .editingDidBegin, .editingChanged,
                    .editingDidEndOnExit, .editingDidEnd,
                ] {
                    ctx.control(event) { ["\(event) \(notes.text)"] }
                }
            }
        }
    }

    let box = NotesBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    /// Opens the box in a window, focused on the title field, with nothing recorded.
    private func openWindow() throws -> GTKTestWindow {
        let window = GTKTestWindow(box)
        try window.input.focusWindow()
        try window.input.click(box.title)
        window.waitUntil { box.title.isEditing }
        window.settle()
        recorder.removeAll()
        return window
    }

    @Test func aClickBeginsEditingAndEachLineTypedWithReturnReportsEachChange() throws {
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        try window.input.type("Tea")
        try window.input.key("Return")
        try window.input.type("Jam")
        try window.input.key("BackSpace")
        window.waitUntil { box.notes.text == "Tea\nJa" }
        window.settle()
        #expect(
            recorder.actions == [
                "[editingDidBegin] ", "[editingChanged] T", "[editingChanged] Te", "[editingChanged] Tea",
                "[editingChanged] Tea\n", "[editingChanged] Tea\nJ", "[editingChanged] Tea\nJa",
                "[editingChanged] Tea\nJam", "[editingChanged] Tea\nJa",
            ], "a UIKit text view is no control: a tap on it reports no touch events")
        #expect(box.notes.isEditing, "Return types a newline and keeps editing")
        #expect(box.notes.text == "Tea\nJa")
    }

    @Test func tabTypesATabAndShiftTabMovesTheFocusBack() throws {
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        try window.input.key("Tab")
        window.waitUntil { box.notes.text == "\t" }
        window.settle()
        #expect(box.notes.text == "\t")
        #expect(box.notes.isEditing)
        try window.input.key("shift+Tab")
        window.waitUntil { box.title.isEditing }
        window.settle()
        #expect(box.title.isEditing)
        #expect(!box.notes.isEditing)
        #expect(box.notes.text == "\t", "Shift-Tab types nothing")
        #expect(recorder.actions == ["[editingDidBegin] ", "[editingChanged] \t", "[editingDidEnd] \t"])
    }

    @Test func focusLeavingForAnotherFieldReportsEditingDidEnd() throws {
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        try window.input.type("x")
        window.waitUntil { box.notes.text == "x" }
        try window.input.click(box.title)
        window.waitUntil { !box.notes.isEditing }
        window.settle()
        #expect(recorder.actions == ["[editingDidBegin] ", "[editingChanged] x", "[editingDidEnd] x"])
    }

    @Test func textInsetsAreTheSpaceInsideTheTextViewOnEachSide() {
        let editor = GTKTextView(text: "Milk")
        #expect(editor.textInsets == .zero)
        editor.textInsets = GTKEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(editor.textInsets == GTKEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(editor.margins == .zero)
        let inner = cgtk_text_view(editor.widget)
        #expect(gtk_text_view_get_top_margin(inner) == 1)
        #expect(gtk_text_view_get_left_margin(inner) == 2)
        #expect(gtk_text_view_get_bottom_margin(inner) == 3)
        #expect(gtk_text_view_get_right_margin(inner) == 4)
    }

    @Test func textSetByCodeReportsNothing() throws {
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        window.settle()
        recorder.removeAll()
        box.notes.text = "Milk\nEggs"
        window.wait(seconds: 0.1)
        #expect(box.notes.text == "Milk\nEggs")
        #expect(recorder.actions.isEmpty)
    }

    @Test func aPasteOverASelectionReportsOneChange() throws {
        box.notes.text = "Milk"
        let window = try openWindow()
        defer { window.close() }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(box.notes.widget), "Bread\nButter")
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        try window.input.key("ctrl+a")
        try window.input.key("ctrl+v")
        window.waitUntil { box.notes.text == "Bread\nButter" }
        window.settle()
        #expect(box.notes.text == "Bread\nButter")
        #expect(
            recorder.actions == ["[editingDidBegin] Milk", "[editingChanged] Bread\nButter"],
            "GTK deletes the selection and inserts the paste: one change to a person")
    }

    @Test func aTextViewThatIsNotEditableTakesNoTypingAndBeginsNoEditing() throws {
        box.notes.text = "Read me"
        box.notes.isEditable = false
        #expect(!box.notes.isEditable)
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        try window.input.type("x")
        window.settle()
        #expect(box.notes.text == "Read me")
        #expect(!box.notes.isEditing)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aReadOnlyTextViewMadeEditableWhileFocusedTakesTyping() throws {
        box.notes.isEditable = false
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isFirstResponder }
        window.settle()
        box.notes.isEditable = true
        try window.input.type("!")
        window.waitUntil { box.notes.text == "!" }
        window.settle()
        #expect(box.notes.text == "!")
        #expect(box.notes.isEditing)
        #expect(recorder.actions == ["[editingDidBegin] ", "[editingChanged] !"])
    }

    @Test func aChangeAPersonMakesWithoutTheFocusBeginsNoEditing() throws {
        let window = try openWindow()
        defer { window.close() }
        let buffer = gtk_text_view_get_buffer(cgtk_text_view(box.notes.widget))
        /// Inserts text as GTK's drop of dragged text does: a user action, not a focused one.
        func drop(_ text: String) {
            gtk_text_buffer_begin_user_action(buffer)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
            gtk_text_buffer_end_user_action(buffer)
            window.settle()
        }
        drop("x")
        #expect(!box.notes.isEditing, "never focused")
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        try window.input.click(box.title)
        window.waitUntil { !box.notes.isEditing }
        window.settle()
        drop("y")
        #expect(!box.notes.isEditing, "the focus has left")
        #expect(
            recorder.actions == [
                "[editingChanged] x", "[editingDidBegin] x", "[editingDidEnd] x", "[editingChanged] xy",
            ])
    }

    /// An action handler that makes a text view read-only as one action reaches it.
    @MainActor
    final class ReadOnlyMaker: @MainActor ActionHandlingProvider {
        let notes: GTKTextView
        let trigger: String

        init(_ notes: GTKTextView, on trigger: String) {
            self.notes = notes
            self.trigger = trigger
        }

        func handle(action: String) {
            if action == trigger { notes.isEditable = false }
        }
    }

    @Test func aTextViewMadeReadOnlyByItsEditingChangedHandlerStopsTakingTheCharactersLeft() throws {
        let maker = ReadOnlyMaker(box.notes, on: "[editingChanged] abcde")
        box.ss.addActionHandler(to: maker)
        let window = try openWindow()
        defer { window.close() }
        try window.input.click(box.notes)
        window.waitUntil { box.notes.isEditing }
        try window.input.type("abcdefgh")
        window.waitUntil { !box.notes.isEditable }
        window.wait(seconds: 0.2)
        try window.input.type("z")
        window.wait(seconds: 0.1)
        window.settle()
        #expect(box.notes.text == "abcde")
        #expect(
            recorder.actions
                == ["[editingDidBegin] "]
                + ["a", "ab", "abc", "abcd", "abcde"].map { "[editingChanged] \($0)" })
    }

    @Test func linesWrapAtWordsByDefault() {
        let notes = GTKTextView()
        #expect(notes.wrapsLines)
        #expect(gtk_text_view_get_wrap_mode(cgtk_text_view(notes.widget)) == GTK_WRAP_WORD_CHAR)
        notes.wrapsLines = false
        #expect(!notes.wrapsLines)
        #expect(gtk_text_view_get_wrap_mode(cgtk_text_view(notes.widget)) == GTK_WRAP_NONE)
    }

    @Test func theTextGivenFirstIsShownAndEditable() {
        let notes = GTKTextView(text: "Milk\nEggs")
        #expect(notes.text == "Milk\nEggs")
        #expect(notes.isEditable)
        #expect(!notes.isEditing)
    }

    @Test func aScreenReaderReadsItsLabelAsAMultiLineTextBoxWithItsTextAsItsValue() {
        let notes = GTKTextView()
        notes.accessibilityLabel = "Notes"
        #expect(cgtk_accessible_label_is(notes.widget, "Notes") != 0)
        #expect(notes.accessibilityName == "Notes")
        #expect(notes.accessibilityRole == .textField)
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(notes.widget)) == GTK_ACCESSIBLE_ROLE_TEXT_BOX)
        #expect(cgtk_accessible_is_multi_line(notes.widget) != 0)
        #expect(notes.accessibilityValue == nil)
        notes.text = "Milk\nEggs"
        #expect(notes.accessibilityValue == "Milk\nEggs")
    }

    // MARK: - The article's snippets

    /// A screen that saves its notes as they end editing.
    final class NotesScreen: GTKBox, EventForwardingProvider {
        let notes = GTKTextView()
        let scroller = GTKScrolledWindow()

        init() {
            super.init(axis: .vertical)
            notes.accessibilityLabel = "Notes"
            scroller.contentView = notes
            scroller.setMinimumSize(width: 300, height: 120)
            addSubview(scroller)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(notes) { notes, ctx in
                ctx.control(.editingDidEnd) { ["save \(notes.text)"] }
            }
        }
    }

    @Test func theNotesInAScrolledWindowAreSavedAsEditingEnds() throws {
        let screen = NotesScreen()
        screen.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(screen)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(screen.notes)
        window.waitUntil { screen.notes.isEditing }
        try window.input.type("Tea")
        try window.input.key("Return")
        try window.input.type("Jam")
        window.waitUntil { screen.notes.text == "Tea\nJam" }
        window.removeFocus()
        window.waitUntil { !screen.notes.isEditing }
        window.settle()
        #expect(recorder.actions == ["save Tea\nJam"])
    }
}
