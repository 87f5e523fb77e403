import SendingState
import Testing

@MainActor
struct SemanticsDumpTests {
    /// A screen with a header, a list of two cells in plain containers, and a toggle.
    ///
    /// Assistive technology reads it as:
    ///
    /// ```
    /// header "Groceries"
    /// list
    ///   cell "Milk"
    ///     button "Favourite" selected
    ///   cell "Eggs"
    /// toggle "Express" value "off"
    /// ```
    private func screen() -> (root: FakeNode, list: FakeNode, milk: FakeNode, favourite: FakeNode) {
        let favourite = FakeNode.button("☆")
        favourite.accessibilityLabel = "Favourite"
        favourite.accessibilityTraits = .selected
        let milk = FakeNode.group(.cell, "Milk").adding(FakeNode().adding(favourite))
        let list = FakeNode.group(.list).adding(milk, FakeNode.group(.cell, "Eggs"))
        let express = FakeNode.element(.toggle, "Express")
        express.accessibilityValue = "off"
        let root = FakeNode().adding(
            FakeNode.element(.header, "Groceries"), FakeNode().adding(list), express)
        return (root, list, milk, favourite)
    }

    @Test func indentsWhatANodeWithARoleGroupsTwoSpacesALevel() {
        #expect(
            screen().root.semanticsDump() == """
                header "Groceries"
                list
                  cell "Milk"
                    button "Favourite" selected
                  cell "Eggs"
                toggle "Express" value "off"

                """)
    }

    @Test func aSubtreeStartsAtDepthZeroWithItsRootWhenTheRootHasARole() {
        #expect(
            screen().list.semanticsDump() == """
                list
                  cell "Milk"
                    button "Favourite" selected
                  cell "Eggs"

                """)
    }

    @Test func anElementSpeaksForItsChildren() {
        let parts = screen()
        parts.milk.isAccessibilityElement = true
        #expect(parts.list.semanticsDump() == "list\n  cell \"Milk\"\n  cell \"Eggs\"\n")
    }

    @Test func aNodeThatIsNotPerceivableIsLeftOutWithItsSubtree() {
        let parts = screen()
        parts.milk.isPerceivable = false
        #expect(parts.list.semanticsDump() == "list\n  cell \"Eggs\"\n")
        parts.milk.isPerceivable = true
        parts.favourite.isPerceivable = false
        #expect(parts.list.semanticsDump() == "list\n  cell \"Milk\"\n  cell \"Eggs\"\n")
    }

    @Test func aSubtreeHiddenByAnAncestorDumpsNothing() {
        let parts = screen()
        #expect(parts.favourite.semanticsDump() == "button \"Favourite\" selected\n")
        parts.milk.isAccessibilityElement = true
        #expect(parts.favourite.semanticsDump() == "", "the cell speaks for it")
        parts.milk.isAccessibilityElement = false
        parts.list.isPerceivable = false
        #expect(parts.favourite.semanticsDump() == "", "the list isn't perceived")
    }

    @Test func plainContainersAreLookedThroughWithoutALevelOfTheirOwn() {
        let root = FakeNode().adding(FakeNode().adding(FakeNode().adding(FakeNode.button("Buy"))))
        #expect(root.semanticsDump() == "button \"Buy\"\n")
    }

    @Test func isEmptyWhenNothingIsShown() {
        #expect(FakeNode().adding(FakeNode(), FakeNode()).semanticsDump() == "")
    }

    @Test func statesAreWrittenInAFixedOrderBeforeTheValue() {
        let node = FakeNode.element(.adjustable, "Volume")
        node.accessibilityTraits = [.busy, .focused, .notEnabled, .selected, .header]
        node.accessibilityValue = "3"
        #expect(node.semanticsLine == #"adjustable "Volume" selected disabled focused busy value "3""#)
        #expect(node.semanticsDump() == node.semanticsLine + "\n")
    }

    @Test func aNodeWithoutANameIsItsRoleAndStates() {
        let list = FakeNode.group(.list)
        list.accessibilityTraits = .busy
        #expect(list.semanticsLine == "list busy")
    }

    @Test func namesAndValuesAreEscapedInTheirQuotesAndARoleOntoOneLine() {
        let node = FakeNode.element(AccessibilityRole(rawValue: "status\n\"bar\""), "Milk\nbutton \"Buy\"")
        node.accessibilityValue = "2\u{2028}\\"
        let dump = FakeNode().adding(node).semanticsDump()
        #expect(dump == #"status\n"bar" "Milk\nbutton \"Buy\"" value "2\u{2028}\\""# + "\n")
        #expect(dump.split(whereSeparator: \.isNewline).count == 1)
    }

    // MARK: - Summary

    @Test func theSummaryIsTheTypeIdentifierAndVisibleTextElseLabel() {
        let node = FakeNode(.button)
        #expect(node.summary == "FakeNode")
        node.accessibilityLabel = "Favourite"
        #expect(node.summary == #"FakeNode "Favourite""#)
        node.visibleText = "☆"
        node.accessibilityIdentifier = "favourite"
        #expect(node.summary == #"FakeNode#favourite "☆""#)
        #expect(FakeSwitch().summary == "FakeSwitch")
    }

    @Test func theSummaryEscapesItsIdentifierAndText() {
        let node = FakeNode()
        node.accessibilityIdentifier = "a\"b\nc"
        node.visibleText = "d\\e"
        #expect(node.summary == #"FakeNode#a\"b\nc "d\\e""#)
    }

    // MARK: - Deep trees

    @Test func aChainTenThousandNodesDeepIsDumpedSearchedAndAuditedWithoutOverflowingTheStack() throws {
        let button = FakeNode.button("deep")
        button.accessibilityIdentifier = "deep"
        let list = FakeNode.group(.list).adding(FakeNode.chain(depth: 5_000, over: button))
        let root = FakeNode.chain(depth: 5_000, over: list)
        #expect(root.semanticsDump() == "list\n  button \"deep\"\n")
        #expect(try root.get(.identifier("deep")) === button)
        #expect(try root.get(.role(.button, name: "deep")) === button)
        #expect(root.subtree.count == 10_002)
        #expect(root.accessibilityFindings().isEmpty)
    }
}
