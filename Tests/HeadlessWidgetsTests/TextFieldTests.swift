import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct TextFieldTests {
    let window = makeWindow()

    private func fieldInWindow() -> TextField {
        let field = TextField()
        field.placeholder = "Search"
        field.frame = Rect(x: 0, y: 0, width: 300, height: 44)
        window.addSubview(field)
        return field
    }

    @Test func typingBeginsEditingAndChangesOncePerCharacter() throws {
        let field = fieldInWindow()
        try field.type("tea")
        #expect(field.text == "tea")
        #expect(field.isEditing)
        #expect(
            controlEvents(of: field) == [.editingDidBegin, .editingChanged, .editingChanged, .editingChanged])
    }

    @Test func endingEditingSendsEditingDidEndOnce() throws {
        let field = fieldInWindow()
        try field.type("a")
        field.endEditing()
        field.endEditing()
        #expect(controlEvents(of: field).suffix(1) == [.editingDidEnd])
        #expect(!field.isEditing)
    }

    @Test func pressingReturnEndsOnExit() throws {
        let field = fieldInWindow()
        try field.type("a")
        try field.pressReturn()
        #expect(controlEvents(of: field).suffix(2) == [.editingDidEndOnExit, .editingDidEnd])
        #expect(
            refusal(of: try field.pressReturn())?.reason
                == .invalidArgument("the field is not being edited, so there is no keyboard"))
    }

    @Test func aTapBeginsEditing() throws {
        let field = fieldInWindow()
        try field.tap()
        #expect(
            controlEvents(of: field) == [
                .touchDown, .touchUpInside, .primaryActionTriggered, .editingDidBegin,
            ])
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
        #expect(field.text.isEmpty)
        #expect(field.eventLog.isEmpty)
    }

    @Test func aFontThatIsNotStandardShowsInTheDump() throws {
        let field = fieldInWindow()
        #expect(field.font == .standard)
        field.font = .boldSystemFont(ofSize: 20)
        try field.type("a")
        #expect(field.dumpAttributes == ["editing", "font=20pt bold"])
    }
}
