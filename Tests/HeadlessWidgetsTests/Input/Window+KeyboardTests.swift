import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct WindowKeyboardTests {
    let window = makeWindow()

    /// A field added to `parent` at a frame, named by its identifier.
    @discardableResult
    private func field(_ identifier: String, at frame: Rect, in parent: View? = nil) -> TextField {
        let field = TextField(frame: frame)
        field.accessibilityIdentifier = identifier
        (parent ?? window).addSubview(field)
        return field
    }

    /// The identifiers of the views Tab focuses, pressing it `count` times.
    private func tabbing(_ count: Int, backwards: Bool = false) -> [String] {
        (0..<count).map { _ in
            let focused = backwards ? window.pressShiftTab() : window.pressTab()
            return focused?.accessibilityIdentifier ?? "nil"
        }
    }

    @Test func tabFocusesTheFirstFieldThenTheNextAndWrapsAround() {
        let (form, recorder) = EditingForm.added(to: window)
        #expect(tabbing(4) == ["name", "email", "note", "name"])
        #expect(window.firstResponder === form.name)
        #expect(
            recorder.actions == [
                "name begin", "name end", "email begin", "email end", "note begin", "note end", "name begin",
            ])
    }

    @Test func shiftTabFocusesTheLastFieldThenThePreviousAndWrapsAround() {
        EditingForm.added(to: window).0.email.becomeFirstResponder()
        #expect(tabbing(3, backwards: true) == ["name", "note", "email"])
        window.firstResponder?.resignFirstResponder()
        #expect(tabbing(1, backwards: true) == ["note"])
    }

    @Test("Tab reads top to bottom, then left to right, whatever the tree order")
    func tabFollowsReadingOrder() {
        field("bottom", at: Rect(x: 0, y: 200, width: 100, height: 44))
        field("right", at: Rect(x: 200, y: 100, width: 100, height: 44))
        field("top", at: Rect(x: 300, y: 0, width: 50, height: 44))
        field("left", at: Rect(x: 0, y: 100, width: 100, height: 44))
        #expect(tabbing(4) == ["top", "left", "right", "bottom"])
    }

    @Test func tabReadsFramesInWindowCoordinates() {
        let lowerPanel = View(frame: Rect(x: 0, y: 300, width: 390, height: 100))
        let upperPanel = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(lowerPanel)
        window.addSubview(upperPanel)
        field("lower", at: Rect(x: 0, y: 0, width: 100, height: 44), in: lowerPanel)
        field("upper", at: Rect(x: 0, y: 50, width: 100, height: 44), in: upperPanel)
        #expect(tabbing(2) == ["upper", "lower"])
    }

    @Test func fieldsAtTheSamePlaceAreReadInTreeOrder() {
        let frame = Rect(x: 10, y: 10, width: 100, height: 44)
        for name in ["first", "second", "third"] { field(name, at: frame) }
        #expect(tabbing(3) == ["first", "second", "third"])
        #expect(tabbing(2, backwards: true) == ["second", "first"])
    }

    @Test func tabSkipsWhatCannotTakeFocus() {
        field("hidden", at: Rect(x: 0, y: 0, width: 100, height: 44)).isHidden = true
        field("disabled", at: Rect(x: 0, y: 50, width: 100, height: 44)).isEnabled = false
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 100, width: 100, height: 44)
        window.addSubview(button)
        let inert = View(frame: Rect(x: 0, y: 150, width: 390, height: 100))
        inert.isUserInteractionEnabled = false
        window.addSubview(inert)
        field("inert", at: Rect(x: 0, y: 0, width: 100, height: 44), in: inert)
        field("usable", at: Rect(x: 0, y: 300, width: 100, height: 44))
        #expect(tabbing(2) == ["usable", "usable"])
    }

    @Test func tabWithNothingFocusableFocusesNothing() {
        window.addSubview(Button(title: "Go"))
        #expect(window.pressTab() == nil)
        #expect(window.pressShiftTab() == nil)
        #expect(window.firstResponder == nil)
    }

    @Test func tabReachesCustomFocusableViews() {
        final class Canvas: View {
            override var canBecomeFirstResponder: Bool { true }
        }
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        canvas.accessibilityIdentifier = "canvas"
        window.addSubview(canvas)
        field("field", at: Rect(x: 0, y: 50, width: 100, height: 44))
        #expect(tabbing(3) == ["canvas", "field", "canvas"])
    }

    @Test func aNaNFrameReadsLast() {
        field("nan", at: Rect(x: .nan, y: .nan, width: 100, height: 44))
        field("far", at: Rect(x: 0, y: 10_000, width: 100, height: 44))
        field("near", at: Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(tabbing(3) == ["near", "far", "nan"])
    }

    @Test func returnGoesToTheFocusedField() throws {
        let (form, recorder) = EditingForm.added(to: window)
        window.pressTab()
        try window.type("Ada")
        try window.pressReturn()
        #expect(form.name.text == "Ada")
        #expect(
            recorder.actions == [
                "name begin", "name changed A", "name changed Ad", "name changed Ada", "name exit",
                "name end",
            ])
        #expect(window.firstResponder == nil)
    }

    @Test func typingGoesToTheFocusedFieldEvenWhenItIsCovered() throws {
        let (form, _) = EditingForm.added(to: window)
        form.email.becomeFirstResponder()
        window.addSubview(View(frame: window.bounds))
        try window.type("a@b")
        #expect(form.email.text == "a@b")
    }

    @Test func keyboardInputWithNothingFocusedIsRefused() {
        let (form, recorder) = EditingForm.added(to: window)
        let returnRefused = refusal(of: try window.pressReturn())
        #expect(returnRefused?.reason == .noFocusedTextField)
        #expect(
            returnRefused?.description
                == "pressReturn on Window refused: no text field or text view in Window has keyboard focus")
        #expect(refusal(of: try window.type("a"))?.reason == .noFocusedTextField)
        #expect(form.name.text == "")
        #expect(recorder.actions.isEmpty)
    }

    @Test func keyboardInputWithAViewThatTakesNoTextFocusedIsRefused() {
        final class Canvas: View {
            override var canBecomeFirstResponder: Bool { true }
        }
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(canvas)
        canvas.becomeFirstResponder()
        #expect(refusal(of: try window.type("a"))?.reason == .noFocusedTextField)
        #expect(refusal(of: try window.pressReturn())?.reason == .noFocusedTextField)
        #expect(window.firstResponder === canvas)
    }

    // MARK: - press(_:modifierFlags:)

    @Test func aKeyGoesToTheFirstViewUpFromTheFirstResponderThatMapsIt() {
        let (screen, recorder) = KeyScreen.added(to: window)
        screen.field.becomeFirstResponder()
        #expect(window.press(.escape) === screen.panel, "the panel, the field's superview, maps Escape")
        #expect(
            window.press("f", modifierFlags: .command) === screen, "the panel doesn't map it; the screen does"
        )
        #expect(recorder.actions == ["panel escape", "command+f"])
        #expect(screen.panel.eventLog == [.key(KeyPress(.escape))])
        #expect(screen.eventLog == [.key(KeyPress("f", modifierFlags: .command))])
        #expect(screen.field.eventLog.filter { if case .key = $0 { true } else { false } }.isEmpty)
    }

    @Test("A key's modifiers must match a mapping's exactly, or no view receives it")
    func aKeyWithOtherModifiersReachesNoMapping() {
        let (screen, recorder) = KeyScreen.added(to: window)
        #expect(window.press("f") == nil)
        #expect(window.press("f", modifierFlags: [.command, .shift]) == nil)
        #expect(window.press("Q") == nil, "Shift-Q is not q")
        #expect(window.press("q") === screen)
        #expect(recorder.actions == ["q"])
    }

    @Test("With nothing focused, a key starts at the window's frontmost shown subview")
    func withNothingFocusedAKeyStartsAtTheFrontmostSubview() {
        let (screen, recorder) = KeyScreen.added(to: window)
        let hiddenOverlay = KeyScreen(frame: window.bounds)
        hiddenOverlay.isHidden = true
        window.addSubview(hiddenOverlay)
        let inertOverlay = KeyScreen(frame: window.bounds)
        inertOverlay.isUserInteractionEnabled = false
        window.addSubview(inertOverlay)
        let overlayRecorder = ActionRecorder<String>()
        hiddenOverlay.ss.addActionHandler(to: overlayRecorder)
        inertOverlay.ss.addActionHandler(to: overlayRecorder)
        #expect(window.press("q") === screen)
        #expect(window.press(.escape) == nil, "the panel is below the screen, not above it")
        #expect(recorder.actions == ["q"])
        #expect(overlayRecorder.actions.isEmpty)
        let modal = KeyScreen(frame: window.bounds)
        window.addSubview(modal)
        modal.ss.addActionHandler(to: overlayRecorder)
        #expect(window.press("q") === modal, "a view in front, such as a modal, takes the keys")
    }

    @Test func aKeyMappedOnTheWindowItselfIsReachedLast() {
        final class ShortcutWindow: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(window!) { _, ctx in ctx.key("w", modifierFlags: .command) { ["close"] } }
            }
        }
        let shortcuts = ShortcutWindow(frame: .zero)
        window.addSubview(shortcuts)
        // The provider holds the senders it declares, here the window that holds it: let go of it.
        defer { shortcuts.removeFromSuperview() }
        let recorder = ActionRecorder<String>()
        shortcuts.ss.addActionHandler(to: recorder)
        #expect(window.press("w", modifierFlags: .command) === window)
        EditingForm.added(to: window).0.note.becomeFirstResponder()
        #expect(window.press("w", modifierFlags: .command) === window)
        #expect(recorder.actions == ["close", "close"])
    }

    @Test func aKeyInAWindowThatCannotBeUsedReachesNothing() {
        let (_, recorder) = KeyScreen.added(to: window)
        window.isHidden = true
        #expect(window.press("q") == nil)
        window.isHidden = false
        window.isUserInteractionEnabled = false
        #expect(window.press("q") == nil)
        window.isUserInteractionEnabled = true
        window.alpha = 0
        #expect(window.press("q") == nil)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aKeyWithNoViewToReceiveItInAnEmptyWindowGoesNowhere() {
        #expect(window.press("q") == nil)
        #expect(window.eventLog.isEmpty)
    }

    @Test func aDisabledControlOnTheWayUpIsSkipped() {
        final class Keypad: Control, EventForwardingProvider {
            let key = TextField(frame: Rect(x: 0, y: 0, width: 50, height: 44))
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.key(.escape) { ["keypad escape"] } }
            }
        }
        let (screen, recorder) = KeyScreen.added(to: window)
        let keypad = Keypad(frame: Rect(x: 0, y: 600, width: 100, height: 100))
        keypad.addSubview(keypad.key)
        screen.addSubview(keypad)
        keypad.ss.addActionHandler(to: recorder)
        keypad.key.becomeFirstResponder()
        #expect(window.press(.escape) === keypad)
        keypad.isEnabled = false
        #expect(window.press(.escape) == nil, "the focused field is inside a disabled control")
        #expect(recorder.actions == ["keypad escape"])
    }

    @Test("Tab and Shift-Tab move focus, and no mapping sees them")
    func tabAndShiftTabMoveFocus() {
        let (form, _) = EditingForm.added(to: window)
        #expect(window.press(.tab) === form.name)
        #expect(window.press(.tab) === form.email)
        #expect(window.press(.tab, modifierFlags: .shift) === form.name)
        #expect(window.press("\t") === form.email, "a typed tab is the Tab key")
        #expect(form.eventLog.isEmpty)
    }

    @Test("The first responder's own handling of a key comes before any mapping of it")
    func theFirstRespondersOwnHandlingComesFirst() {
        let (screen, recorder) = KeyScreen.added(to: window)
        window.isFullKeyboardAccessEnabled = true
        screen.button.becomeFirstResponder()
        #expect(window.press(.space) === screen.button)
        #expect(window.press(.return) === screen.button)
        #expect(controlEvents(of: screen.button) == [.primaryActionTriggered, .primaryActionTriggered])
        #expect(recorder.actions.isEmpty, "the screen's Space and Return mappings don't fire")
        #expect(window.press(.leftArrow) === screen, "a button doesn't handle arrows")
        #expect(window.press(.space, modifierFlags: .shift) == nil, "Shift-Space isn't Space")
        #expect(recorder.actions == ["left"])
    }

    @Test func aControlThatLostFocusHandlesNoKey() {
        let (screen, recorder) = KeyScreen.added(to: window)
        window.isFullKeyboardAccessEnabled = true
        screen.button.becomeFirstResponder()
        screen.button.isEnabled = false
        #expect(window.press(.space) === screen, "focus is gone, so Space goes to the screen's mapping")
        screen.button.isEnabled = true
        screen.toggle.becomeFirstResponder()
        screen.toggle.isHidden = true
        window.press(.space)
        #expect(!screen.toggle.isOn)
        #expect(controlEvents(of: screen.button).isEmpty)
        #expect(controlEvents(of: screen.toggle).isEmpty)
        #expect(recorder.actions == ["space", "space"])
    }

    @Test("With Full Keyboard Access, Tab reaches every control in reading order")
    func withFullKeyboardAccessTabReachesEveryControl() {
        _ = KeyScreen.added(to: window)
        #expect(tabbing(2) == ["field", "field"], "without it, only the text field")
        window.isFullKeyboardAccessEnabled = true
        #expect(tabbing(5) == ["button", "toggle", "slider", "footer", "field"])
    }

    @Test func aKeyboardPressLeavesTheLastRefusal() {
        let (screen, _) = KeyScreen.added(to: window)
        screen.button.isEnabled = false
        _ = refusal(of: try screen.button.tap())
        window.press("q")
        #expect(window.lastRefusal?.reason == .disabled)
    }
}
