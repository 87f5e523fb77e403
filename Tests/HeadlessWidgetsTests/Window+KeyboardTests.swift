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
                == "pressReturn on Window refused: no text field in Window has keyboard focus")
        #expect(refusal(of: try window.type("a"))?.reason == .noFocusedTextField)
        #expect(form.name.text.isEmpty)
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
}
