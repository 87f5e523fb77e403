import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewDumpTests {
    @Test func dumpsTypeIdentifierTextFrameFlagsAndMappedEvents() throws {
        let window = makeWindow()
        let cell = ProductCell()
        cell.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        cell.accessibilityIdentifier = "row-0"
        window.addSubview(cell)
        cell.ss.configure(Product(id: 0, name: "Milk", quantity: 2))
        let recorder = ActionRecorder<ShopAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.favoriteButton.isEnabled = false
        let hidden = View(frame: Rect(x: 0, y: 50, width: 10, height: 10))
        hidden.isHidden = true
        hidden.alpha = 0.5
        window.addSubview(hidden)
        #expect(
            window.dump() == """
                Window (0, 0, 390, 844)
                  ProductCell#row-0 (0, 0, 390, 44) cell
                    Label "Milk" (10, 0, 80, 44) staticText
                    Slider (100, 0, 180, 44) adjustable value=2 in 0...10 mapped: control[valueChanged]
                    Button#favorite "☆" (300, 0, 44, 44) button disabled mapped: control[touchUpInside]
                  View (0, 50, 10, 10) hidden alpha=0.5

                """)
    }

    @Test func anAlphaOtherThanOneIsShownEvenWhenItIsNaN() {
        let window = makeWindow()
        let views = [Double.nan, 0, 1, 1.5].map { alpha in
            let view = View()
            view.alpha = alpha
            window.addSubview(view)
            return view
        }
        #expect(views.count == 4)
        #expect(
            window.dump() == """
                Window (0, 0, 390, 844)
                  View (0, 0, 0, 0) alpha=nan
                  View (0, 0, 0, 0) alpha=0.0
                  View (0, 0, 0, 0)
                  View (0, 0, 0, 0) alpha=1.5

                """)
    }

    @Test func showsEachRoleAndANameOnlyWhenItIsNotTheTextShown() {
        let screen = CheckoutScreen()
        screen.banner.removeFromSuperview()
        #expect(
            screen.window.dump() == """
                Window (0, 0, 390, 844)
                  View (0, 0, 390, 844)
                    Label "Groceries" (0, 0, 0, 0) header
                    ListView (0, 60, 390, 440) list rows 0..<0 of 0
                      ListCell "Milk" (0, 0, 390, 44) cell
                        Label "Milk" (0, 0, 0, 0) staticText
                        ImageView "A bottle of milk" (0, 0, 0, 0) image imageName=milk
                        ImageView (0, 0, 0, 0) imageName=divider
                        Button#favorite "☆" (0, 0, 0, 0) button "Favorite" selected
                        Slider "Quantity" (0, 0, 0, 0) adjustable value=2 in 0...10
                    Switch "Express delivery" (0, 0, 0, 0) toggle off
                    TextField "Note" (0, 0, 0, 0) textField
                    Button#checkout "Checkout" (0, 0, 0, 0) button disabled

                """)
    }

    @Test func aDepthLimitSaysHowManyNodesItLeftOut() {
        let window = makeWindow()
        let cell = ProductCell()
        window.addSubview(cell)
        let noInteraction = View()
        noInteraction.isUserInteractionEnabled = false
        window.addSubview(noInteraction)
        #expect(
            window.dump(maxDepth: 1) == """
                Window (0, 0, 390, 844)
                  ProductCell (0, 0, 0, 0) cell
                    … 3 more nodes below depth 1
                  View (0, 0, 0, 0) no-interaction

                """)
        #expect(window.dump(maxDepth: 0).hasSuffix("  … 5 more nodes below depth 0\n"))
    }
}
