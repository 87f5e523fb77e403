import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// The kit's editing of a text that has the keyboard focus: what each key does to a text of one
/// line or of several, and the editing events, through the engine.
@MainActor
struct TextInputTargetTests {
    let engine = InputEngine(clock: TestClock())
    let root = Node("root", width: 400, height: 400)
    let field = TextNode("field", x: 10, y: 10)
    let notes = TextNode("notes", x: 10, y: 60, multiline: true)
    let focus: KeyboardFocus

    init() {
        root.add(field)
        root.add(notes)
        focus = KeyboardFocus(root: root)
        engine.keyboardFocus = focus
    }

    @Test func charactersTypeAsShiftMakesThemAndEachChangeReportsOnce() {
        focus.focus(field)
        engine.deliver("q")
        engine.deliver(KeyPress("q", modifierFlags: .shift))
        engine.deliver(KeyPress(.space, modifierFlags: .shift))
        engine.deliver("1")
        #expect(field.text == "qQ 1")
        #expect(field.controlEvents == [.editingDidBegin] + Array(repeating: .editingChanged, count: 4))
    }

    @Test func theDeleteKeysAndTheArrowsEditAroundTheCaret() {
        focus.focus(field)
        field.editableText = EditableText("oat milk")
        engine.deliver(KeyPress(.leftArrow))
        engine.deliver(KeyPress(.leftArrow, modifierFlags: .shift))
        #expect(field.editableText.selectedRange == 6..<7)
        engine.deliver(KeyPress(.deleteBackward))
        #expect(field.text == "oat mik", "the selected l")
        engine.deliver(KeyPress(.deleteForward))
        #expect(field.text == "oat mi")
        engine.deliver(KeyPress(.deleteForward))
        #expect(field.text == "oat mi", "nothing after the caret")
        #expect(field.controlEvents == [.editingDidBegin, .editingChanged, .editingChanged])
    }

    @Test func returnEndsAOneLineTextsEditingAndGivesUpTheFocus() {
        focus.focus(field)
        let delivery = engine.deliver(KeyPress(.return))
        guard case .performed(let by) = delivery else {
            Issue.record("expected the field to perform Return, got \(delivery)")
            return
        }
        #expect(by === field)
        #expect(field.controlEvents == [.editingDidBegin, .editingDidEndOnExit, .editingDidEnd])
        #expect(focus.focusedView == nil)
    }

    @Test func returnAndTabTypeIntoSeveralLinesAndControlTabMovesTheFocusOn() {
        focus.focus(notes)
        engine.deliver("a")
        engine.deliver(KeyPress(.return))
        engine.deliver(KeyPress(.tab))
        engine.deliver(KeyPress(.return, modifierFlags: .shift))
        #expect(notes.text == "a\n\t\n")
        engine.deliver(KeyPress(.tab, modifierFlags: .control))
        #expect(focus.focusedView === field, "Control-Tab leaves the text, to the next in reading order")
        focus.focus(notes)
        engine.deliver(KeyPress(.tab, modifierFlags: .shift))
        #expect(focus.focusedView === field, "Shift-Tab moves back")
    }

    @Test func aReadOnlyTextPassesItsKeysUpToTheMappings() {
        notes.isEditable = false
        let mappings = Mappings([(root, [.key("q"), .key(KeyPress(.tab))])])
        focus.focus(notes)
        engine.deliver("q")
        #expect(notes.text.isEmpty)
        #expect(mappings.actions == ["root q"])
        engine.deliver(KeyPress(.tab))
        #expect(focus.focusedView === field, "Tab moves the focus on from a text it doesn't type into")
    }

    @Test func aTextMadeEditableWhileItHasTheFocusBeginsEditingWithTheFirstKey() {
        notes.isEditable = false
        focus.focus(notes)
        notes.isEditable = true
        engine.deliver("!")
        #expect(notes.text == "!")
        #expect(notes.controlEvents == [.editingDidBegin, .editingChanged])
    }

    @Test func aViewThatPerformsACommandItselfTakesItFromTheKit() {
        field.performsCommands = true
        focus.focus(field)
        engine.deliver("q")
        #expect(field.commands == [.insertText("q")])
        #expect(field.text.isEmpty, "the view performed it: the kit edits nothing")
    }

    @Test func aClickThatEndsInsideATextFieldFocusesItAfterItsTouchEventsAndAButtonTakesNoFocus() throws {
        let button = root.add(Node("button", x: 300, y: 10, width: 50, height: 30))
        button.controlKind = .button
        button.canBecomeFirstResponder = true
        button.reportsPrimaryAction = true
        field.reportsPrimaryAction = true
        let events: [ControlEvents] = [
            .touchDown, .touchUpInside, .primaryActionTriggered, .editingDidBegin,
        ]
        let mappings = Mappings([(field, events.map { .control($0) })])
        let pointer = try #require(engine.pointerDown(at: Point(x: 20, y: 20), time: 0, on: field))
        engine.pointerUp(pointer, at: Point(x: 20, y: 20), time: 0.05)
        #expect(focus.focusedView === field)
        #expect(field.controlEvents == events)
        #expect(mappings.actions == events.map { "field \($0)" })
        let click = try #require(engine.pointerDown(at: Point(x: 310, y: 20), time: 1, on: button))
        engine.pointerUp(click, at: Point(x: 310, y: 20), time: 1.05)
        #expect(focus.focusedView === field, "a click on a button doesn't take the focus")
    }

    @Test func typingWithoutAFocusedTextTypesNothing() {
        let mappings = Mappings([(root, [.key("q")])])
        engine.deliver("q")
        #expect(field.text.isEmpty)
        #expect(mappings.actions == ["root q"], "with nothing focused the key starts at the root's frontmost")
    }

    @Test func aReadOnlyTextFieldLeavesTypingToTheMappingsButItsCaretStillMoves() {
        field.isEditable = false
        field.editableText = EditableText("tea")
        let mappings = Mappings([
            (
                root,
                [
                    .key("q"), .key(KeyPress(.deleteBackward)),
                    .key(KeyPress(.leftArrow, modifierFlags: .shift)),
                ]
            )
        ])
        focus.focus(field)
        engine.deliver("q")
        engine.deliver(KeyPress(.deleteBackward))
        #expect(field.text == "tea")
        #expect(mappings.actions == ["root q", "root deleteBackward"])
        engine.deliver(KeyPress(.leftArrow, modifierFlags: .shift))
        #expect(field.editableText.selectedRange == 2..<3, "a read-only text can be selected")
        #expect(mappings.actions.count == 2, "the text took the arrow")
        #expect(field.controlEvents.isEmpty)
    }

    @Test func aKeyThatComesOnceAHandlerEndedTheEditingGoesNowhere() {
        field.isEditable = false
        focus.focus(field)
        field.isEditable = true
        let mappings = Mappings([(field, [.control(.editingDidBegin)]), (root, [.key("q")])])
        let handler = Unfocusing(focus: focus)
        mappings.ss.addActionHandler(to: handler)
        engine.deliver("q")
        #expect(field.text.isEmpty)
        #expect(field.controlEvents == [.editingDidBegin, .editingDidEnd])
        #expect(!mappings.actions.contains("root q"), "the key was the text's")
    }

    /// A handler that takes the focus away whatever action comes.
    @MainActor
    final class Unfocusing: @MainActor ActionHandlingProvider {
        let focus: KeyboardFocus

        init(focus: KeyboardFocus) {
            self.focus = focus
        }

        func handle(action: String) {
            focus.unfocus()
        }
    }
}
