import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewFocusTests {
    let window = makeWindow()

    /// A custom view that takes keyboard focus, as a UIKit view does by overriding the property.
    final class Canvas: View {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// A custom view that takes focus and refuses to give it up while `isLocked`.
    final class LockedCanvas: View {
        var isLocked = true
        override var canBecomeFirstResponder: Bool { true }
        override func resignFirstResponder() -> Bool {
            isLocked ? false : super.resignFirstResponder()
        }
    }

    @Test func aFieldBecomesTheWindowsOneFirstResponder() {
        let (form, recorder) = EditingForm.added(to: window)
        #expect(window.firstResponder == nil)
        #expect(form.name.becomeFirstResponder())
        #expect(window.firstResponder === form.name)
        #expect(form.name.isFirstResponder)
        #expect(!form.email.isFirstResponder)
        #expect(form.name.becomeFirstResponder(), "already first responder")
        #expect(recorder.actions == ["name begin"])
    }

    @Test func movingFocusEndsTheFirstFieldBeforeBeginningTheSecond() {
        let (form, recorder) = EditingForm.added(to: window)
        form.name.becomeFirstResponder()
        form.email.becomeFirstResponder()
        #expect(recorder.actions == ["name begin", "name end", "email begin"])
        #expect(window.firstResponder === form.email)
        #expect(!form.name.isEditing)
    }

    @Test func resigningEndsEditingAndLeavesNothingFocused() {
        let (form, recorder) = EditingForm.added(to: window)
        form.name.becomeFirstResponder()
        #expect(form.name.resignFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(recorder.actions == ["name begin", "name end"])
    }

    @Test func resigningAViewThatIsNotFirstResponderSendsNothing() {
        let (form, recorder) = EditingForm.added(to: window)
        form.name.becomeFirstResponder()
        #expect(form.email.resignFirstResponder())
        #expect(window.firstResponder === form.name)
        #expect(recorder.actions == ["name begin"])
    }

    @Test func aPlainViewCannotBecomeFirstResponderButACustomOneCan() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(plain)
        window.addSubview(canvas)
        #expect(!plain.canBecomeFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(canvas.becomeFirstResponder())
        #expect(window.firstResponder === canvas)
        #expect(TextField().canBecomeFirstResponder)
        #expect(!Button().canBecomeFirstResponder)
    }

    @Test func aFieldOutsideAWindowCannotBecomeFirstResponder() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(field.eventLog.isEmpty)
    }

    @Test(
        "A field that a person couldn't use can't become first responder",
        arguments: ["hidden", "transparent", "NaN alpha", "no interaction", "disabled"])
    func anUnusableFieldCannotBecomeFirstResponder(condition: String) {
        let (form, recorder) = EditingForm.added(to: window)
        switch condition {
        case "hidden": form.isHidden = true
        case "transparent": form.alpha = 0
        case "NaN alpha": form.alpha = .nan
        case "no interaction": form.isUserInteractionEnabled = false
        default: form.name.isEnabled = false
        }
        #expect(!form.name.becomeFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(recorder.actions.isEmpty)
    }

    @Test("Focus needs no touch: a covered field, or one outside the window, can take it")
    func aCoveredOrOffScreenFieldCanBecomeFirstResponder() {
        let (form, _) = EditingForm.added(to: window)
        window.addSubview(View(frame: window.bounds))
        #expect(form.name.becomeFirstResponder())
        form.email.frame.origin.y = 2_000
        #expect(form.email.becomeFirstResponder())
    }

    @Test(
        "A first responder that a person can no longer use loses focus at once, with editingDidEnd",
        arguments: [
            "removed", "ancestor removed", "hidden", "ancestor hidden", "transparent", "NaN alpha",
            "no interaction", "disabled",
        ])
    func anUnusableFirstResponderLosesFocusAtOnce(change: String) {
        let (form, recorder) = EditingForm.added(to: window)
        form.email.becomeFirstResponder()
        switch change {
        case "removed": form.email.removeFromSuperview()
        case "ancestor removed": form.removeFromSuperview()
        case "hidden": form.email.isHidden = true
        case "ancestor hidden": form.isHidden = true
        case "transparent": form.email.alpha = 0.001
        case "NaN alpha": form.alpha = .nan
        case "no interaction": form.isUserInteractionEnabled = false
        default: form.email.isEnabled = false
        }
        #expect(window.firstResponder == nil)
        #expect(!form.email.isEditing)
        #expect(recorder.actions == ["email begin", "email end"])
    }

    @Test func changesElsewhereKeepTheFirstResponder() {
        let (form, recorder) = EditingForm.added(to: window)
        form.email.becomeFirstResponder()
        form.name.isHidden = true
        form.note.isEnabled = false
        form.note.removeFromSuperview()
        form.email.alpha = 0.5
        form.email.frame.origin.x = -1_000
        window.addSubview(View(frame: window.bounds))
        #expect(window.firstResponder === form.email)
        #expect(recorder.actions == ["email begin"])
    }

    @Test func aFieldMovedToAnotherWindowLosesFocus() {
        let (form, recorder) = EditingForm.added(to: window)
        form.name.becomeFirstResponder()
        let other = makeWindow()
        other.addSubview(form.name)
        #expect(window.firstResponder == nil)
        #expect(other.firstResponder == nil)
        #expect(recorder.actions == ["name begin", "name end"])
    }

    @Test func aViewThatRefusesToResignKeepsFocus() {
        let (form, recorder) = EditingForm.added(to: window)
        let canvas = LockedCanvas(frame: Rect(x: 0, y: 300, width: 10, height: 10))
        window.addSubview(canvas)
        #expect(canvas.becomeFirstResponder())
        #expect(!canvas.resignFirstResponder())
        #expect(!form.name.becomeFirstResponder())
        #expect(window.firstResponder === canvas)
        #expect(recorder.actions.isEmpty)
        canvas.isLocked = false
        #expect(form.name.becomeFirstResponder())
    }

    @Test func aViewThatRefusesToResignLosesFocusWhenItCanNoLongerHoldIt() {
        let canvas = LockedCanvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(canvas)
        canvas.becomeFirstResponder()
        canvas.isHidden = true
        #expect(window.firstResponder == nil)
    }

    @Test("When a handler of editingDidEnd focuses a third view, that move stands")
    func aMoveMadeByAHandlerStands() {
        let (form, recorder) = EditingForm.added(to: window)
        let redirect = ActionCallback<String> { action in
            if action == "name end" { form.note.becomeFirstResponder() }
        }
        form.ss.addActionHandler(to: redirect)
        form.name.becomeFirstResponder()
        #expect(!form.email.becomeFirstResponder())
        #expect(window.firstResponder === form.note)
        #expect(recorder.actions == ["name begin", "name end", "note begin"])
    }

    @Test("When a handler of editingDidEnd hides the view taking focus, it doesn't take it")
    func aViewHiddenByAHandlerDoesNotTakeFocus() {
        let (form, recorder) = EditingForm.added(to: window)
        let hide = ActionCallback<String> { action in
            if action == "name end" { form.email.isHidden = true }
        }
        form.ss.addActionHandler(to: hide)
        form.name.becomeFirstResponder()
        #expect(!form.email.becomeFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(recorder.actions == ["name begin", "name end"])
    }

    @Test func endingEditingResignsTheFirstResponderInTheSubtree() {
        let (form, recorder) = EditingForm.added(to: window)
        let outside = TextField(frame: Rect(x: 0, y: 400, width: 100, height: 44))
        window.addSubview(outside)
        outside.becomeFirstResponder()
        #expect(form.endEditing(false), "nothing in the form is focused")
        #expect(window.firstResponder === outside)
        form.email.becomeFirstResponder()
        #expect(form.endEditing(false))
        #expect(window.firstResponder == nil)
        #expect(recorder.actions == ["email begin", "email end"])
    }

    @Test func forcingTheEndOfEditingOverridesARefusalToResign() {
        let container = View(frame: window.bounds)
        window.addSubview(container)
        let canvas = LockedCanvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(canvas)
        canvas.becomeFirstResponder()
        #expect(!container.endEditing(false))
        #expect(window.firstResponder === canvas)
        #expect(container.endEditing(true))
        #expect(window.firstResponder == nil)
    }

    @Test func theDumpShowsTheFirstResponderAsFocused() throws {
        let form = EditingForm(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(form)
        try form.email.type("a@b")
        #expect(
            form.dump() == """
                EditingForm (0, 0, 390, 200)
                  TextField#name "Name" (0, 0, 300, 44) textField
                  TextField#email "a@b" (0, 50, 300, 44) textField "Email" focused
                  TextField#note "Note" (0, 100, 300, 44) textField

                """)
    }
}
