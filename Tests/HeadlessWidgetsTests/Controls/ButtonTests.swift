import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ButtonTests {
    @Test func itsTitleIsItsVisibleText() {
        let button = Button(title: "Buy")
        #expect(button.visibleText == "Buy")
        #expect(button.summary == "Button \"Buy\"")
    }

    @Test func aTapForwardsTheMappedActionWithTheBoundState() throws {
        let window = makeWindow()
        let cell = ProductCell()
        cell.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        window.addSubview(cell)
        let recorder = ActionRecorder<ProductRowAction>()
        cell.ss.configure(ProductRow(id: 3, name: "Tea", quantity: 1))
        cell.ss.addActionHandler(to: recorder)
        try cell.favoriteButton.tap()
        #expect(recorder.actions == [.favorite(3)])
    }

    @Test func titleIsTheShortFormOfTheNormalTitle() {
        let button = Button()
        button.title = "Buy"
        #expect(button.title(for: .normal) == "Buy")
        button.setTitle("Add", for: .normal)
        #expect(button.title == "Add")
        button.title = nil
        #expect(button.title(for: .normal) == nil)
    }

    @Test func aStateWithoutItsOwnTitleShowsTheNormalTitleAsInUIKit() {
        let button = Button(title: "☆")
        button.setTitle("★", for: .selected)
        #expect(button.title(for: .selected) == "★")
        #expect(button.title(for: .disabled) == "☆")
        #expect(
            button.title(for: [.selected, .highlighted]) == "☆", "a combined state falls back to normal only")
        button.setTitle(nil, for: .selected)
        #expect(button.title(for: .selected) == "☆")
    }

    @Test func theVisibleTitleFollowsTheCurrentState() {
        let button = Button(title: "Buy")
        button.setTitle("Sold out", for: .disabled)
        button.setTitle("In cart", for: .selected)
        button.setTitle("Sold out, in cart", for: [.disabled, .selected])
        #expect(button.currentTitle == "Buy")
        button.isSelected = true
        #expect(button.currentTitle == "In cart")
        #expect(button.visibleText == "In cart")
        button.isEnabled = false
        #expect(button.currentTitle == "Sold out, in cart")
        button.isSelected = false
        #expect(button.summary == "Button \"Sold out\"")
    }

    @Test func aHighlightedTitleShowsWhileATouchIsDown() throws {
        final class Probe: View, EventForwardingProvider {
            let button = Button(title: "Buy")
            override init(frame: Rect) {
                super.init(frame: frame)
                button.frame = Rect(x: 0, y: 0, width: 100, height: 44)
                button.setTitle("Buying…", for: .highlighted)
                addSubview(button)
            }
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { button, ctx in
                    ctx.control(.touchDown) { [button.currentTitle ?? ""] }
                    ctx.control(.touchUpInside) { [button.currentTitle ?? ""] }
                }
            }
        }
        let window = makeWindow()
        let probe = Probe(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        window.addSubview(probe)
        let recorder = ActionRecorder<String>()
        probe.ss.addActionHandler(to: recorder)
        try probe.button.tap()
        #expect(recorder.actions == ["Buying…", "Buy"])
    }

    @Test func theDumpShowsTitlesOfOtherStatesAndAFontThatIsNotStandard() {
        let button = Button(title: "☆")
        #expect(button.dumpAttributes == [])
        button.setTitle("★", for: .selected)
        button.setTitle("–", for: [.disabled, .selected])
        button.font = .boldSystemFont(ofSize: 15)
        button.isSelected = true
        #expect(
            button.dumpAttributes == [
                "title[selected]=\"★\"", "title[disabled, selected]=\"–\"", "font=15pt bold", "selected",
            ])
    }

    @Test func aMultiLineTitleForAStateStaysInItsQuotesInTheDump() {
        let button = Button(title: "Buy")
        button.setTitle("Buying\n\"now\"\\", for: .highlighted)
        #expect(button.dumpAttributes == [#"title[highlighted]="Buying\n\"now\"\\""#])
    }

    @Test func aFontStartsStandardAndCanBeSet() {
        let button = Button()
        #expect(button.font == Font.systemFont(ofSize: 17))
        button.font = Font.systemFont(ofSize: 12, weight: .semibold)
        #expect(button.font.pointSize == 12)
        #expect(button.font.weight == .semibold)
    }

    @Test func aFocusedButtonIsPressedWithSpaceOrReturnAndForwardsItsPrimaryAction() {
        final class BuyForwarder: View, EventForwardingProvider {
            var button: Button?
            var eventForwarder: any EventForwardable {
                SenderGroup {
                    if let button {
                        EventForwarder(button) { _, ctx in ctx.control(.primaryActionTriggered) { ["buy"] } }
                    }
                }
            }
        }
        let window = makeWindow()
        window.isFullKeyboardAccessEnabled = true
        let (screen, recorder) = KeyScreen.added(to: window)
        let buy = BuyForwarder(frame: .zero)
        buy.button = screen.button
        screen.addSubview(buy)
        buy.ss.addActionHandler(to: recorder)
        screen.button.becomeFirstResponder()
        window.press(.space)
        window.press(.return)
        #expect(recorder.actions == ["buy", "buy"])
        #expect(controlEvents(of: screen.button) == [.primaryActionTriggered, .primaryActionTriggered])
    }
}
