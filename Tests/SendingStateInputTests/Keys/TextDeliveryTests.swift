import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// A toolkit that sends typed text apart from its key presses, as SDL, GLFW, winit and a browser's
/// input events do, often with key codes that Shift hasn't changed.
@MainActor
struct TextDeliveryTests {
    let engine = InputEngine(clock: TestClock())
    let root = Node("root", width: 400, height: 400)
    let field = TextNode("field", x: 10, y: 10)
    let button = Node("button", x: 10, y: 60, width: 80, height: 30)
    let focus: KeyboardFocus

    init() {
        root.add(field)
        root.add(button)
        button.controlKind = .button
        button.canBecomeFirstResponder = true
        button.reportsPrimaryAction = true
        focus = KeyboardFocus(root: root)
        engine.keyboardFocus = focus
        engine.textDelivery = .separately
    }

    /// What SDL sends for one key that types: the key, then its text.
    private func type(_ key: KeyPress, text: String) -> (key: String, text: String) {
        (describe(engine.deliver(key)), describe(engine.deliver(text: text)))
    }

    private func describe(_ delivery: InputEngine.KeyDelivery) -> String {
        switch delivery {
        case .focusNavigation(let forward): forward ? "tab" : "shift-tab"
        case .performed(let target): "performed by \((target as? Node)?.name ?? "?")"
        case .reported(let target): "reported to \((target as? Node)?.name ?? "?")"
        case .unhandled: "unhandled"
        case .queued: "queued"
        }
    }

    @Test func typingNeverDoublesWhenTheTextComesApartFromTheKey() {
        focus.focus(field)
        let typed = type("a", text: "a")
        #expect(typed.key == "unhandled", "the key that types is left to its text")
        #expect(typed.text == "performed by field")
        _ = type(KeyPress("1", modifierFlags: .shift), text: "!")
        _ = type(KeyPress(.space), text: " ")
        #expect(field.text == "a! ")
        #expect(field.controlEvents == [.editingDidBegin] + Array(repeating: .editingChanged, count: 3))
    }

    @Test func aMappingOnExclamationFiresFromShift1WhoseKeyCodeIsUnshifted() {
        let mappings = Mappings([(root, [.key("!"), .key("1")])])
        let typed = type(KeyPress("1", modifierFlags: .shift), text: "!")
        #expect(typed.key == "unhandled")
        #expect(typed.text == "reported to root")
        #expect(mappings.actions == ["root !"], "the text says what Shift made; the 1 mapping doesn't fire")
    }

    @Test func anUppercaseLetterReachesAShiftMappingAndSpaceActivatesAFocusedButton() {
        let mappings = Mappings([
            (root, [.key(KeyPress("q", modifierFlags: .shift))]),
            (button, [.control(.primaryActionTriggered)]),
        ])
        _ = type(KeyPress("q", modifierFlags: .shift), text: "Q")
        focus.focus(button)
        _ = type(KeyPress(.space), text: " ")
        #expect(mappings.actions == ["root shift+q", "button [primaryActionTriggered]"])
    }

    @Test func keysThatTypeNothingStillComeAsKeyPresses() {
        let mappings = Mappings([
            (root, [.key(KeyPress("q", modifierFlags: .control)), .key(KeyPress(.escape))])
        ])
        focus.focus(field)
        engine.deliver(KeyPress("q", modifierFlags: .control))
        engine.deliver(KeyPress(.escape))
        engine.deliver(KeyPress(.leftArrow))
        #expect(mappings.actions == ["root control+q", "root escape"])
        engine.deliver(KeyPress(.return))
        #expect(field.controlEvents.suffix(2) == [.editingDidEndOnExit, .editingDidEnd])
    }

    @Test func anInputMethodsTextIsOneChangeAndControlCharactersAreDropped() {
        focus.focus(field)
        engine.deliver(text: "日本\u{7}")
        #expect(field.text == "日本")
        #expect(field.controlEvents == [.editingDidBegin, .editingChanged])
        #expect(describe(engine.deliver(text: "\r\u{1B}")) == "unhandled")
        #expect(field.text == "日本")
    }

    @Test func textWithNothingFocusedIsDeliveredCharacterByCharacter() {
        let mappings = Mappings([(root, [.key("o"), .key("k")])])
        #expect(describe(engine.deliver(text: "ok")) == "reported to root")
        #expect(mappings.actions == ["root o", "root k"])
    }

    @Test func aToolkitThatKeepsItsOwnFocusNamesTheFocusedViewForItsText() {
        let entry = Node("entry", width: 100, height: 30)
        entry.controlKind = .textField
        root.add(entry)
        #expect(describe(engine.deliver(text: "hé", focused: entry)) == "performed by entry")
        #expect(entry.commands == [.insertText("hé")], "its toolkit inserts the whole text")
    }
}
