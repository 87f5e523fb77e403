import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

@testable import SendingStateWeb

/// The browser edits a text field's and a text view's text; the session reports the editing as
/// UIKit does, from the focus and the texts the page sends, and never undoes a keystroke.
@MainActor
@Suite(.serialized)
struct TextEditingTests {
    /// A form with a search field, a notes text view and a button, whose events become actions.
    final class Form: WebStack, EventForwardingProvider {
        let search = WebTextField(placeholder: "Search")
        let notes = WebTextView(text: "Bring bags")
        let done = WebButton(title: "Done")

        init() {
            super.init(axis: .vertical)
            addSubview(search)
            addSubview(notes)
            addSubview(done)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(search) { field, ctx in
                    for event: ControlEvents in [
                        .touchDown, .touchUpInside, .primaryActionTriggered, .editingDidBegin, .editingDidEnd,
                        .editingDidEndOnExit,
                    ] {
                        ctx.control(event) { ["search \(event)"] }
                    }
                    ctx.control(.editingChanged) { ["search = \(field.text)"] }
                }
                EventForwarder(notes) { view, ctx in
                    for event: ControlEvents in [
                        .touchDown, .touchUpInside, .editingDidBegin, .editingDidEnd, .editingDidEndOnExit,
                    ] {
                        ctx.control(event) { ["notes \(event)"] }
                    }
                    ctx.control(.editingChanged) { ["notes = \(view.text)"] }
                }
            }
        }
    }

    let form = Form()
    let recorder = Recorder<String>()
    let session: WebSession
    let frame = Rect(x: 0, y: 0, width: 200, height: 44)

    init() {
        form.ss.addActionHandler(to: recorder)
        session = WebSession(root: form)
        _ = session.pendingChanges()
    }

    @Test func aClickOnAFieldReportsItsActionThenBeginsEditingThoughTheBrowserFocusesItOnThePress() {
        let middle = Point(x: 100, y: 22)
        #expect(session.handle(.pointer(phase: .down, pointer: 1, location: middle, target: 2, frame: frame)))
        #expect(session.handle(.focus(target: 2)))
        #expect(!form.search.isEditing, "the press is still down")
        #expect(session.handle(.pointer(phase: .up, pointer: 1, location: middle, target: nil, frame: frame)))
        #expect(form.search.isEditing)
        #expect(form.search.isFocused)
        #expect(
            recorder.actions == [
                "search [touchDown]", "search [touchUpInside]", "search [primaryActionTriggered]",
                "search [editingDidBegin]",
            ])
    }

    @Test func aClickOnATextViewReportsNoTouchesAsUIKitsScrollViewDoesAndBeginsEditing() {
        let middle = Point(x: 100, y: 22)
        #expect(session.handle(.pointer(phase: .down, pointer: 1, location: middle, target: 3, frame: frame)))
        #expect(session.handle(.focus(target: 3)))
        #expect(session.handle(.pointer(phase: .up, pointer: 1, location: middle, target: nil, frame: frame)))
        #expect(form.notes.isFocused)
        #expect(recorder.actions == ["notes [editingDidBegin]"])
    }

    @Test func eachChangeThePersonMakesIsReportedAndNeverSentBackToThePage() throws {
        #expect(session.handle(.focus(target: 2)))
        #expect(session.handle(.text(target: 2, text: "m")))
        #expect(session.handle(.text(target: 2, text: "mi")))
        #expect(session.handle(.text(target: 2, text: "mi")), "the same text again changes nothing")
        #expect(form.search.text == "mi")
        #expect(recorder.actions == ["search [editingDidBegin]", "search = m", "search = mi"])
        #expect(
            session.pendingChanges().isEmpty, "the page has the text: an echo could undo a later keystroke")
        form.search.text = "milk"
        #expect(session.pendingChanges() == [.setAttributes(id: 2, ["value": "milk"])])
        #expect(recorder.actions.count == 3, "a text set from code reports nothing")
    }

    @Test func returnEndsTheEditingAndTheFieldGivesUpTheFocusInThePage() throws {
        #expect(session.handle(.focus(target: 2)))
        #expect(session.handle(.key(press: KeyPress(.return), target: 2)))
        #expect(!form.search.isEditing)
        #expect(session.focusedView == nil)
        #expect(
            recorder.actions == [
                "search [editingDidBegin]", "search [editingDidEndOnExit]", "search [editingDidEnd]",
            ])
        let patch = try #require(session.pendingPatch(reset: false))
        #expect(patch.contains(#""focus":null"#), "the page lets go of the focus: \(patch)")
        #expect(!session.handle(.key(press: KeyPress(.return), target: 2)), "no editing to end any more")
    }

    @Test func focusMovingOnEndsOneEditingBeforeTheNextBegins() {
        #expect(session.handle(.focus(target: 2)))
        #expect(session.handle(.focus(target: 3)))
        #expect(session.handle(.text(target: 3, text: "Bring bags\nand a pen")))
        #expect(
            session.handle(.key(press: KeyPress(.return), target: 3)) == false, "Return ends no text view")
        #expect(session.handle(.focus(target: nil)))
        #expect(!session.handle(.focus(target: nil)), "nothing had the focus")
        #expect(
            recorder.actions == [
                "search [editingDidBegin]", "search [editingDidEnd]", "notes [editingDidBegin]",
                "notes = Bring bags\nand a pen", "notes [editingDidEnd]",
            ])
    }

    @Test func aReadOnlyTextViewTakesTheFocusButNoTextAndEndsAnEditingInProgress() {
        let diagnostics = DiagnosticRecorder()
        #expect(session.handle(.focus(target: 3)))
        form.notes.isEditable = false
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            #expect(!session.handle(.text(target: 3, text: "changed")))
        }
        #expect(form.notes.text == "Bring bags")
        #expect(form.notes.render().attributes["readonly"] == "")
        form.notes.isEditable = true
        #expect(session.handle(.text(target: 3, text: "changed")), "made editable while focused: it edits")
        #expect(
            recorder.actions == [
                "notes [editingDidBegin]", "notes [editingDidEnd]", "notes [editingDidBegin]",
                "notes = changed",
            ])
        #expect(diagnostics.reports.count == 1)
    }

    @Test func aReadOnlyTextViewMadeEditableWhileFocusedTakesTyping() {
        form.notes.isEditable = false
        #expect(session.handle(.focus(target: 3)))
        #expect(recorder.actions.isEmpty, "a read-only text view begins no editing")
        form.notes.isEditable = true
        #expect(session.handle(.text(target: 3, text: "Bring bags!")))
        #expect(form.notes.text == "Bring bags!")
        #expect(form.notes.isEditing)
        #expect(recorder.actions == ["notes [editingDidBegin]", "notes = Bring bags!"])
    }

    /// An action handler that makes the notes read-only as one action reaches it.
    @MainActor
    final class ReadOnlyMaker: @MainActor ActionHandlingProvider {
        let notes: WebTextView
        let trigger: String

        init(_ notes: WebTextView, on trigger: String) {
            self.notes = notes
            self.trigger = trigger
        }

        func handle(action: String) {
            if action == trigger { notes.isEditable = false }
        }
    }

    @Test func aTextViewMadeReadOnlyByItsEditingChangedHandlerStopsTakingTheCharactersLeft() {
        let maker = ReadOnlyMaker(form.notes, on: "notes = abcde")
        form.ss.addActionHandler(to: maker)
        form.notes.text = ""
        #expect(session.handle(.focus(target: 3)))
        var typed = ""
        var taken: [Bool] = []
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            for character in "abcdefgh" {
                typed.append(character)
                taken.append(session.handle(.text(target: 3, text: typed)))
            }
        }
        #expect(taken == Array(repeating: true, count: 5) + Array(repeating: false, count: 3))
        #expect(diagnostics.reports.count == 3, "each text refused is reported")
        #expect(form.notes.text == "abcde")
        #expect(form.notes.render().attributes["readonly"] == "", "the page stops the typing too")
        #expect(
            recorder.actions
                == ["notes [editingDidBegin]"] + ["a", "ab", "abc", "abcd", "abcde"].map { "notes = \($0)" }
                + ["notes [editingDidEnd]"])
    }

    @Test func aTextForAViewThatIsntBeingEditedIsRefusedAndReported() {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            #expect(!session.handle(.text(target: 2, text: "unfocused")))
            #expect(!session.handle(.text(target: 4, text: "a button")))
            #expect(!session.handle(.focus(target: 1)), "a stack takes no focus")
            #expect(!session.handle(.text(target: 99, text: "nowhere")))
        }
        #expect(form.search.text == "")
        #expect(recorder.actions.isEmpty)
        #expect(
            diagnostics.reports.map(\.description) == [
                "SendingStateWeb: the browser sent a text for a WebTextField that takes no editing now; nothing was done",
                "SendingStateWeb: the browser sent a text for a WebButton that takes no editing now; nothing was done",
                "SendingStateWeb: the browser sent a focus on a Form, which can't take the focus; nothing was done",
                "SendingStateWeb: the browser sent a text on element 99, which the page doesn't show; nothing was done",
            ])
    }

    @Test func tabReachesTheFieldsTheTextViewAndTheButtonInOrderButNotADisabledOne() {
        form.search.isEnabled = false
        #expect(
            form.keyboardFocusOrder().map { ObjectIdentifier($0) }
                == [form.notes, form.done].map { ObjectIdentifier($0) })
    }

    @Test func theAppMovesTheFocusAndThePageIsTold() throws {
        #expect(form.search.becomeFirstResponder())
        #expect(recorder.actions == ["search [editingDidBegin]"])
        let patch = try #require(session.pendingPatch(reset: false))
        #expect(patch.contains(#""focus":2"#), "\(patch)")
        #expect(!form.becomeFirstResponder(), "a stack can't take the focus")
        form.done.isEnabled = false
        #expect(!form.done.becomeFirstResponder(), "nor a disabled button")
        #expect(form.search.isFocused)
        form.search.resignFirstResponder()
        #expect(recorder.actions == ["search [editingDidBegin]", "search [editingDidEnd]"])
        #expect(try #require(session.pendingPatch(reset: false)).contains(#""focus":null"#))
        #expect(session.pendingPatch(reset: false) == nil, "told once")
    }

    @Test func aFocusedFieldThatIsHiddenOrDisabledLosesTheFocus() throws {
        #expect(session.handle(.focus(target: 2)))
        form.search.isHidden = true
        _ = session.pendingChanges()
        #expect(session.focusedView == nil)
        form.search.isHidden = false
        _ = session.pendingChanges()
        #expect(session.handle(.focus(target: 2)))
        form.search.isEnabled = false
        let patch = try #require(session.pendingPatch(reset: false))
        #expect(patch.contains(#""focus":null"#), "\(patch)")
        #expect(
            recorder.actions == [
                "search [editingDidBegin]", "search [editingDidEnd]", "search [editingDidBegin]",
                "search [editingDidEnd]",
            ])
    }

    @Test func aPageThatComesBackFocusesNothing() {
        #expect(session.handle(.focus(target: 2)))
        session.pageWasLost()
        #expect(session.focusedView == nil)
        #expect(recorder.actions == ["search [editingDidBegin]", "search [editingDidEnd]"])
    }

    @Test func theFieldsReadAsTextFieldsNamedByTheirPlaceholderOrLabel() {
        form.search.text = "milk"
        form.notes.accessibilityLabel = "Notes"
        #expect(
            form.semanticsDump() == """
                textField "Search" value "milk"
                textField "Notes" value "Bring bags"
                button "Done"

                """)
        let field = form.search.render()
        #expect(field.tag == "input")
        #expect(field.attributes["placeholder"] == "Search")
        #expect(field.attributes["maxlength"] == "4096")
        #expect(field.attributes["tabindex"] == nil, "the browser focuses an input by itself")
        form.search.isEnabled = false
        #expect(form.search.render().attributes["disabled"] == "")
    }
}

/// Keys the browser doesn't handle go to the focused control, then up to the key mappings.
@MainActor
@Suite(.serialized)
struct KeyDeliveryTests {
    final class Screen: WebStack, EventForwardingProvider {
        let field = WebTextField()

        init() {
            super.init(axis: .vertical)
            addSubview(field)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.key("s", modifierFlags: .control) { ["save"] }
                ctx.key(.escape) { ["close"] }
            }
        }
    }

    @Test func aShortcutReachesTheScreensMappingFromAFocusedFieldOrWithNothingFocused() {
        let screen = Screen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        let session = WebSession(root: screen)
        _ = session.pendingChanges()
        #expect(session.handle(.key(press: KeyPress("s", modifierFlags: .control), target: 2)))
        #expect(session.handle(.key(press: KeyPress(.escape), target: nil)))
        #expect(!session.handle(.key(press: KeyPress("q"), target: nil)), "a key nothing maps")
        screen.field.isEnabled = false
        #expect(
            !session.handle(.key(press: KeyPress(.escape), target: 2)), "a key on a disabled field is refused"
        )
        #expect(recorder.actions == ["save", "close"])
    }
}
