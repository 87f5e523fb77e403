import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct TextFieldTests {
    let window = makeWindow()

    private func fieldInWindow(text: String = "") -> TextField {
        let field = TextField()
        field.placeholder = "Search"
        field.frame = Rect(x: 0, y: 0, width: 300, height: 44)
        field.text = text
        window.addSubview(field)
        return field
    }

    @Test func settingNilEmptiesTheTextWhichReadsAsAnEmptyString() throws {
        let field = fieldInWindow(text: "oat milk")
        let missing: String? = nil
        field.text = missing
        #expect(field.text == "")
        #expect(field.text != nil)
        #expect(field.selectedRange == 0..<0)
        #expect(field.visibleText == "Search", "an empty field shows its placeholder")
        #expect(field.accessibilityValue == nil)
        #expect(controlEvents(of: field).isEmpty, "setting the text sends no event")
    }

    @Test func settingAnOptionalStringPutsTheCaretAtTheEnd() {
        let field = fieldInWindow()
        let name: String? = "tea"
        field.text = name
        #expect(field.text == "tea")
        #expect(field.selectedRange == 3..<3)
        #expect(field.accessibilityValue == "tea")
    }

    @Test func typingBeginsEditingAndChangesOncePerCharacter() throws {
        let field = fieldInWindow()
        try field.type("tea")
        #expect(field.text == "tea")
        #expect(field.isEditing)
        #expect(field.isFirstResponder)
        #expect(
            controlEvents(of: field) == [.editingDidBegin, .editingChanged, .editingChanged, .editingChanged])
    }

    @Test func resigningEndsEditingOnce() throws {
        let field = fieldInWindow()
        try field.type("a")
        #expect(field.resignFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(controlEvents(of: field).suffix(2) == [.editingChanged, .editingDidEnd])
        #expect(!field.isEditing)
    }

    @Test func pressingReturnEndsOnExitAndResigns() throws {
        let field = fieldInWindow()
        try field.type("a")
        try field.pressReturn()
        #expect(controlEvents(of: field).suffix(2) == [.editingDidEndOnExit, .editingDidEnd])
        #expect(window.firstResponder == nil)
        let refused = refusal(of: try field.pressReturn())
        #expect(refused?.reason == .notFocused)
        #expect(
            refused?.description
                == #"pressReturn on TextField "a" refused: TextField "a" doesn't have keyboard focus"#)
    }

    @Test func pressingReturnOnAFieldThatIsNotFocusedSendsNothing() {
        let field = fieldInWindow()
        #expect(refusal(of: try field.pressReturn())?.reason == .notFocused)
        #expect(field.eventLog.isEmpty)
    }

    @Test("When return moves focus to the next field, the field ends once, before the next begins")
    func returnThatMovesFocusEndsTheFieldOnce() throws {
        let (form, recorder) = EditingForm.added(to: window)
        let next = ActionCallback<String> { action in
            if action == "name exit" { form.email.becomeFirstResponder() }
        }
        form.ss.addActionHandler(to: next)
        try form.name.type("A")
        try form.name.pressReturn()
        #expect(recorder.actions == ["name begin", "name changed A", "name exit", "name end", "email begin"])
        #expect(window.firstResponder === form.email)
    }

    @Test func aTapMakesTheFieldFirstResponderAndBeginsEditing() throws {
        let field = fieldInWindow()
        try field.tap()
        #expect(field.isFirstResponder)
        #expect(
            controlEvents(of: field) == [
                .touchDown, .touchUpInside, .primaryActionTriggered, .editingDidBegin,
            ])
        try field.tap()
        #expect(controlEvents(of: field).last == .primaryActionTriggered, "a second tap begins nothing")
    }

    @Test func aDoubleTapBeginsEditingAfterTheFirstTap() throws {
        let field = fieldInWindow()
        try field.tap(numberOfTaps: 2)
        #expect(
            controlEvents(of: field) == [
                .touchDown, .touchUpInside, .primaryActionTriggered, .editingDidBegin,
                [.touchDown, .touchDownRepeat], .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func aTouchEndingInsideFocusesTheFieldAndOneEndingOutsideDoesNot() throws {
        let field = fieldInWindow()
        try field.tap(ending: .outside)
        try field.tap(ending: .cancelled)
        #expect(!field.isFirstResponder)
        try field.tap(ending: .inside)
        #expect(field.isFirstResponder)
        #expect(controlEvents(of: field).suffix(2) == [.primaryActionTriggered, .editingDidBegin])
    }

    @Test func tappingAnotherFieldEndsTheFirstThenBeginsTheSecond() throws {
        let (form, recorder) = EditingForm.added(to: window)
        try form.name.tap()
        try form.email.tap()
        #expect(recorder.actions == ["name begin", "name end", "email begin"])
        #expect(!form.name.isEditing)
        #expect(form.email.isEditing)
    }

    @Test func typingIntoAnotherFieldMovesFocusToIt() throws {
        let (form, recorder) = EditingForm.added(to: window)
        try form.name.type("A")
        try form.email.type("B")
        #expect(
            recorder.actions == [
                "name begin", "name changed A", "name end", "email begin", "email changed B",
            ])
    }

    @Test func typingIntoTheFirstResponderNeedsNoTouch() throws {
        let field = fieldInWindow()
        try field.type("a")
        let overlay = View(frame: window.bounds)
        window.addSubview(overlay)
        #expect(refusal(of: try field.tap())?.reason == .covered)
        try field.type("b")
        #expect(field.text == "ab")
    }

    @Test func typingIntoAFieldThatIsNotFocusedTouchesItFirst() {
        let field = fieldInWindow()
        window.addSubview(View(frame: window.bounds))
        #expect(refusal(of: try field.type("a"))?.reason == .covered)
        #expect(field.text == "")
        #expect(!field.isFirstResponder)
    }

    @Test func aFieldThatCannotBecomeFirstResponderRefusesTyping() {
        final class ReadOnlyField: TextField {
            override var canBecomeFirstResponder: Bool { false }
        }
        let field = ReadOnlyField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(field)
        #expect(refusal(of: try field.type("a"))?.reason == .notFocused)
        #expect(field.text == "")
        #expect(field.eventLog.isEmpty)
    }

    @Test func typingStopsWhenAHandlerEndsEditing() throws {
        let (form, recorder) = EditingForm.added(to: window)
        let stop = ActionCallback<String> { action in
            if action == "name changed ab" { form.name.resignFirstResponder() }
        }
        form.ss.addActionHandler(to: stop)
        try form.name.type("abcd")
        #expect(form.name.text == "ab")
        #expect(recorder.actions.last == "name end")
    }

    @Test func aFieldDisabledByItsEditingChangedHandlerStopsTakingTheCharactersLeft() throws {
        let (form, recorder) = EditingForm.added(to: window)
        let lock = ActionCallback<String> { action in
            if action == "name changed abcde" { form.name.isEnabled = false }
        }
        form.ss.addActionHandler(to: lock)
        try form.name.type("abcdefgh")
        #expect(form.name.text == "abcde", "the characters left go nowhere, as a person's would")
        #expect(recorder.actions.last == "name end", "a disabled field loses the focus")
    }

    @Test func aFieldDisabledByItsHandlerStopsTheWindowsTypingToo() throws {
        let (form, _) = EditingForm.added(to: window)
        let lock = ActionCallback<String> { action in
            if action == "name changed ab" { form.name.isEnabled = false }
        }
        form.ss.addActionHandler(to: lock)
        form.name.becomeFirstResponder()
        try window.type("abcd")
        #expect(form.name.text == "ab")
        #expect(!form.name.isFirstResponder)
    }

    @Test func showsItsPlaceholderWhileEmpty() throws {
        let field = fieldInWindow()
        #expect(field.visibleText == "Search")
        try field.type("x")
        #expect(field.visibleText == "x")
    }

    @Test func aDisabledFieldRefusesTyping() {
        let field = fieldInWindow()
        field.isEnabled = false
        #expect(refusal(of: try field.type("x"))?.reason == .disabled)
        #expect(field.text == "")
        #expect(field.eventLog.isEmpty)
    }

    @Test func aFontThatIsNotStandardShowsInTheDump() throws {
        let field = fieldInWindow()
        #expect(field.font == .standard)
        field.font = .boldSystemFont(ofSize: 20)
        try field.type("a")
        #expect(field.dumpAttributes == ["font=20pt bold"])
    }

    // MARK: - Selection

    @Test func settingTheTextPutsTheCaretAtTheEndAndSendsNothing() {
        let field = fieldInWindow()
        #expect(field.selectedRange == 0..<0)
        field.text = "oat milk"
        #expect(field.selectedRange == 8..<8)
        #expect(field.eventLog.isEmpty)
    }

    @Test func settingTheSelectionClampsItIntoTheTextWithoutFocusing() {
        let field = fieldInWindow(text: "milk")
        field.selectedRange = 1..<3
        #expect(field.selectedRange == 1..<3)
        field.selectedRange = 2..<99
        #expect(field.selectedRange == 2..<4)
        field.selectedRange = -5..<(-1)
        #expect(field.selectedRange == 0..<0)
        field.selectedRange = 7..<9
        #expect(field.selectedRange == 4..<4)
        #expect(!field.isFirstResponder)
        #expect(field.eventLog.isEmpty)
    }

    @Test func typingInsertsAtTheCaret() throws {
        let field = fieldInWindow(text: "mlk")
        field.selectedRange = 1..<1
        try field.type("i")
        #expect(field.text == "milk")
        #expect(field.selectedRange == 2..<2)
        try field.type("!")
        #expect(field.text == "mi!lk")
    }

    @Test("Typing replaces the selection, then goes on at the caret, one editingChanged a character")
    func typingReplacesTheSelection() throws {
        let field = fieldInWindow(text: "oat milk")
        try field.select(range: 0..<3)
        #expect(field.isFirstResponder)
        try field.type("rye")
        #expect(field.text == "rye milk")
        #expect(field.selectedRange == 3..<3)
        #expect(
            controlEvents(of: field) == [.editingDidBegin, .editingChanged, .editingChanged, .editingChanged])
    }

    @Test func selectAllThenTypingReplacesEverything() throws {
        let field = fieldInWindow(text: "milk")
        try field.selectAll()
        #expect(field.selectedRange == 0..<4)
        #expect(controlEvents(of: field) == [.editingDidBegin], "selecting sends no editingChanged")
        try field.type("tea")
        #expect(field.text == "tea")
    }

    @Test func selectingClampsTheRange() throws {
        let field = fieldInWindow(text: "milk")
        try field.select(range: 2..<10)
        #expect(field.selectedRange == 2..<4)
        try field.type("ne")
        #expect(field.text == "mine")
    }

    @Test func selectingARefusedFieldChangesNothing() {
        let field = fieldInWindow(text: "milk")
        field.isHidden = true
        #expect(refusal(of: try field.select(range: 0..<2))?.reason == .hidden)
        #expect(refusal(of: try field.selectAll())?.reason == .hidden)
        #expect(field.selectedRange == 4..<4)
        #expect(field.eventLog.isEmpty)
    }

    @Test func offsetsCountCharacters() throws {
        let field = fieldInWindow(text: "café 🇫🇷")
        #expect(field.selectedRange == 6..<6)
        try field.select(range: 5..<6)
        try field.type("🇩🇪")
        #expect(field.text == "café 🇩🇪")
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeTheCaret() throws {
        let field = fieldInWindow()
        try field.type("e")
        try field.type("\u{301}")
        #expect(field.text == "é")
        #expect(field.selectedRange == 1..<1)
        try field.type("x")
        #expect(field.text == "éx")
        #expect(field.selectedRange == 2..<2)
    }

    @Test func clearingEmptiesTheTextAndChangesOnce() throws {
        let field = fieldInWindow(text: "milk")
        try field.clear()
        #expect(field.text == "")
        #expect(field.selectedRange == 0..<0)
        #expect(controlEvents(of: field) == [.editingDidBegin, .editingChanged])
        try field.clear()
        #expect(controlEvents(of: field) == [.editingDidBegin, .editingChanged], "nothing left to clear")
    }

    @Test func clearingADisabledFieldChangesNothing() {
        let field = fieldInWindow(text: "milk")
        field.isEnabled = false
        #expect(refusal(of: try field.clear())?.reason == .disabled)
        #expect(field.text == "milk")
    }

    @Test func deletingBackwardRemovesTheCharacterBeforeTheCaret() throws {
        let field = fieldInWindow(text: "milk")
        field.selectedRange = 2..<2
        try field.deleteBackward()
        #expect(field.text == "mlk")
        #expect(field.selectedRange == 1..<1)
        #expect(controlEvents(of: field) == [.editingDidBegin, .editingChanged])
    }

    @Test func deletingBackwardRemovesTheSelection() throws {
        let field = fieldInWindow(text: "oat milk")
        try field.select(range: 0..<4)
        try field.deleteBackward()
        #expect(field.text == "milk")
        #expect(field.selectedRange == 0..<0)
    }

    @Test func deletingBackwardAtTheStartChangesNothing() throws {
        let field = fieldInWindow(text: "milk")
        field.selectedRange = 0..<0
        try field.deleteBackward()
        #expect(field.text == "milk")
        #expect(controlEvents(of: field) == [.editingDidBegin])
    }

    @Test func deletingBackwardInAHiddenFieldIsRefused() {
        let field = fieldInWindow(text: "milk")
        field.isHidden = true
        #expect(refusal(of: try field.deleteBackward())?.reason == .hidden)
        #expect(field.text == "milk")
    }

    // MARK: - Keys

    @Test("Keys pressed in a focused field type, delete and move the caret as its keyboard does")
    func keysInAFocusedFieldEditIt() {
        let field = fieldInWindow()
        field.becomeFirstResponder()
        field.clearEventLog()
        for key: Key in ["o", "a", .space, "t"] { #expect(window.press(key) === field) }
        window.press("m", modifierFlags: .shift)
        window.press("I")
        #expect(field.text == "oa tMI")
        window.press(.deleteBackward)
        #expect(field.text == "oa tM")
        #expect(controlEvents(of: field) == Array(repeating: .editingChanged, count: 7))
        window.press(.leftArrow)
        window.press(.leftArrow)
        window.press(.rightArrow)
        window.press("!")
        #expect(field.text == "oa t!M")
        #expect(field.selectedRange == 5..<5)
    }

    @Test func theArrowsCollapseASelectionAndStopAtTheEnds() throws {
        let field = fieldInWindow(text: "milk")
        try field.select(range: 1..<3)
        window.press(.leftArrow)
        #expect(field.selectedRange == 1..<1)
        try field.select(range: 1..<3)
        window.press(.rightArrow)
        #expect(field.selectedRange == 3..<3)
        for _ in 0..<3 { window.press(.rightArrow) }
        #expect(field.selectedRange == 4..<4)
        for _ in 0..<6 { window.press(.leftArrow) }
        #expect(field.selectedRange == 0..<0)
        #expect(controlEvents(of: field) == [.editingDidBegin], "moving the caret sends nothing")
    }

    @Test("Return in a focused field sends editingDidEndOnExit, then editingDidEnd, as pressReturn")
    func returnInAFocusedFieldEndsEditing() {
        let field = fieldInWindow()
        field.becomeFirstResponder()
        #expect(window.press(.return) === field)
        #expect(controlEvents(of: field) == [.editingDidBegin, .editingDidEndOnExit, .editingDidEnd])
        #expect(!field.isFirstResponder)
    }

    @Test("Keys with Command, Control or Option, and keys a field doesn't edit with, go to the mappings")
    func keysAFieldDoesNotEditWithGoToTheMappings() {
        let (screen, recorder) = KeyScreen.added(to: window)
        screen.field.becomeFirstResponder()
        #expect(window.press("q") === screen.field, "typed, not the screen's shortcut")
        #expect(window.press("f", modifierFlags: .command) === screen)
        #expect(window.press("q", modifierFlags: .control) == nil)
        #expect(window.press("q", modifierFlags: .alternate) == nil)
        #expect(window.press(.escape) === screen.panel)
        #expect(window.press(.upArrow) == nil, "a field doesn't edit with the up arrow, and nothing maps it")
        #expect(screen.field.text == "q")
        #expect(recorder.actions == ["command+f", "panel escape"])
    }

    @Test("Shift-Space types a space and Shift-Return ends editing: Shift is held while typing")
    func shiftSpaceTypesASpaceAndShiftReturnEndsEditing() {
        let (screen, recorder) = KeyScreen.added(to: window)
        let field = screen.field
        field.becomeFirstResponder()
        #expect(window.press("a", modifierFlags: .shift) === field)
        #expect(window.press(.space, modifierFlags: .shift) === field)
        #expect(window.press("b") === field)
        #expect(field.text == "A b")
        #expect(window.press(.deleteBackward, modifierFlags: .shift) === field)
        #expect(field.text == "A ")
        #expect(window.press(.return, modifierFlags: .shift) === field)
        #expect(!field.isFirstResponder)
        #expect(
            controlEvents(of: field) == [.editingDidBegin] + Array(repeating: .editingChanged, count: 4) + [
                .editingDidEndOnExit, .editingDidEnd,
            ])
        #expect(recorder.actions.isEmpty, "no key went on to the screen's mappings")
    }

    @Test("Shift with an arrow grows the selection, and delete-forward deletes after the caret")
    func shiftArrowsGrowTheSelectionAndDeleteForwardDeletesAfterTheCaret() throws {
        let field = fieldInWindow()
        field.text = "milk"
        try field.select(range: 1..<1)
        window.press(.rightArrow, modifierFlags: .shift)
        window.press(.rightArrow, modifierFlags: .shift)
        #expect(field.selectedRange == 1..<3)
        window.press(.leftArrow, modifierFlags: .shift)
        #expect(field.selectedRange == 0..<3)
        window.press(.deleteForward)
        #expect(field.text == "k")
        #expect(field.selectedRange == 0..<0)
        window.press(.deleteForward)
        #expect(field.text == "")
        window.press(.deleteForward)
        #expect(controlEvents(of: field) == [.editingDidBegin, .editingChanged, .editingChanged])
        for _ in 0..<3 { window.press(.leftArrow, modifierFlags: .shift) }
        #expect(field.selectedRange == 0..<0, "nothing to select in an empty field")
    }
}
