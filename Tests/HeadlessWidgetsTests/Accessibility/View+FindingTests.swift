import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewFindingTests {
    private func screen() -> Window {
        let window = makeWindow()
        let header = View(frame: Rect(x: 0, y: 0, width: 390, height: 60))
        header.accessibilityIdentifier = "header"
        header.addSubview(Label(text: "Groceries"))
        let buy = Button(title: "Buy")
        buy.accessibilityIdentifier = "buy"
        buy.accessibilityLabel = "Buy everything"
        window.addSubview(header)
        window.addSubview(buy)
        window.addSubview(Button(title: "Cancel"))
        return window
    }

    @Test func getFindsTheOneMatchByIdentifierLabelTextOrType() throws {
        let window = screen()
        #expect(try window.get(.identifier("buy"), as: Button.self).title == "Buy")
        #expect(try window.get(.label("Buy everything")).accessibilityIdentifier == "buy")
        #expect(try window.get(.text("Groceries"), as: Label.self).text == "Groceries")
        #expect(try window.get(.type(Label.self)).visibleText == "Groceries")
        let predicate = NodeQuery("title starting with C") { ($0 as? Button)?.title?.hasPrefix("C") == true }
        #expect(try window.get(predicate, as: Button.self).title == "Cancel")
    }

    @Test func notFoundListsWhatWasThere() {
        let window = screen()
        #expect(
            throws: FindError(
                kind: .notFound,
                query: "node with identifier \"pay\"",
                root: "Window",
                nodes: [
                    "Window", "View#header", "Label \"Groceries\"", "Button#buy \"Buy\"", "Button \"Cancel\"",
                ]
            )
        ) {
            try window.get(.identifier("pay"))
        }
    }

    @Test func aMatchOfTheWrongTypeIsNamedAsFoundInstead() throws {
        let window = screen()
        let error = try #require(throws: FindError.self) {
            try window.get(.text("Groceries"), as: Button.self)
        }
        #expect(
            error.description
                == "no Button with text \"Groceries\" under Window; found 1 node:\n  Label \"Groceries\"")
    }

    @Test func ambiguousListsEveryMatch() throws {
        let window = screen()
        let error = try #require(throws: FindError.self) { try window.get(.type(Button.self)) }
        #expect(error.kind == .ambiguous)
        #expect(
            error.description
                == "2 nodes match node with type Button under Window, expected one:\n  Button#buy \"Buy\"\n  Button \"Cancel\""
        )
        #expect(throws: FindError.self) { try window.query(.type(Button.self)) }
    }

    @Test func findingAButtonFiftyThousandViewsDeepDoesNotOverflowTheStack() throws {
        let window = makeWindow()
        let button = Button(title: "deep")
        button.accessibilityIdentifier = "deep"
        window.addSubview(nestedChain(over: button))
        #expect(try window.get(.identifier("deep")) === button)
        #expect(try window.query(.identifier("absent")) == nil)
        #expect(window.all(.type(Button.self)).map(ObjectIdentifier.init) == [ObjectIdentifier(button)])
    }

    @Test func listingTheSubtreeOfAHundredThousandNestedViewsDoesNotOverflowTheStack() {
        // Listing nodes takes less stack a level than finding them: 50,000 levels didn't overflow it.
        let window = makeWindow()
        let button = Button(title: "deep")
        window.addSubview(nestedChain(depth: 2 * deepNesting, over: button))
        let subtree = window.subtree
        #expect(subtree.count == 2 * deepNesting + 2)
        #expect(subtree.last === button)
    }

    @Test func queryReturnsNilWhenNothingMatches() throws {
        #expect(try screen().query(.identifier("nope")) == nil)
    }

    @Test func allReturnsEveryMatchInTreeOrder() {
        let window = screen()
        #expect(window.all(.type(Button.self), as: Button.self).map(\.title) == ["Buy", "Cancel"])
        #expect(window.all(.identifier("nope")).isEmpty)
        #expect(window.subtree.count == 5)
    }

    // MARK: - Finding by role

    @Test func aRoleFinderFindsByRoleAndName() throws {
        let screen = CheckoutScreen()
        #expect(try screen.window.get(.role(.button, name: "Checkout"), as: Button.self) === screen.checkout)
        #expect(try screen.window.get(.role(.toggle)) === screen.express)
        #expect(try screen.window.get(.role(.header)).accessibilityName == "Groceries")
        #expect(try screen.window.get(.role(.textField, name: "Note")) === screen.note)
        #expect(screen.window.all(.role(.button)).map(\.accessibilityName) == ["Favorite", "Checkout"])
    }

    @Test func aRoleFinderComparesTheAccessibleNameExactly() throws {
        let screen = CheckoutScreen()
        #expect(try screen.window.query(.role(.button, name: "☆")) == nil, "the label names it Favorite")
        #expect(try screen.window.query(.role(.button, name: "checkout")) == nil)
        #expect(try screen.window.query(.role(.staticText, name: "Groceries")) == nil, "it is a header")
    }

    @Test func aRoleFinderSkipsWhatAssistiveTechnologyCannotSee() throws {
        let screen = CheckoutScreen()
        #expect(try screen.window.query(.role(.button, name: "Sale")) == nil, "its banner is hidden")
        #expect(try screen.window.query(.text("Sale")) === screen.sale, "other finders still see it")
        screen.list.alpha = .nan
        #expect(try screen.window.query(.role(.button, name: "Favorite")) == nil)
        screen.list.alpha = 1
        screen.cell.isAccessibilityElement = true
        #expect(try screen.window.query(.role(.button, name: "Favorite")) == nil, "the cell speaks for it")
        #expect(try screen.window.get(.role(.cell, name: "Milk")) === screen.cell)
        screen.checkout.isHidden = true
        #expect(try screen.window.query(.role(.button, name: "Checkout")) == nil, "hidden itself")
        screen.checkout.isHidden = false
        screen.checkout.alpha = 0.005
        #expect(try screen.window.query(.role(.button, name: "Checkout")) == nil, "transparent itself")
        screen.checkout.alpha = 1
        #expect(try screen.window.query(.role(.button, name: "Checkout")) === screen.checkout)
    }

    @Test func notFoundByRoleListsTheRolesAndNamesThatWereThere() throws {
        let screen = CheckoutScreen()
        let error = try #require(throws: FindError.self) {
            try screen.window.get(.role(.button, name: "Pay"))
        }
        #expect(
            error.description == """
                no node with role button named "Pay" under Window; found 10 nodes:
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

    @Test func aRoleMatchOfTheWrongTypeIsNamedByItsRoleAndName() throws {
        let screen = CheckoutScreen()
        let error = try #require(throws: FindError.self) {
            try screen.window.get(.role(.toggle), as: Button.self)
        }
        #expect(
            error.description
                == "no Button with role toggle under Window; found 1 node:\n  toggle \"Express delivery\" value \"off\""
        )
    }

    @Test func anAmbiguousRoleListsEveryMatchByRoleAndName() throws {
        let screen = CheckoutScreen()
        screen.checkout.accessibilityLabel = "Favorite"
        let error = try #require(throws: FindError.self) {
            try screen.window.get(.role(.button, name: "Favorite"))
        }
        #expect(error.kind == .ambiguous)
        #expect(error.nodes == ["button \"Favorite\" selected", "button \"Favorite\" disabled"])
    }

    @Test func pluralizesTheNodeCount() {
        let none = FindError(kind: .notFound, query: "node with text \"x\"", root: "View", nodes: [])
        #expect(none.description == "no node with text \"x\" under View; found 0 nodes:")
    }
}
