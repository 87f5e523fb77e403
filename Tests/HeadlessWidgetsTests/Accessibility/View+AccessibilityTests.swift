import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewAccessibilityTests {
    @Test func eachWidgetTypeHasItsRole() {
        let roles: [(View, AccessibilityRole)] = [
            (View(), .none), (Window(), .none), (Button(), .button), (Switch(), .toggle),
            (Slider(), .adjustable), (TextField(), .textField), (Label(), .staticText),
            (ListView(), .list), (ListCell(), .cell),
        ]
        for (view, role) in roles {
            #expect(view.accessibilityRole == role, "\(type(of: view))")
        }
    }

    @Test func aViewThatIsNeitherAnElementNorHasARoleIsNotFoundByRole() throws {
        let window = makeWindow()
        window.addSubview(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(try window.query(.role(.none)) == nil)
    }

    @Test func aViewWithARoleAndNoSuperviewIsExposed() throws {
        let progressView = ProgressView()
        progressView.accessibilityLabel = "Upload"
        #expect(try progressView.query(.role(.progressIndicator, name: "Upload")) === progressView)
    }

    @Test func aLabelOrViewMarkedAsAHeaderIsAHeader() {
        let title = Label(text: "Groceries")
        title.accessibilityTraits.insert(.header)
        #expect(title.accessibilityRole == .header)
        #expect(title.accessibilityTraits == [.staticText, .header])
        let section = ListCell()
        section.accessibilityTraits = .header
        #expect(section.accessibilityRole == .header)
    }

    @Test func traitsThatNameARoleWinInUIKitsOrder() {
        let view = View()
        view.accessibilityTraits = [.staticText, .image]
        #expect(view.accessibilityRole == .image)
        view.accessibilityTraits.insert(.header)
        #expect(view.accessibilityRole == .header)
        view.accessibilityTraits.insert(.button)
        #expect(view.accessibilityRole == .button)
        let field = TextField()
        field.accessibilityTraits = .button
        #expect(field.accessibilityRole == .textField)
        field.accessibilityTraits = .adjustable
        #expect(field.accessibilityRole == .adjustable)
        view.accessibilityTraits.insert(.toggleButton)
        #expect(view.accessibilityRole == .toggle)
    }

    @Test func stateTraitsFollowTheControlsState() {
        let button = Button(title: "Buy")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
        button.isSelected = false
        button.isEnabled = true
        #expect(button.accessibilityTraits == .button)
        #expect(Switch().accessibilityTraits == [.button, .toggleButton])
        #expect(Slider().accessibilityTraits == .adjustable)
        #expect(TextField().accessibilityTraits == [])
    }

    @Test func addedTraitsKeepNoStaleState() {
        let button = Button(title: "Sort")
        button.isSelected = true
        button.accessibilityTraits.insert(.header)
        button.isSelected = false
        #expect(button.accessibilityTraits == [.button, .header])
    }

    @Test func anImpliedTraitIsTakenAwayOnlyByOverriding() {
        final class Tab: Button {
            override var accessibilityTraits: AccessibilityTraits {
                get { super.accessibilityTraits.subtracting(.button) }
                set { super.accessibilityTraits = newValue }
            }
        }
        let button = Button()
        button.accessibilityTraits.remove(.button)
        #expect(button.accessibilityTraits == .button)
        let tab = Tab()
        #expect(tab.accessibilityTraits == [])
        #expect(tab.accessibilityRole == .none)
    }

    @Test func theNameIsTheLabelElseTheTitleOrText() {
        let star = Button(title: "☆")
        #expect(star.accessibilityName == "☆")
        star.accessibilityLabel = "Favorite"
        #expect(star.accessibilityName == "Favorite")
        #expect(Label(text: "Milk").accessibilityName == "Milk")
        #expect(View().accessibilityName == nil)
        #expect(Slider().accessibilityName == nil)
    }

    @Test func aTextFieldIsNamedByItsPlaceholderAndItsTextIsItsValue() throws {
        let window = makeWindow()
        let field = TextField()
        field.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        field.placeholder = "Search"
        window.addSubview(field)
        #expect(field.accessibilityValue == nil)
        try field.type("milk")
        #expect(field.accessibilityName == "Search")
        #expect(field.accessibilityValue == "milk")
        field.accessibilityLabel = "Find a product"
        #expect(field.accessibilityName == "Find a product")
    }

    @Test func theValueIsTheSlidersValueOrTheSwitchsState() {
        let slider = Slider(minimumValue: 0, maximumValue: 10, value: 2.5)
        #expect(slider.accessibilityValue == "2.5")
        slider.value = 3
        #expect(slider.accessibilityValue == "3")
        let toggle = Switch()
        #expect(toggle.accessibilityValue == "off")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "on")
        #expect(View().accessibilityValue == nil)
    }

    @Test func aValueSetOverridesTheImpliedOneUntilSetToNil() {
        let slider = Slider(minimumValue: 0, maximumValue: 1, value: 0.5)
        slider.accessibilityValue = "50%"
        #expect(slider.accessibilityValue == "50%")
        slider.accessibilityValue = nil
        #expect(slider.accessibilityValue == "0.5")
    }

    @Test func controlsLabelsAndLabelledImagesAreElementsByDefault() {
        for view in [Button(), Switch(), Slider(), TextField(), Label()] as [View] {
            #expect(view.isAccessibilityElement, "\(type(of: view))")
        }
        for view in [View(), ListView(), ListCell(), ImageView(), Window()] {
            #expect(!view.isAccessibilityElement, "\(type(of: view))")
        }
        let card = View()
        card.isAccessibilityElement = true
        #expect(card.isAccessibilityElement)
        let label = Label()
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }
}
