import SendingState
import SendingStateInput
import Testing

/// The kit's keyboard focus: who may hold it, who loses it, the order Tab moves it in, and where a
/// key starts with nothing focused.
@MainActor
struct KeyboardFocusTests {
    let root = Node("root", width: 400, height: 400)
    let form = Node("form", width: 400, height: 300)
    let name = TextNode("name", x: 10, y: 10)
    let email = TextNode("email", x: 10, y: 50)
    let button = Node("button", x: 220, y: 10, width: 80, height: 30)
    let focus: KeyboardFocus

    init() {
        root.add(form)
        form.add(email)
        form.add(button)
        form.add(name)
        button.controlKind = .button
        button.canBecomeFirstResponder = true
        focus = KeyboardFocus(root: root)
    }

    private var focusedName: String? { (focus.focusedView as? Node)?.name }

    @Test func focusingATextBeginsItsEditingAndFocusingAnotherEndsIt() {
        #expect(focus.focus(name))
        #expect(focusedName == "name")
        #expect(name.controlEvents == [.editingDidBegin])
        #expect(name.isEditingText)
        #expect(focus.focus(name), "focusing the focused view again changes nothing")
        #expect(name.controlEvents == [.editingDidBegin])
        #expect(focus.focus(email))
        #expect(name.controlEvents == [.editingDidBegin, .editingDidEnd])
        #expect(email.controlEvents == [.editingDidBegin])
        #expect(!name.isEditingText)
        focus.unfocus()
        #expect(focus.focusedView == nil)
        #expect(email.controlEvents == [.editingDidBegin, .editingDidEnd])
    }

    @Test func aReadOnlyTextTakesTheFocusWithoutBeginningToEdit() {
        name.isEditable = false
        #expect(focus.focus(name))
        #expect(name.controlEvents.isEmpty)
        focus.unfocus()
        #expect(name.controlEvents.isEmpty, "an editing that never began doesn't end")
    }

    @Test func aViewThatCantBecomeFirstResponderOrIsOutsideTheRootOrUnusableCantTakeIt() {
        #expect(!focus.focus(form), "a plain view can't become first responder")
        let stray = TextNode("stray")
        #expect(!focus.focus(stray), "outside the root")
        form.isHidden = true
        #expect(!focus.focus(name), "an ancestor is hidden")
        form.isHidden = false
        form.isUserInteractionEnabled = false
        #expect(!focus.focus(name), "an ancestor takes no pointer")
        form.isUserInteractionEnabled = true
        form.isInputEnabled = false
        #expect(!focus.focus(name), "an ancestor is disabled")
        form.isInputEnabled = true
        #expect(focus.focus(name))
    }

    @Test(arguments: ["hidden", "disabled", "removed", "no longer focusable"])
    func aFocusedViewThatCanNoLongerHoldTheFocusLosesItAtTheNextCheck(change: String) {
        focus.focus(name)
        switch change {
        case "hidden": form.isHidden = true
        case "disabled": name.isInputEnabled = false
        case "removed": name.removeFromParent()
        default: name.canBecomeFirstResponder = false
        }
        #expect(focus.focusedView === name, "nothing has checked yet")
        focus.checkFocusedView()
        #expect(focus.focusedView == nil)
        #expect(name.controlEvents == [.editingDidBegin, .editingDidEnd])
    }

    @Test func aFocusedViewThatCanStillHoldTheFocusKeepsItAtACheck() {
        focus.focus(name)
        name.origin = Point(x: 1_000, y: 1_000)
        focus.checkFocusedView()
        #expect(focus.focusedView === name, "keys aren't hit-tested: a view moved out of sight keeps it")
    }

    @Test func aRowViewAboutToShowAnotherRowGivesUpTheFocusWithin() {
        focus.focus(name)
        focus.unfocus(within: button)
        #expect(focus.focusedView === name, "the focus isn't inside the button")
        focus.unfocus(within: form)
        #expect(focus.focusedView == nil)
    }

    @Test func tabMovesInReadingOrderAndWrapsAroundAndShiftTabGoesBack() {
        #expect(focus.focusOrder().compactMap { ($0 as? Node)?.name } == ["name", "button", "email"])
        #expect((focus.moveFocus(forward: true) as? Node)?.name == "name", "nothing focused: the first")
        #expect((focus.moveFocus(forward: true) as? Node)?.name == "button")
        #expect((focus.moveFocus(forward: true) as? Node)?.name == "email")
        #expect((focus.moveFocus(forward: true) as? Node)?.name == "name", "it wraps around")
        #expect((focus.moveFocus(forward: false) as? Node)?.name == "email")
        focus.unfocus()
        #expect((focus.moveFocus(forward: false) as? Node)?.name == "email", "nothing focused: the last")
    }

    @Test func tabSkipsWhatAPersonCantUseButNotWhatIsOutOfSight() {
        button.isInputEnabled = false
        email.origin = Point(x: 10, y: 5_000)
        #expect(focus.focusOrder().compactMap { ($0 as? Node)?.name } == ["name", "email"])
        form.isHidden = true
        #expect(focus.focusOrder().isEmpty)
        #expect(focus.moveFocus(forward: true) == nil)
    }

    @Test func aHandlerOfEditingDidEndThatMovesTheFocusWins() {
        let mappings = Mappings([(name, [.control(.editingDidEnd)])])
        let handler = FocusingHandler(focus: focus, target: button)
        mappings.ss.addActionHandler(to: handler)
        focus.focus(name)
        #expect(!focus.focus(email), "name's editingDidEnd focused the button")
        #expect(focus.focusedView === button)
        #expect(email.controlEvents.isEmpty)
    }

    /// A handler that focuses a view when an action comes.
    @MainActor
    final class FocusingHandler: @MainActor ActionHandlingProvider {
        let focus: KeyboardFocus
        let target: Node

        init(focus: KeyboardFocus, target: Node) {
            self.focus = focus
            self.target = target
        }

        func handle(action: String) {
            focus.focus(target)
        }
    }

    @Test func withNothingFocusedKeysStartAtTheRootsFrontmostUsableSubview() {
        let overlay = root.add(Node("overlay", width: 400, height: 400))
        #expect((focus.keyChainStart as? Node)?.name == "overlay")
        overlay.isHidden = true
        #expect((focus.keyChainStart as? Node)?.name == "form", "a hidden overlay is passed over")
        form.isInputEnabled = false
        #expect((focus.keyChainStart as? Node)?.name == "root", "no usable subview: the root")
        focus.focus(button)
        #expect((focus.keyChainStart as? Node)?.name == "root", "the button is in a disabled form")
        form.isInputEnabled = true
        focus.focus(button)
        #expect(focus.keyChainStart === button, "the focused view, when there is one")
        root.isHidden = true
        focus.unfocus()
        #expect(focus.keyChainStart == nil, "a root that can't be used starts nothing")
    }
}
