import SendingState
import Testing

@MainActor
struct FindErrorTests {
    /// A screen: a header, a "Pay now" button, a "Pay" label, a disabled "Checkout" button, and a
    /// hidden "Pay" button, with identifiers on the buttons.
    private func screen() -> FakeNode {
        let root = FakeNode()
        root.accessibilityIdentifier = "screen"
        let payNow = FakeNode.button("Pay now")
        payNow.accessibilityIdentifier = "Pay-Now"
        let checkout = FakeNode.button("Checkout")
        checkout.accessibilityIdentifier = "check out"
        checkout.accessibilityTraits = .notEnabled
        let hidden = FakeNode.button("Pay")
        hidden.isPerceivable = false
        return root.adding(
            FakeNode.element(.header, "Groceries"), FakeNode().adding(payNow, .label("Pay")), checkout, hidden
        )
    }

    // MARK: - Nothing found

    @Test func notFoundListsTheSummaryOfEveryNodeInTreeOrder() throws {
        let error = try #require(throws: FindError.self) { try screen().get(.identifier("cancel")) }
        #expect(error.kind == .notFound)
        #expect(
            error.description == """
                no node with identifier "cancel" under FakeNode#screen; found 7 nodes:
                  FakeNode#screen
                  FakeNode "Groceries"
                  FakeNode
                  FakeNode#Pay-Now "Pay now"
                  FakeNode "Pay"
                  FakeNode#check out "Checkout"
                  FakeNode "Pay"
                """)
        #expect(error.nearMisses.isEmpty)
    }

    @Test func notFoundByRoleListsWhatAssistiveTechnologyShows() throws {
        let error = try #require(throws: FindError.self) { try screen().get(.role(.tab)) }
        #expect(
            error.nodes == [
                #"header "Groceries""#, #"button "Pay now""#, #"staticText "Pay""#,
                #"button "Checkout" disabled"#,
            ])
        #expect(error.nearMisses.isEmpty, "a role without a name has no near misses")
    }

    @Test func aMatchOfAnotherTypeIsListedInsteadOfWhatWasThere() throws {
        let error = try #require(throws: FindError.self) {
            try screen().get(.identifier("Pay-Now"), as: FakeSwitch.self)
        }
        #expect(error.query == #"FakeSwitch with identifier "Pay-Now""#)
        #expect(error.nodes == [#"FakeNode#Pay-Now "Pay now""#])
    }

    // MARK: - Near misses

    @Test func aRoleQuerysNearMissesAreTheNodesShownWithACloseNameOfAnyRole() throws {
        let error = try #require(throws: FindError.self) {
            try screen().get(.role(.button, name: "Pay"))
        }
        #expect(
            error.nearMisses == [#"button "Pay now""#, #"staticText "Pay""#],
            "neither a button of another name nor a hidden node named Pay is a near miss")
        #expect(
            error.description == """
                no node with role button named "Pay" under FakeNode#screen; near misses:
                  button "Pay now"
                  staticText "Pay"
                found 4 nodes:
                  header "Groceries"
                  button "Pay now"
                  staticText "Pay"
                  button "Checkout" disabled
                """)
    }

    @Test func aRoleQuerysNearMissesIncludeNamesThatDifferOnlyInCaseOrSpaces() throws {
        let error = try #require(throws: FindError.self) {
            try screen().get(.role(.tab, name: "GRO ceries"))
        }
        #expect(error.nearMisses == [#"header "Groceries""#])
        let other = try #require(throws: FindError.self) {
            try screen().get(.role(.staticText, name: " check OUT "))
        }
        #expect(other.nearMisses == [#"button "Checkout" disabled"#], "the staticText is named Pay")
    }

    @Test func anIdentifierQuerysNearMissesDifferOnlyInCaseOrSpacesOrHoldIt() throws {
        let error = try #require(throws: FindError.self) { try screen().get(.identifier("checkout")) }
        #expect(error.nearMisses == [#"FakeNode#check out "Checkout""#])
        let holding = try #require(throws: FindError.self) { try screen().get(.identifier("pay")) }
        #expect(holding.nearMisses == [#"FakeNode#Pay-Now "Pay now""#])
        let held = try #require(throws: FindError.self) { try screen().get(.identifier("pay-now-button")) }
        #expect(held.nearMisses == [#"FakeNode#Pay-Now "Pay now""#])
        let unrelated = try #require(throws: FindError.self) { try screen().get(.identifier("cancel")) }
        #expect(unrelated.nearMisses.isEmpty)
    }

    @Test func aTextQuerysNearMissesDifferOnlyInCaseOrSpacesOrHoldIt() throws {
        let error = try #require(throws: FindError.self) { try screen().get(.text("Check OUT")) }
        #expect(error.nearMisses == [#"FakeNode#check out "Checkout""#])
        #expect(
            error.description.hasPrefix(
                "no node with text \"Check OUT\" under FakeNode#screen; near misses:\n"
                    + "  FakeNode#check out \"Checkout\"\nfound 7 nodes:\n  FakeNode#screen\n"))
        let holding = try #require(throws: FindError.self) { try screen().get(.text("NOW")) }
        #expect(holding.nearMisses == [#"FakeNode#Pay-Now "Pay now""#])
    }

    @Test func anEmptyStringIsNoNearMiss() throws {
        let root = FakeNode().adding(.label(""))
        let error = try #require(throws: FindError.self) { try root.get(.text("Milk")) }
        #expect(error.nearMisses.isEmpty)
        let blank = try #require(throws: FindError.self) { try root.get(.text(" ")) }
        #expect(blank.nearMisses.isEmpty)
    }

    @Test func anAndQueryHasTheNearMissesOfItsFirstQuery() throws {
        let error = try #require(throws: FindError.self) {
            try screen().get(.role(.button, name: "Pay now") && .traits(.selected))
        }
        #expect(error.nearMisses.first == #"button "Pay now""#)
        #expect(error.nodes.first == #"header "Groceries""#, "it lists nodes as a role query does")
    }

    // MARK: - Too many found

    @Test func ambiguousListsEveryMatchAndNoNearMisses() throws {
        let error = try #require(throws: FindError.self) { try screen().get(.role(.button)) }
        #expect(error.kind == .ambiguous)
        #expect(error.nearMisses.isEmpty)
        #expect(
            error.description == """
                2 nodes match node with role button under FakeNode#screen, expected one:
                  button "Pay now"
                  button "Checkout" disabled
                """)
    }

    @Test func ambiguousOfATypeListsOnlyTheMatchesOfThatType() throws {
        let express = FakeSwitch(.toggle)
        express.accessibilityLabel = "Express"
        let gift = FakeSwitch(.toggle)
        gift.accessibilityLabel = "Gift wrap"
        let root = FakeNode().adding(express, .group(.toggle, "Plain"), gift)
        let error = try #require(throws: FindError.self) { try root.get(.role(.toggle), as: FakeSwitch.self) }
        #expect(error.query == "FakeSwitch with role toggle")
        #expect(error.nodes == [#"toggle "Express""#, #"toggle "Gift wrap""#])
    }

    @Test func queryThrowsWhenSeveralMatchButReturnsNilWhenNoneDoes() throws {
        let root = screen()
        let error = try #require(throws: FindError.self) { try root.query(.text("Pay")) }
        #expect(error.nodes == [#"FakeNode "Pay""#, #"FakeNode "Pay""#])
        #expect(try root.query(.text("Refund")) == nil)
    }

    // MARK: - Message

    @Test func theMessageCountsOneNodeInTheSingular() {
        let error = FindError(kind: .notFound, query: "node with text \"x\"", root: "Root", nodes: ["Root"])
        #expect(error.description == "no node with text \"x\" under Root; found 1 node:\n  Root")
    }
}
