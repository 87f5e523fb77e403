import HeadlessWidgets
import SendingState
import Testing

/// A title field above a notes text view, and a field below it, in a screen that maps Command-S
/// to `"save"` and forwards the notes' changes and the title's end of editing.
@MainActor
private final class NotesScreen: View, EventForwardingProvider {
    let title = TextField(frame: Rect(x: 0, y: 0, width: 300, height: 44))
    let notes = TextView(frame: Rect(x: 0, y: 60, width: 300, height: 120))
    let below = TextField(frame: Rect(x: 0, y: 200, width: 300, height: 44))

    override init(frame: Rect) {
        super.init(frame: frame)
        for view in [title, notes, below] as [View] { addSubview(view) }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(self) { _, ctx in
                ctx.key("s", modifierFlags: .command) { ["save"] }
            }
            EventForwarder(notes) { notes, ctx in
                ctx.control(.editingChanged) { ["notes changed \(notes.text)"] }
            }
            EventForwarder(title) { _, ctx in
                ctx.control(.editingDidEnd) { ["title end"] }
            }
        }
    }
}

@MainActor
struct TextViewTests {
    let window = makeWindow()
    private let screen: NotesScreen
    private let recorder = ActionRecorder<String>()
    private var notes: TextView { screen.notes }

    init() {
        screen = NotesScreen(frame: window.bounds)
        window.addSubview(screen)
        screen.ss.addActionHandler(to: recorder)
    }

    private static let change = ControlEvents.editingChanged

    // MARK: - The text

    @Test func textGivenFirstOrSetFromCodeSendsNothingAndPutsTheCaretAtTheEnd() {
        let view = TextView(text: "Milk\nEggs")
        #expect(view.text == "Milk\nEggs")
        #expect(view.selectedRange == 9..<9)
        #expect(view.isEditable)
        #expect(!view.isEditing)
        notes.text = "Tea"
        #expect(notes.selectedRange == 3..<3)
        #expect(view.eventLog.isEmpty && notes.eventLog.isEmpty)
    }

    @Test func settingTheSelectionClampsItIntoTheTextAndSendsNothing() {
        notes.text = "oat milk"
        notes.selectedRange = 4..<20
        #expect(notes.selectedRange == 4..<8)
        notes.selectedRange = -3..<2
        #expect(notes.selectedRange == 0..<2)
        #expect(!notes.isFirstResponder)
        #expect(notes.eventLog.isEmpty)
    }

    // MARK: - Editing begins and ends with the focus

    @Test func becomingFirstResponderBeginsEditingAndResigningEndsItOnce() {
        #expect(notes.becomeFirstResponder())
        #expect(notes.isEditing)
        #expect(controlEvents(of: notes) == [.editingDidBegin])
        #expect(notes.resignFirstResponder())
        #expect(notes.resignFirstResponder())
        #expect(!notes.isEditing)
        #expect(controlEvents(of: notes) == [.editingDidBegin, .editingDidEnd])
    }

    @Test func aTextViewTakesTheFocusWithoutFullKeyboardAccess() {
        #expect(!window.isFullKeyboardAccessEnabled)
        #expect(notes.canBecomeFirstResponder)
        #expect(notes.becomeFirstResponder())
    }

    @Test func aTapFocusesItWithNoTouchEventsAndASecondTapBeginsNothing() throws {
        try notes.tap()
        #expect(notes.isFirstResponder)
        #expect(controlEvents(of: notes) == [.editingDidBegin])
        try notes.tap(numberOfTaps: 2)
        #expect(controlEvents(of: notes) == [.editingDidBegin])
        #expect(notes.controlKind == nil, "a text view is no control to the input engine")
    }

    @Test func aRefusedTapFocusesNothing() {
        notes.isHidden = true
        #expect(refusal(of: try notes.tap())?.reason == .hidden)
        #expect(!notes.isFirstResponder)
        #expect(notes.eventLog.isEmpty)
    }

    @Test func focusMovingToAnotherFieldEndsEditingBeforeTheFieldBegins() throws {
        try notes.type("x")
        try screen.below.type("y")
        #expect(controlEvents(of: notes) == [.editingDidBegin, Self.change, .editingDidEnd])
        #expect(controlEvents(of: screen.below).first == .editingDidBegin)
    }

    // MARK: - Typing

    @Test func typingBeginsEditingAndChangesOncePerCharacterNewlinesIncluded() throws {
        try notes.type("Hi\nyo")
        #expect(notes.text == "Hi\nyo")
        #expect(notes.isFirstResponder)
        #expect(controlEvents(of: notes) == [.editingDidBegin] + Array(repeating: Self.change, count: 5))
    }

    @Test func theWindowTypesIntoTheFocusedTextView() throws {
        notes.becomeFirstResponder()
        try window.type("ok")
        #expect(notes.text == "ok")
        #expect(controlEvents(of: notes) == [.editingDidBegin, Self.change, Self.change])
    }

    @Test func typingReplacesTheSelection() throws {
        notes.text = "oat milk"
        notes.selectedRange = 0..<3
        try notes.type("rye")
        #expect(notes.text == "rye milk")
        #expect(notes.selectedRange == 3..<3)
    }

    @Test func charactersLeftWhenAHandlerEndsEditingGoNowhere() throws {
        let notes = notes
        let stop = ActionCallback<String> { action in
            if action == "notes changed ab" { notes.resignFirstResponder() }
        }
        screen.ss.addActionHandler(to: stop)
        try notes.type("abcd")
        #expect(notes.text == "ab")
        #expect(controlEvents(of: notes).last == .editingDidEnd)
    }

    @Test func typingIntoATextViewThatCannotReachTheFocusIsRefused() {
        notes.removeFromSuperview()
        #expect(refusal(of: try notes.type("a"))?.reason == .notInWindow)
        let covered = TextView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let cover = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(covered)
        window.addSubview(cover)
        #expect(refusal(of: try covered.type("a"))?.reason == .covered)
        #expect(covered.eventLog.isEmpty)
    }

    @Test func typingIsRefusedWhenAHandlerOfTheLastEditingDidEndRefusesTheFocus() throws {
        try screen.title.type("a")
        let title = screen.title
        let keep = ActionCallback<String> { action in
            if action == "title end" { title.becomeFirstResponder() }
        }
        screen.ss.addActionHandler(to: keep)
        #expect(refusal(of: try notes.type("b"))?.reason == .notFocused)
        #expect(notes.text == "")
    }

    // MARK: - Keys

    @Test func returnTypesANewlineAndKeepsEditing() {
        notes.becomeFirstResponder()
        #expect(window.press("a") === notes)
        #expect(window.press(.return) === notes)
        #expect(window.press(.return, modifierFlags: .shift) === notes)
        #expect(notes.text == "a\n\n")
        #expect(notes.isFirstResponder)
        #expect(!controlEvents(of: notes).contains(.editingDidEndOnExit))
        #expect(controlEvents(of: notes) == [.editingDidBegin] + Array(repeating: Self.change, count: 3))
    }

    @Test func theWindowsPressReturnTypesANewlineInAFocusedTextView() throws {
        notes.becomeFirstResponder()
        try window.pressReturn()
        #expect(notes.text == "\n")
        #expect(notes.isFirstResponder)
        #expect(controlEvents(of: notes) == [.editingDidBegin, Self.change])
    }

    @Test func tabTypesATabByTheKeyAndByPressTab() {
        notes.becomeFirstResponder()
        #expect(window.press(.tab) === notes)
        #expect(window.pressTab() === notes)
        #expect(notes.text == "\t\t")
        #expect(controlEvents(of: notes) == [.editingDidBegin, Self.change, Self.change])
    }

    @Test func shiftTabMovesTheFocusBackAndTypesNothing() {
        notes.becomeFirstResponder()
        #expect(window.press(.tab, modifierFlags: .shift) === screen.title)
        #expect(notes.text == "")
        #expect(controlEvents(of: notes) == [.editingDidBegin, .editingDidEnd])
        #expect(controlEvents(of: screen.title) == [.editingDidBegin])
        notes.becomeFirstResponder()
        #expect(window.pressShiftTab() === screen.title)
    }

    @Test func controlTabMovesTheFocusOn() {
        notes.becomeFirstResponder()
        #expect(window.press(.tab, modifierFlags: .control) === screen.below)
        #expect(notes.text == "")
        #expect(controlEvents(of: notes) == [.editingDidBegin, .editingDidEnd])
    }

    @Test func tabFromTheFieldAboveFocusesTheTextView() {
        screen.title.becomeFirstResponder()
        #expect(window.pressTab() === notes)
        #expect(controlEvents(of: notes) == [.editingDidBegin])
    }

    @Test func backspaceDeletesTheCharacterBeforeTheCaretAndNothingAtTheStart() throws {
        try notes.type("ab")
        #expect(window.press(.deleteBackward) === notes)
        #expect(notes.text == "a")
        try notes.deleteBackward()
        #expect(notes.text == "")
        try notes.deleteBackward()
        #expect(controlEvents(of: notes) == [.editingDidBegin] + Array(repeating: Self.change, count: 4))
    }

    @Test func deleteBackwardFocusesTheTextViewFirst() throws {
        notes.text = "ab"
        try notes.deleteBackward()
        #expect(notes.text == "a")
        #expect(controlEvents(of: notes) == [.editingDidBegin, Self.change])
    }

    @Test func deleteForwardAndTheArrowsEditAsInATextField() throws {
        try notes.type("abc")
        window.press(.leftArrow)
        window.press(.leftArrow, modifierFlags: .shift)
        #expect(notes.selectedRange == 1..<2)
        window.press(.deleteForward)
        #expect(notes.text == "ac")
        window.press(.rightArrow)
        #expect(notes.selectedRange == 2..<2)
        window.press(.deleteForward)
        #expect(notes.text == "ac", "nothing after the caret")
        #expect(controlEvents(of: notes).filter { $0 == Self.change }.count == 4)
    }

    @Test func keysWithCommandGoOnToTheMappings() {
        notes.becomeFirstResponder()
        #expect(window.press("s", modifierFlags: .command) === screen)
        #expect(recorder.actions == ["save"])
        #expect(notes.text == "")
        #expect(window.press(.escape) == nil, "a key nobody maps is dropped")
    }

    // MARK: - A text view that isn't editable

    @Test func aTextViewThatIsNotEditableTakesTheFocusButBeginsNoEditing() {
        notes.isEditable = false
        #expect(notes.becomeFirstResponder())
        #expect(!notes.isEditing)
        #expect(notes.resignFirstResponder())
        #expect(notes.eventLog.isEmpty)
    }

    @Test func aTextViewThatIsNotEditableRefusesTypingAndLeavesItsKeysToTheWindow() throws {
        notes.text = "Read me"
        notes.isEditable = false
        let refused = refusal(of: try notes.type("x"))
        #expect(refused?.reason == .notEditable)
        #expect(
            refused?.description
                == #"type("x") on TextView "Read me" refused: TextView "Read me" isn't editable"#)
        #expect(refusal(of: try notes.deleteBackward())?.reason == .notEditable)
        notes.becomeFirstResponder()
        #expect(refusal(of: try window.type("x"))?.reason == .notEditable)
        #expect(refusal(of: try window.pressReturn())?.reason == .notEditable)
        #expect(window.press("x") == nil)
        #expect(window.press(.tab) === screen.below, "Tab moves the focus on")
        #expect(notes.text == "Read me")
        #expect(notes.eventLog.isEmpty)
    }

    @Test func editingThatBeganEndsWhenTheFocusLeavesEvenIfNoLongerEditable() {
        notes.becomeFirstResponder()
        notes.isEditable = false
        #expect(window.press("x") == nil)
        notes.resignFirstResponder()
        #expect(controlEvents(of: notes) == [.editingDidBegin, .editingDidEnd])
    }

    @Test func aReadOnlyTextViewMadeEditableWhileFocusedTakesTyping() throws {
        notes.isEditable = false
        notes.becomeFirstResponder()
        notes.isEditable = true
        try notes.type("!")
        #expect(notes.text == "!")
        #expect(controlEvents(of: notes) == [.editingDidBegin, Self.change])
        notes.resignFirstResponder()
        notes.isEditable = false
        notes.becomeFirstResponder()
        notes.isEditable = true
        try window.type("?")
        #expect(notes.text == "!?")
        #expect(notes.isEditing)
        #expect(
            controlEvents(of: notes) == [
                .editingDidBegin, Self.change, .editingDidEnd, .editingDidBegin, Self.change,
            ])
    }

    @Test func aTextViewMadeReadOnlyByItsEditingChangedHandlerStopsTakingTheCharactersLeft() throws {
        let notes = notes
        let lock = ActionCallback<String> { action in
            if action == "notes changed abcde" { notes.isEditable = false }
        }
        screen.ss.addActionHandler(to: lock)
        try notes.type("abcdefgh")
        #expect(notes.text == "abcde", "the characters left go nowhere, as a person's would")
        #expect(window.press("z") == nil)
        #expect(notes.text == "abcde")
        #expect(controlEvents(of: notes) == [.editingDidBegin] + Array(repeating: Self.change, count: 5))
    }

    @Test func aTextViewMadeReadOnlyByItsHandlerStopsTheWindowsTypingToo() throws {
        let notes = notes
        let lock = ActionCallback<String> { action in
            if action == "notes changed ab" { notes.isEditable = false }
        }
        screen.ss.addActionHandler(to: lock)
        notes.becomeFirstResponder()
        try window.type("abcd")
        #expect(notes.text == "ab")
        #expect(notes.isFirstResponder)
    }

    // MARK: - What assistive technology and a dump see

    @Test func assistiveTechnologyReadsALabelledTextFieldWhoseValueIsTheText() {
        #expect(notes.isAccessibilityElement)
        #expect(notes.accessibilityRole == .textField)
        #expect(notes.accessibilityName == nil)
        #expect(notes.accessibilityValue == nil)
        notes.text = "Milk\nEggs"
        notes.accessibilityLabel = "Notes"
        #expect(notes.accessibilityName == "Notes")
        #expect(notes.accessibilityValue == "Milk\nEggs")
        #expect(notes.visibleText == "Milk\nEggs")
        notes.accessibilityTraits = .adjustable
        #expect(notes.accessibilityRole == .adjustable)
        notes.accessibilityTraits = .toggleButton
        #expect(notes.accessibilityRole == .toggle)
        notes.accessibilityTraits = .button
        #expect(notes.accessibilityRole == .textField)
    }

    @Test func aDumpShowsTheTextAndWhetherItIsEditable() {
        notes.text = "Tea"
        let mapped = " mapped: control[editingChanged]\n"
        #expect(notes.dump() == #"TextView "Tea" (0, 60, 300, 120) textField"# + mapped)
        notes.isEditable = false
        notes.becomeFirstResponder()
        #expect(notes.dump() == #"TextView "Tea" (0, 60, 300, 120) textField notEditable focused"# + mapped)
    }
}
