import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewSemanticsTests {
    @Test func showsRoleNameTraitsAndValueOfWhatAssistiveTechnologySees() {
        let screen = CheckoutScreen()
        #expect(
            screen.window.semanticsDump() == """
                header "Groceries"
                list
                  cell "Milk"
                    staticText "Milk"
                    image "A bottle of milk"
                    button "Favorite" selected
                    adjustable "Quantity" value "2"
                toggle "Express delivery" value "off"
                textField "Note"
                button "Checkout" disabled

                """)
    }

    @Test func followsStateChanges() throws {
        let screen = CheckoutScreen()
        screen.express.isOn = true
        screen.checkout.isEnabled = true
        screen.note.text = "Ring twice"
        let tail = screen.window.semanticsDump().split(separator: "\n").suffix(3)
        #expect(
            Array(tail) == [
                "toggle \"Express delivery\" value \"on\"", "textField \"Note\" value \"Ring twice\"",
                "button \"Checkout\"",
            ])
    }

    @Test func showsTheFirstResponderAsFocused() throws {
        let screen = CheckoutScreen()
        #expect(screen.note.becomeFirstResponder())
        try screen.window.type("Ring")
        #expect(screen.note.accessibilityTraits.contains(.focused))
        #expect(screen.window.semanticsDump().contains("\ntextField \"Note\" focused value \"Ring\"\n"))
        screen.note.resignFirstResponder()
        #expect(!screen.note.accessibilityTraits.contains(.focused))
        #expect(screen.window.semanticsDump().contains("\ntextField \"Note\" value \"Ring\"\n"))
    }

    @Test func showsABusyViewAsBusy() {
        let screen = CheckoutScreen()
        screen.checkout.accessibilityTraits.insert(.busy)
        #expect(screen.window.semanticsDump().hasSuffix("\nbutton \"Checkout\" disabled busy\n"))
        screen.checkout.accessibilityTraits.remove(.busy)
        #expect(screen.window.semanticsDump().hasSuffix("\nbutton \"Checkout\" disabled\n"))
    }

    @Test func leavesOutHiddenAndTransparentViewsWithTheirSubtrees() {
        let screen = CheckoutScreen()
        let full = screen.window.semanticsDump()
        #expect(full == headerLine + listLines + tailLines, "the hidden banner's button isn't shown")
        for alpha in [0.009, .nan] {
            screen.list.alpha = alpha
            #expect(screen.window.semanticsDump() == headerLine + tailLines, "alpha \(alpha)")
        }
        screen.list.alpha = 0.01
        #expect(screen.window.semanticsDump() == full)
        screen.list.isHidden = true
        #expect(screen.window.semanticsDump() == headerLine + tailLines)
        screen.banner.isHidden = false
        #expect(screen.window.semanticsDump().hasSuffix("button \"Sale\"\n"))
    }

    @Test func anElementSpeaksForItsSubviews() {
        let screen = CheckoutScreen()
        screen.cell.isAccessibilityElement = true
        #expect(screen.window.semanticsDump().contains("list\n  cell \"Milk\"\ntoggle"))
    }

    @Test func aSubtreeIsDumpedFromItsOwnDepthUnlessAnAncestorHidesIt() {
        let screen = CheckoutScreen()
        #expect(screen.list.semanticsDump() == listLines)
        #expect(screen.content.semanticsDump() == screen.window.semanticsDump())
        screen.content.alpha = 0
        #expect(screen.list.semanticsDump() == "")
        #expect(screen.sale.semanticsDump() == "", "the banner is hidden")
        screen.content.alpha = 1
        screen.cell.isAccessibilityElement = true
        #expect(screen.favorite.semanticsDump() == "", "the cell speaks for it")
    }

    @Test func aMultiLineNameValueOrRoleCannotForgeASemanticsLine() {
        final class Badge: View {
            override var accessibilityRole: AccessibilityRole { AccessibilityRole(rawValue: "status\rbar") }
        }
        let window = makeWindow()
        let label = Label()
        label.text = "Milk\nbutton \"Buy\""
        let slider = Slider()
        slider.accessibilityLabel = "Quantity\u{2028}"
        slider.accessibilityValue = "2\u{85}\\ \"bottles\""
        let badge = Badge()
        for view in [label, slider, badge] { window.addSubview(view) }
        let dump = window.semanticsDump()
        #expect(
            dump == #"""
                staticText "Milk\nbutton \"Buy\""
                adjustable "Quantity\u{2028}" value "2\u{85}\\ \"bottles\""
                status\rbar

                """#)
        #expect(dump.split(whereSeparator: \.isNewline).count == 3, "one line a node")
    }

    @Test func nestingAButtonFiftyThousandViewsDeepStillDumpsItsSemantics() {
        let window = makeWindow()
        let list = View()
        list.accessibilityTraits.insert(.header)
        list.addSubview(nestedChain(over: Button(title: "deep")))
        window.addSubview(nestedChain(over: list))
        #expect(window.semanticsDump() == "header\n  button \"deep\"\n")
    }

    @Test func isEmptyWhenNothingIsShown() {
        let window = makeWindow()
        window.addSubview(View())
        #expect(window.semanticsDump() == "")
    }

    private let headerLine = "header \"Groceries\"\n"

    private let tailLines = """
        toggle "Express delivery" value "off"
        textField "Note"
        button "Checkout" disabled

        """

    private let listLines = """
        list
          cell "Milk"
            staticText "Milk"
            image "A bottle of milk"
            button "Favorite" selected
            adjustable "Quantity" value "2"

        """
}
