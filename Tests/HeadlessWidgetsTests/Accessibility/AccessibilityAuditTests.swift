import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct AccessibilityAuditTests {
    /// The findings of one rule on a window.
    private func findings(
        _ rule: AccessibilityAuditRule, in window: Window, _ audit: AccessibilityAudit = .standard
    ) -> [AccessibilityFinding] {
        window.accessibilityFindings(audit).filter { $0.rule == rule }
    }

    /// A 44×44 button at a point, titled `title`.
    private func button(_ title: String, x: Double = 0, y: Double = 0) -> Button {
        let button = Button(title: title)
        button.frame = Rect(x: x, y: y, width: 44, height: 44)
        return button
    }

    // MARK: - name

    @Test func anIconOnlyButtonIsReportedByNameUntilItIsLabelled() throws {
        let screen = CheckoutScreen()
        #expect(findings(.name, in: screen.window).isEmpty)
        screen.favorite.accessibilityLabel = nil
        let finding = try #require(findings(.name, in: screen.window).first)
        #expect(finding.node == #"button "☆" selected"#)
        #expect(finding.problem == #"is named only by "☆", which a screen reader reads as a symbol"#)
        #expect(finding.path == #"Window > View > ListView > ListCell "Milk" > Button#favorite "☆""#)
        screen.favorite.accessibilityLabel = "Favorite"
        #expect(findings(.name, in: screen.window).isEmpty)
    }

    @Test func aViewNamedByItsOwnTypesNameIsReported() {
        let window = makeWindow()
        let badge = DiscountBadge(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        badge.accessibilityTraits = .staticText
        badge.accessibilityLabel = "DiscountBadge"
        window.addSubview(badge)
        #expect(findings(.name, in: window).map(\.name) == ["DiscountBadge"])
        badge.accessibilityLabel = "20% off"
        #expect(window.accessibilityFindings().isEmpty)
    }

    // MARK: - targetSize

    @Test func aTwelvePointButtonIsReportedByTargetSize() throws {
        let window = makeWindow()
        let close = Button(title: "Close")
        close.frame = Rect(x: 300, y: 20, width: 12, height: 12)
        window.addSubview(close)
        let finding = try #require(window.accessibilityFindings().first)
        #expect(window.accessibilityFindings().count == 1)
        #expect(finding.rule == .targetSize)
        #expect(finding.problem == "is 12×12 points, under 24×24")
        #expect(finding.path == #"Window > Button "Close""#)
        close.frame.size = Size(width: 24, height: 24)
        #expect(window.accessibilityFindings().isEmpty)
        #expect(findings(.targetSize, in: window, .enhanced).count == 1)
    }

    @Test func aViewsAccessibilityFrameIsItsFrameInItsWindowsCoordinates() {
        let window = makeWindow()
        let card = View(frame: Rect(x: 10, y: 20, width: 200, height: 100))
        let buy = Button(title: "Buy")
        buy.frame = Rect(x: 5, y: 7, width: 60, height: 30)
        card.addSubview(buy)
        window.addSubview(card)
        #expect(buy.accessibilityFrame == Rect(x: 15, y: 27, width: 60, height: 30))
    }

    // MARK: - keyboardReachable

    @Test func aCustomViewActingAsAButtonIsReportedAsUnreachableWithTabButAButtonIsNot() throws {
        let window = makeWindow()
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        card.isAccessibilityElement = true
        card.accessibilityTraits = .button
        card.accessibilityLabel = "Open Milk"
        let buy = button("Buy", y: 100)
        window.addSubview(card)
        window.addSubview(buy)
        let finding = try #require(window.accessibilityFindings().first)
        #expect(window.accessibilityFindings().count == 1)
        #expect(finding.rule == .keyboardReachable)
        #expect(finding.name == "Open Milk")
        #expect(finding.path == #"Window > View "Open Milk""#)
    }

    @Test func aViewThatCanBecomeFirstResponderIsReachableWithTab() {
        let window = makeWindow()
        let card = FocusableCard(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        card.isAccessibilityElement = true
        card.accessibilityTraits = .button
        card.accessibilityLabel = "Open Milk"
        window.addSubview(card)
        #expect(window.accessibilityFindings().isEmpty)
    }

    @Test func keyboardFocusOrderHoldsEveryControlAndFocusableViewByPositionWithoutFullKeyboardAccess() {
        let window = makeWindow()
        #expect(!window.isFullKeyboardAccessEnabled)
        let field = TextField(frame: Rect(x: 0, y: 300, width: 200, height: 44))
        let toggle = Switch(frame: Rect(x: 100, y: 0, width: 50, height: 30))
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 80, height: 30))
        let card = FocusableCard(frame: Rect(x: 0, y: 100, width: 200, height: 44))
        let buy = button("Buy", x: 10, y: 10)
        card.addSubview(buy)
        for view in [field, toggle, slider, card, View(), Label(text: "Milk")] as [View] {
            window.addSubview(view)
        }
        #expect(ids(window.keyboardFocusOrder()) == ids([slider, toggle, card, buy, field]))
    }

    @Test func keyboardFocusOrderSkipsWhatCannotTakeFocusWithItsSubviews() {
        let window = makeWindow()
        let hidden = View(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        hidden.isHidden = true
        hidden.addSubview(button("Hidden"))
        let inert = View(frame: Rect(x: 0, y: 50, width: 100, height: 44))
        inert.isUserInteractionEnabled = false
        inert.addSubview(button("Inert"))
        let disabled = Slider(frame: Rect(x: 0, y: 100, width: 100, height: 44))
        disabled.isEnabled = false
        disabled.addSubview(button("Inside"))
        let off = button("Off", y: 150)
        off.isEnabled = false
        let on = button("On", y: 200)
        for view in [hidden, inert, disabled, off, on] { window.addSubview(view) }
        #expect(ids(window.keyboardFocusOrder()) == ids([on]))
    }

    // MARK: - focusOrder

    @Test func aButtonAddedFirstButPlacedBelowIsReportedByFocusOrder() throws {
        let window = makeWindow()
        let pay = button("Pay", y: 200)
        let cancel = button("Cancel", y: 100)
        window.addSubview(pay)
        window.addSubview(cancel)
        #expect(window.semanticsDump() == "button \"Pay\"\nbutton \"Cancel\"\n", "read in tree order")
        #expect(ids(window.keyboardFocusOrder()) == ids([cancel, pay]), "reached in reading order")
        let finding = try #require(window.accessibilityFindings().first)
        #expect(window.accessibilityFindings().count == 1)
        #expect(finding.rule == .focusOrder)
        #expect(finding.problem == #"comes after button "Cancel" with Tab, but before it when read"#)
        #expect(finding.path == #"Window > Button "Pay""#)
        pay.frame.origin.y = 50
        #expect(window.accessibilityFindings().isEmpty)
    }

    // MARK: - state

    @Test func aSwitchIsNeverReportedByState() {
        let window = makeWindow()
        let express = Switch(frame: Rect(x: 0, y: 0, width: 50, height: 30))
        express.accessibilityLabel = "Express delivery"
        window.addSubview(express)
        #expect(window.accessibilityFindings().isEmpty)
        express.isOn = true
        #expect(window.accessibilityFindings().isEmpty)
        express.accessibilityValue = nil
        #expect(window.accessibilityFindings().isEmpty, "its value comes back from its state")
    }

    @Test func aCustomToggleWithoutAValueIsReportedByState() throws {
        let window = makeWindow()
        let toggle = FocusableCard(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        toggle.isAccessibilityElement = true
        toggle.accessibilityTraits = .toggleButton
        toggle.accessibilityLabel = "Express delivery"
        window.addSubview(toggle)
        #expect(findings(.state, in: window).map(\.problem) == ["exposes no state"])
        toggle.accessibilityValue = AccessibilityValue.toggle(isOn: false)
        #expect(window.accessibilityFindings().isEmpty)
    }

    // MARK: - distinctNames

    @Test func twoRowsBuyButtonsReadTheSameUntilTheRowsAreNamed() {
        let window = makeWindow()
        let list = ListView(frame: Rect(x: 0, y: 0, width: 390, height: 88))
        let rows = [
            ListCell(frame: Rect(x: 0, y: 0, width: 390, height: 44)),
            ListCell(frame: Rect(x: 0, y: 44, width: 390, height: 44)),
        ]
        for row in rows {
            row.addSubview(button("Buy", x: 300))
            list.addSubview(row)
        }
        window.addSubview(list)
        #expect(findings(.distinctNames, in: window).count == 2)
        rows[0].accessibilityLabel = "Milk"
        rows[1].accessibilityLabel = "Eggs"
        #expect(window.accessibilityFindings().isEmpty)
    }

    // MARK: - contrast

    @Test func greyTextOnAWhiteBackgroundIsReportedByContrast() throws {
        let window = makeWindow()
        let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
        card.backgroundColor = .white
        let note = Label(text: "Ships tomorrow")
        note.textColor = grey(0x77)
        card.addSubview(note)
        window.backgroundColor = .black
        window.addSubview(card)
        let finding = try #require(window.accessibilityFindings().first)
        #expect(window.accessibilityFindings().count == 1)
        #expect(finding.rule == .contrast)
        #expect(finding.problem == "has text #777777 on #FFFFFF, a contrast of 4.47:1, under 4.5:1")
        note.textColor = grey(0x76)
        #expect(window.accessibilityFindings().isEmpty)
    }

    @Test func textIsCheckedAgainstTheNearestBackgroundColourElseWhite() {
        let window = makeWindow()
        let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
        let note = Label(text: "Ships tomorrow")
        card.addSubview(note)
        window.addSubview(card)
        #expect(note.accessibilityTextColors == TextColors(foreground: .black, background: .white))
        window.backgroundColor = grey(0x77)
        #expect(note.accessibilityTextColors?.background == grey(0x77))
        card.backgroundColor = .white
        #expect(note.accessibilityTextColors?.background == .white)
        note.backgroundColor = .black
        note.textColor = .white
        #expect(note.accessibilityTextColors == TextColors(foreground: .white, background: .black))
    }

    @Test func aViewWithoutTextHasNoTextColours() {
        #expect(Label().accessibilityTextColors == nil)
        #expect(Label(text: "").accessibilityTextColors == nil)
        #expect(View().accessibilityTextColors == nil)
        #expect(Slider().accessibilityTextColors == nil)
    }

    @Test func textOfAViewWithoutAColourOfItsOwnIsReadAsBlack() {
        let notes = TextView(text: "Ring twice")
        #expect(notes.accessibilityTextColors == TextColors(foreground: .black, background: .white))
        #expect(DiscountBadge().accessibilityTextColors?.foreground == .black)
    }

    @Test func aTextFieldsTextIsCheckedInItsTextColour() {
        let window = makeWindow()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        field.placeholder = "Note"
        field.text = "Ring twice"
        field.textColor = grey(0x99)
        window.addSubview(field)
        #expect(findings(.contrast, in: window).count == 1)
        field.textColor = .black
        #expect(window.accessibilityFindings().isEmpty)
    }

    @Test func anEmptyTextFieldsPlaceholderIsCheckedInTheGreyItIsDrawnIn() throws {
        let window = makeWindow()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        field.placeholder = "Note"
        window.addSubview(field)
        let colors = try #require(field.accessibilityTextColors)
        #expect(colors.foreground.description == "#8E8E93")
        #expect(findings(.contrast, in: window).map(\.name) == ["Note"], "about 3.3:1 on white")
        field.text = "Ring twice"
        #expect(window.accessibilityFindings().isEmpty)
    }

    // MARK: - Title colours

    @Test func aButtonsTitleIsBlackUntilAColourIsSet() {
        let buy = Button(title: "Buy")
        #expect(buy.titleColor(for: .normal) == nil)
        #expect(buy.currentTitleColor == .black)
        #expect(buy.accessibilityTextColors?.foreground == .black)
    }

    @Test func aStateWithoutATitleColourOfItsOwnShowsTheNormalOne() {
        let red = Color(red: 0.8, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 0.8)
        let buy = Button(title: "Buy")
        buy.setTitleColor(red, for: .normal)
        #expect(buy.titleColor(for: .selected) == red)
        buy.setTitleColor(blue, for: .selected)
        #expect(buy.titleColor(for: .selected) == blue)
        #expect(buy.titleColor(for: [.selected, .highlighted]) == red, "a combined state has its own")
        #expect(buy.currentTitleColor == red)
        buy.isSelected = true
        #expect(buy.currentTitleColor == blue)
        buy.setTitleColor(nil, for: .selected)
        #expect(buy.currentTitleColor == red)
        buy.setTitleColor(nil, for: .normal)
        #expect(buy.titleColor(for: .selected) == nil)
        #expect(buy.currentTitleColor == .black)
    }

    @Test func theAuditReadsTheTitleColourOfTheButtonsCurrentState() throws {
        let window = makeWindow()
        let favourite = button("Favourite")
        favourite.setTitleColor(grey(0x99), for: .selected)
        window.addSubview(favourite)
        #expect(window.accessibilityFindings().isEmpty)
        favourite.isSelected = true
        let finding = try #require(findings(.contrast, in: window).first)
        #expect(finding.problem.hasPrefix("has text #999999 on #FFFFFF"))
    }

    private func ids(_ views: [View]) -> [ObjectIdentifier] {
        views.map(ObjectIdentifier.init)
    }

    private func grey(_ byte: Int) -> Color {
        let component = Double(byte) / 255
        return Color(red: component, green: component, blue: component)
    }
}

/// A view of a type of its own that shows text, for the rule against names that are type names.
private final class DiscountBadge: View {
    override var visibleText: String? { "20% off" }
}

/// A view that takes keyboard focus of its own without being a control.
private final class FocusableCard: View {
    override var canBecomeFirstResponder: Bool { true }
}
