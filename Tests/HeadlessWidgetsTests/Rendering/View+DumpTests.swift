import HeadlessWidgets
import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct ViewDumpTests {
    @Test func dumpsTypeIdentifierTextFrameFlagsAndMappedEvents() throws {
        let window = makeWindow()
        let cell = ProductCell()
        cell.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        cell.accessibilityIdentifier = "row-0"
        window.addSubview(cell)
        cell.ss.configure(ProductRow(id: 0, name: "Milk", quantity: 2))
        let recorder = ActionRecorder<ProductRowAction>()
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

    @Test func aMultiLineLabelTitleOrIdentifierCannotForgeADumpLine() {
        let window = makeWindow()
        let label = Label()
        label.text = "Milk\n  Button#buy \"Buy\" (0, 0, 1, 1) button"
        let button = Button(title: "Buy\r\nnow")
        button.accessibilityIdentifier = "buy\u{2028}row-1"
        button.accessibilityLabel = "Buy \"now\"\u{2029}\\ later"
        button.setTitle("Buying\u{85}…", for: .highlighted)
        let image = ImageView()
        image.imageName = "milk\nImageView"
        for view in [label, button, image] { window.addSubview(view) }
        let dump = window.dump()
        #expect(
            dump == #"""
                Window (0, 0, 390, 844)
                  Label "Milk\n  Button#buy \"Buy\" (0, 0, 1, 1) button" (0, 0, 0, 0) staticText
                  Button#buy\u{2028}row-1 "Buy\r\nnow" (0, 0, 0, 0) button "Buy \"now\"\u{2029}\\ later" title[highlighted]="Buying\u{85}…"
                  ImageView (0, 0, 0, 0) imageName=milk\nImageView

                """#)
        #expect(dump.split(whereSeparator: \.isNewline).count == 4, "one line a node")
    }

    @Test func aRoleOrMappedKeyWithALineBreakStaysOnItsNodesLine() {
        final class Separator: View, EventForwardingProvider {
            override var accessibilityRole: AccessibilityRole { AccessibilityRole(rawValue: "line\nbreak") }
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.key("\u{2028}") { [0] } }
            }
        }
        let window = makeWindow()
        let separator = Separator()
        window.addSubview(separator)
        let recorder = ActionRecorder<Int>()
        separator.ss.addActionHandler(to: recorder)
        #expect(
            window.dump() == #"""
                Window (0, 0, 390, 844)
                  Separator (0, 0, 0, 0) line\nbreak mapped: key(\u{2028})

                """#)
    }

    @Test func dumpingAHundredThousandNestedViewsToADepthCountsTheRestWithoutOverflowingTheStack() {
        // Counting nodes takes less stack a level than other walks: 50,000 levels didn't overflow it.
        let window = makeWindow()
        window.addSubview(nestedChain(depth: 2 * deepNesting, over: Button(title: "deep")))
        #expect(
            window.dump(maxDepth: 1) == """
                Window (0, 0, 390, 844)
                  View (0, 0, 100, 100)
                    … 100000 more nodes below depth 1

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
