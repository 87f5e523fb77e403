import SendingState
import Testing

@MainActor
struct NodeQueryTests {
    /// A checkout screen: a header, a "Buy" button labelled "Buy milk", a switch that is on, a
    /// selected tab and a tab that isn't, and a "Sale" button that isn't perceivable.
    @MainActor
    private final class Screen {
        let root = FakeNode()
        let header = FakeNode.element(.header, "Groceries")
        let buy = FakeNode.button("Buy")
        let express = FakeSwitch(.toggle)
        let today = FakeNode.element(.tab, "Today")
        let later = FakeNode.element(.tab, "Later")
        let sale = FakeNode.button("Sale")

        init() {
            buy.accessibilityIdentifier = "buy"
            buy.accessibilityLabel = "Buy milk"
            express.isAccessibilityElement = true
            express.accessibilityLabel = "Express"
            express.accessibilityValue = "on"
            today.accessibilityTraits = .selected
            sale.isPerceivable = false
            root.adding(header, FakeNode().adding(buy, express), today, later, sale)
        }
    }

    // MARK: - By role

    @Test func aRoleQueryMatchesByRoleAndExactName() throws {
        let screen = Screen()
        #expect(try screen.root.get(.role(.button, name: "Buy milk")) === screen.buy)
        #expect(try screen.root.query(.role(.button, name: "Buy")) == nil, "the label names it")
        #expect(try screen.root.query(.role(.button, name: "buy milk")) == nil)
        #expect(try screen.root.query(.role(.header, name: "Buy milk")) == nil)
    }

    @Test func aRoleQueryWithoutANameMatchesEveryNameOfTheRole() {
        let screen = Screen()
        #expect(screen.root.all(.role(.tab)).map(\.accessibilityName) == ["Today", "Later"])
    }

    @Test func aRoleQueryMatchesOnlyWhatAssistiveTechnologyShows() throws {
        let screen = Screen()
        #expect(try screen.root.query(.role(.button, name: "Sale")) == nil, "not perceivable")
        #expect(try screen.root.query(.text("Sale")) === screen.sale, "other queries still see it")
        screen.header.adding(FakeNode.button("Inner"))
        #expect(try screen.root.query(.role(.button, name: "Inner")) == nil, "the header speaks for it")
    }

    // MARK: - By string

    @Test func anIdentifierQueryMatchesTheIdentifierExactly() throws {
        let screen = Screen()
        #expect(try screen.root.get(.identifier("buy")) === screen.buy)
        #expect(try screen.root.query(.identifier("Buy")) == nil)
    }

    @Test func aLabelQueryMatchesTheLabelSetNotTheImpliedName() throws {
        let screen = Screen()
        #expect(try screen.root.get(.label("Buy milk")) === screen.buy)
        #expect(try screen.root.query(.label("Groceries")) == nil, "the header's name is implied")
    }

    @Test func aTextQueryMatchesTheVisibleText() throws {
        let screen = Screen()
        #expect(try screen.root.get(.text("Buy")) === screen.buy)
        #expect(try screen.root.query(.text("Buy milk")) == nil)
    }

    @Test func aValueQueryMatchesTheValueAssistiveTechnologyReads() throws {
        let screen = Screen()
        #expect(try screen.root.get(.value("on")) === screen.express)
        #expect(try screen.root.query(.value("off")) == nil)
    }

    // MARK: - By state, type and predicate

    @Test func aTraitsQueryMatchesNodesWithEveryTraitGiven() throws {
        let screen = Screen()
        #expect(try screen.root.get(.traits(.selected)) === screen.today)
        #expect(try screen.root.query(.traits([.selected, .notEnabled])) == nil)
        screen.today.accessibilityTraits.insert(.notEnabled)
        #expect(try screen.root.get(.traits([.selected, .notEnabled])) === screen.today)
        #expect(screen.root.all(.traits([])).count == screen.root.subtree.count, "no trait asks nothing")
    }

    @Test func aTypeQueryMatchesNodesOfTheTypeAndItsSubclasses() throws {
        let screen = Screen()
        #expect(try screen.root.get(.type(FakeSwitch.self)) === screen.express)
        #expect(screen.root.all(.type(FakeNode.self)).count == 8)
    }

    @Test func bothQueriesMustMatchAnAndQuery() throws {
        let screen = Screen()
        #expect(try screen.root.get(.role(.tab) && .traits(.selected)) === screen.today)
        #expect(try screen.root.query(.role(.header) && .traits(.selected)) == nil)
        #expect(try screen.root.query(.traits(.selected) && .role(.button)) == nil)
    }

    @Test func aPredicateQueryMatchesWhatThePredicateAccepts() throws {
        let screen = Screen()
        let query = NodeQuery("a tab not chosen") { node in
            node.accessibilityRole == .tab && !node.accessibilityTraits.contains(.selected)
        }
        #expect(try screen.root.get(query) === screen.later)
        #expect(query.description == "a tab not chosen")
    }

    @Test func getAsATypeReturnsTheMatchAsThatType() throws {
        let screen = Screen()
        let express: FakeSwitch = try screen.root.get(.value("on"), as: FakeSwitch.self)
        #expect(express === screen.express)
        #expect(try screen.root.query(.identifier("buy"), as: FakeSwitch.self) == nil)
        #expect(screen.root.all(.role(.toggle), as: FakeSwitch.self).count == 1)
    }

    // MARK: - Descriptions

    @Test func describesWhatItLooksFor() {
        #expect(NodeQuery.value("on").description == #"value "on""#)
        #expect(NodeQuery.value("a\n\"b\"").description == #"value "a\n\"b\"""#)
        #expect(NodeQuery.type(FakeSwitch.self).description == "type FakeSwitch")
        #expect((NodeQuery.role(.tab) && .identifier("t")).description == #"role tab and identifier "t""#)
    }

    @Test func aTraitsQueryIsDescribedByItsStateWordsInTheirOrder() {
        #expect(NodeQuery.traits(.selected).description == "traits selected")
        #expect(
            NodeQuery.traits([.busy, .selected, .notEnabled]).description == "traits selected disabled busy")
    }

    @Test func aTraitsQueryNamesTheKindTraitsBeforeTheStatesAndAnUnnamedTraitByItsBits() {
        #expect(NodeQuery.traits(.header).description == "traits header")
        #expect(NodeQuery.traits([.selected, .button]).description == "traits button selected")
        let custom = AccessibilityTraits(rawValue: 1 << 20)
        #expect(NodeQuery.traits([.image, custom]).description == "traits image 0x100000")
    }
}
