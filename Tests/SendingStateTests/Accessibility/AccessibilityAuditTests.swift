import SendingState
import Testing

@MainActor
struct AccessibilityAuditTests {
    /// A root, `FakeNode#screen`, over `nodes`; Tab reaches its focusable nodes in tree order.
    private func screen(_ nodes: FakeNode...) -> FakeNode {
        let root = FakeNode()
        root.accessibilityIdentifier = "screen"
        for node in nodes { root.adding(node) }
        return root
    }

    /// The findings of one rule.
    private func findings(
        _ rule: AccessibilityAuditRule, in root: FakeNode, _ audit: AccessibilityAudit = .standard
    ) -> [AccessibilityFinding] {
        root.accessibilityFindings(audit).filter { $0.rule == rule }
    }

    // MARK: - name

    @Test func aButtonWithoutANameIsReportedUntilItIsLabelled() throws {
        let button = FakeNode.button(nil)
        let root = screen(button)
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .name)
        #expect(finding.problem == "has no name")
        #expect(finding.name == nil)
        button.accessibilityLabel = "Add to cart"
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func aButtonNamedOnlyByWhitespaceHasNoName() {
        let root = screen(.button(" \n\t"))
        #expect(findings(.name, in: root).map(\.problem) == ["has no name"])
    }

    @Test func aButtonNamedOnlyByAGlyphIsReportedUntilItIsLabelled() {
        let star = FakeNode.button("★")
        let root = screen(star)
        #expect(
            findings(.name, in: root).map(\.problem) == [
                #"is named only by "★", which a screen reader reads as a symbol"#
            ])
        star.accessibilityLabel = "Favourite"
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func aNameWithALetterOrADigitIsEnough() {
        #expect(
            screen(.button("★ 1"), .button("+ Add", at: Point(x: 50, y: 0))).accessibilityFindings().isEmpty)
    }

    @Test func aDisabledButtonWithoutANameIsStillReported() {
        let button = FakeNode.button(nil)
        button.accessibilityTraits = .notEnabled
        #expect(findings(.name, in: screen(button)).count == 1)
    }

    @Test func nodesThatAreNotActionableNeedNoName() {
        #expect(screen(.label("★"), .group(.list), .element(.image)).accessibilityFindings().isEmpty)
    }

    @Test func aNodeNamedByAToolkitsTypeNameIsReported() {
        let cell = FakeNode.group(.cell, "GtkColumnViewCell").adding(.label("Milk"))
        let root = screen(FakeNode.group(.list).adding(cell))
        #expect(
            findings(.name, in: root).map(\.problem) == [#"is named by a type name, "GtkColumnViewCell""#])
        cell.accessibilityLabel = "Milk"
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test(arguments: ["GtkColumnViewCell", "GTKWidget", "AdwHeaderBar", "GtkPanedHandle2"])
    func aGTKPrefixBeforeACapitalisedWordIsATypeName(name: String) {
        #expect(findings(.name, in: screen(.label(name))).count == 1)
    }

    @Test(arguments: [
        "Gtk", "Gtkcell", "Gtk Column", "GtkColumn View", "UIs", "Update", "NSButton!", "Umbrella",
        "GTK4", "GTKHD", "UIKit", "NSW", "UIButton",
    ])
    func aNameThatOnlyStartsLikeATypeNameIsNone(name: String) {
        #expect(findings(.name, in: screen(.label(name))).isEmpty)
    }

    @Test func aNodeNamedByItsOwnTypesNameIsReported() {
        let toggle = FakeSwitch(.toggle)
        toggle.isAccessibilityElement = true
        toggle.accessibilityLabel = "FakeSwitch"
        toggle.accessibilityValue = "off"
        #expect(findings(.name, in: screen(toggle)).map(\.name) == ["FakeSwitch"])
        #expect(findings(.name, in: screen(.label("FakeSwitch"))).isEmpty, "another type's name")
    }

    // MARK: - targetSize

    @Test func aTwelvePointButtonIsReportedUnderTwentyFourPoints() throws {
        let button = FakeNode.button("Close")
        button.accessibilityFrame = Rect(x: 0, y: 0, width: 12, height: 12)
        let root = screen(button)
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .targetSize)
        #expect(finding.problem == "is 12×12 points, under 24×24")
        #expect(finding.fix == "make it at least 24×24 points, or give it a larger frame around its content")
        button.accessibilityFrame = Rect(x: 0, y: 0, width: 24, height: 24)
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func aTargetTooNarrowOrTooShortIsReported() {
        for size in [Size(width: 23.5, height: 44), Size(width: 44, height: 23.5)] {
            let button = FakeNode.button("Close")
            button.accessibilityFrame = Rect(origin: Point(x: 0, y: 0), size: size)
            #expect(findings(.targetSize, in: screen(button)).count == 1, "\(size)")
        }
    }

    @Test func theEnhancedAuditAsksForFortyFourPoints() {
        let button = FakeNode.button("Close")
        button.accessibilityFrame = Rect(x: 0, y: 0, width: 43.5, height: 44)
        let root = screen(button)
        #expect(root.accessibilityFindings().isEmpty)
        #expect(
            findings(.targetSize, in: root, .enhanced).map(\.problem) == ["is 43.5×44 points, under 44×44"])
        button.accessibilityFrame = Rect(x: 0, y: 0, width: 44, height: 44)
        #expect(root.accessibilityFindings(.enhanced).isEmpty)
    }

    @Test func aDisabledTargetIsNotMeasured() {
        let button = FakeNode.button("Close")
        button.accessibilityFrame = Rect(x: 0, y: 0, width: 12, height: 12)
        button.accessibilityTraits = .notEnabled
        #expect(screen(button).accessibilityFindings().isEmpty)
    }

    @Test func onlyActionableNodesWithAKnownFrameAreMeasured() {
        let label = FakeNode.label("Milk")
        label.accessibilityFrame = Rect(x: 0, y: 0, width: 12, height: 12)
        let button = FakeNode.button("Close")
        button.accessibilityFrame = nil
        #expect(screen(label, button).accessibilityFindings().isEmpty)
    }

    // MARK: - keyboardReachable

    @Test func anEnabledButtonThatTabDoesNotReachIsReported() throws {
        let button = FakeNode.button("Buy")
        button.isFocusable = false
        let root = screen(button)
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .keyboardReachable)
        #expect(finding.problem == "can't be reached with Tab")
        button.isFocusable = true
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func aDisabledOrNonActionableNodeNeedNotBeReachedWithTab() {
        let button = FakeNode.button("Buy")
        button.isFocusable = false
        button.accessibilityTraits = .notEnabled
        #expect(screen(button, .label("Milk")).accessibilityFindings().isEmpty)
    }

    // MARK: - focusOrder

    @Test func tabMovingBackInReadingOrderIsReportedAtTheNodeReadFirst() throws {
        let first = FakeNode.button("First")
        let second = FakeNode.button("Second", at: Point(x: 0, y: 50))
        let root = screen(first, second)
        root.tabOrder = [second, first]
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .focusOrder)
        #expect(finding.name == "First")
        #expect(finding.problem == #"comes after button "Second" with Tab, but before it when read"#)
        root.tabOrder = [first, second]
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func aFocusableNodeThatIsNotReadNeitherBreaksNorHidesTheOrder() {
        let first = FakeNode.button("First")
        let second = FakeNode.button("Second", at: Point(x: 0, y: 50))
        let inner = FakeNode.button("Inner")
        let root = screen(first, FakeNode.element(.cell, "Milk").adding(inner), second)
        root.tabOrder = [first, inner, second]
        #expect(root.accessibilityFindings().isEmpty)
        root.tabOrder = [second, inner, first]
        #expect(findings(.focusOrder, in: root).map(\.name) == ["First"])
    }

    @Test func eachStepBackIsReportedOnce() {
        let nodes = ["A", "B", "C"].map { FakeNode.button($0) }
        let root = screen(nodes[0], nodes[1], nodes[2])
        root.tabOrder = [nodes[2], nodes[1], nodes[0]]
        #expect(findings(.focusOrder, in: root).map(\.name) == ["B", "A"])
    }

    @Test func eachStepBackIsComparedWithTheNodeTabLeft() {
        let nodes = ["A", "B", "C"].map { FakeNode.button($0) }
        let root = screen(nodes[0], nodes[1], nodes[2])
        root.tabOrder = [nodes[2], nodes[0], nodes[1]]
        #expect(
            findings(.focusOrder, in: root).map(\.problem) == [
                #"comes after button "C" with Tab, but before it when read"#
            ], "B follows A, which Tab reached just before it")
        root.tabOrder = [nodes[1], nodes[2], nodes[0]]
        #expect(
            findings(.focusOrder, in: root).map(\.problem) == [
                #"comes after button "C" with Tab, but before it when read"#
            ])
    }

    // MARK: - state

    @Test func aToggleWithoutAValueOrSelectedIsReported() throws {
        let toggle = FakeNode.button("Express")
        toggle.accessibilityRole = .toggle
        let root = screen(toggle)
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .state)
        #expect(finding.problem == "exposes no state")
        toggle.accessibilityValue = "off"
        #expect(root.accessibilityFindings().isEmpty)
        toggle.accessibilityValue = nil
        toggle.accessibilityTraits = .selected
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func aGroupOfTabsNoneOfWhichIsSelectedIsReportedAtItsFirstTab() throws {
        let tabs = ["Today", "Week", "Month"].map { FakeNode.button($0) }
        for tab in tabs { tab.accessibilityRole = .tab }
        let root = screen(FakeNode.group(.list).adding(tabs[0], tabs[1], tabs[2]))
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .state)
        #expect(finding.name == "Today")
        #expect(finding.problem == "begins 3 tabs none of which is selected")
        tabs[2].accessibilityTraits = .selected
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func tabsAreGroupedByWhatHoldsThemInTheSemanticsTree() {
        let chosen = FakeNode.element(.tab, "Today")
        chosen.accessibilityTraits = .selected
        let lonely = FakeNode.element(.tab, "Small")
        let root = screen(
            FakeNode.group(.list, "Period").adding(chosen, .element(.tab, "Week")),
            FakeNode.group(.list, "Size").adding(lonely))
        let found = findings(.state, in: root)
        #expect(found.map(\.name) == ["Small"])
        #expect(found.map(\.problem) == ["begins 1 tab none of which is selected"])
    }

    @Test func tabsInPlainContainersAreGroupedByTheContainerThatShowsThem() {
        let chosen = FakeNode.element(.tab, "Today")
        chosen.accessibilityTraits = .selected
        let root = screen(
            FakeNode.group(.none).adding(chosen, .element(.tab, "Week")),
            FakeNode.group(.none).adding(.element(.tab, "Small"), .element(.tab, "Large")))
        #expect(
            findings(.state, in: root).map(\.name) == ["Small"],
            "one selected tab doesn't cover the other group")
    }

    @Test func tabsAtTheTopFormOneGroup() {
        let root = screen(.element(.tab, "Today"), .element(.tab, "Week"))
        #expect(findings(.state, in: root).map(\.name) == ["Today"])
    }

    @Test func groupsOfTabsAreReportedInReadingOrder() {
        let root = screen(
            FakeNode.group(.list, "Period").adding(.element(.tab, "Today"), .element(.tab, "Week")),
            FakeNode.group(.list, "Size").adding(.element(.tab, "Small"), .element(.tab, "Large")),
            FakeNode.group(.list, "Colour").adding(.element(.tab, "Red")))
        #expect(findings(.state, in: root).map(\.name) == ["Today", "Small", "Red"])
    }

    // MARK: - distinctNames

    @Test func twoButtonsThatReadTheSameInUnnamedCellsAreBothReported() {
        let milk = FakeNode.group(.cell).adding(.button("Buy"))
        let eggs = FakeNode.group(.cell).adding(.button("Buy", at: Point(x: 0, y: 50)))
        let root = screen(FakeNode.group(.list).adding(milk, eggs))
        let found = findings(.distinctNames, in: root)
        #expect(found.count == 2)
        #expect(
            found.map(\.problem)
                == Array(repeating: "reads the same as 1 other, with nothing to tell them apart", count: 2))
        milk.accessibilityLabel = "Milk"
        eggs.accessibilityLabel = "Eggs"
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func theSameNameAroundBothTellsThemNothingApart() {
        let list = FakeNode.group(.list, "Groceries").adding(
            FakeNode.group(.cell).adding(.button("Buy")), FakeNode.group(.cell).adding(.button("Buy")))
        let found = findings(.distinctNames, in: screen(list))
        #expect(
            found.map(\.problem)
                == Array(
                    repeating:
                        #"reads the same as 1 other inside "Groceries", with nothing to tell them apart"#,
                    count: 2))
    }

    @Test func threeButtonsThatReadTheSameCountTwoOthers() {
        let root = screen(.button("Buy"), .button("Buy"), .button("Buy"))
        #expect(
            findings(.distinctNames, in: root).first?.problem.hasPrefix("reads the same as 2 others,") == true
        )
    }

    @Test func nodesOfAnotherRoleOrThatAreNotActionableMayShareAName() {
        let tab = FakeNode.element(.tab, "Buy")
        tab.accessibilityTraits = .selected
        tab.isFocusable = true
        let root = screen(.button("Buy"), tab, .label("Milk"), .label("Milk"))
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func findingsOfSeveralNamesComeInReadingOrder() {
        let root = screen(.button("Buy"), .button("Sell"), .button("Buy"), .button("Sell"))
        #expect(findings(.distinctNames, in: root).map(\.name) == ["Buy", "Sell", "Buy", "Sell"])
    }

    // MARK: - contrast

    @Test func greyTextJustUnderFourAndAHalfToOneOnWhiteIsReported() throws {
        let label = FakeNode.label("Milk")
        label.accessibilityTextColors = TextColors(foreground: grey(0x77), background: .white)
        let root = screen(label)
        let finding = try #require(root.accessibilityFindings().only)
        #expect(finding.rule == .contrast)
        #expect(finding.problem == "has text #777777 on #FFFFFF, a contrast of 4.47:1, under 4.5:1")
        label.accessibilityTextColors = TextColors(foreground: grey(0x76), background: .white)
        #expect(root.accessibilityFindings().isEmpty)
    }

    @Test func theAuditsMinimumContrastRatioIsTheThreshold() {
        let label = FakeNode.label("Milk")
        label.accessibilityTextColors = TextColors(foreground: grey(0x77), background: .white)
        let root = screen(label)
        #expect(root.accessibilityFindings(AccessibilityAudit(minimumContrastRatio: 4.4)).isEmpty)
        #expect(
            findings(.contrast, in: root, AccessibilityAudit(minimumContrastRatio: 7)).map(\.problem) == [
                "has text #777777 on #FFFFFF, a contrast of 4.47:1, under 7.0:1"
            ])
    }

    @Test func aNodeWhoseColoursAreUnknownIsNotChecked() {
        #expect(screen(.label("Milk")).accessibilityFindings().isEmpty)
    }

    @Test func aDisabledControlsTextIsExemptFromContrast() {
        let checkout = FakeNode.button("Checkout")
        checkout.accessibilityTraits = .notEnabled
        checkout.accessibilityTextColors = TextColors(foreground: grey(0x99), background: .white)
        #expect(
            screen(checkout).accessibilityFindings().isEmpty, "WCAG 2.2's 1.4.3 exempts inactive components")
        checkout.accessibilityTraits = []
        #expect(findings(.contrast, in: screen(checkout)).count == 1)
    }

    @Test func textThatAnElementSpeaksForIsStillSeenAndCheckedForContrast() {
        let name = FakeNode.label("Milk")
        name.accessibilityTextColors = TextColors(foreground: grey(0x99), background: .white)
        let cell = FakeNode.element(.cell, "Milk, 2 in cart").adding(name)
        #expect(findings(.contrast, in: screen(FakeNode.group(.list).adding(cell))).count == 1)
        name.isPerceivable = false
        #expect(findings(.contrast, in: screen(FakeNode.group(.list).adding(cell))).isEmpty, "hidden text")
    }

    // MARK: - What a screen accepts

    @Test func aFindingIsAcceptedByItsRuleAndName() {
        let close = FakeNode.button("Close")
        close.accessibilityFrame = Rect(x: 0, y: 0, width: 12, height: 12)
        let other = FakeNode.button("Other", at: Point(x: 50, y: 0))
        other.accessibilityFrame = Rect(x: 50, y: 0, width: 12, height: 12)
        other.isFocusable = false
        let root = screen(close, other)
        let audit = AccessibilityAudit.standard.accepting(.targetSize, named: "Close")
        #expect(audit.accepted == [AccessibilityAudit.Acceptance(rule: .targetSize, name: "Close")])
        #expect(
            root.accessibilityFindings(audit).map { "\($0.rule) \($0.name ?? "-")" } == [
                "targetSize Other", "keyboardReachable Other",
            ])
    }

    @Test func anAuditCreatedWithAcceptancesAcceptsThem() {
        let root = screen(.button("★"))
        let audit = AccessibilityAudit(accepted: [AccessibilityAudit.Acceptance(rule: .name, name: "★")])
        #expect(audit.accepted.count == 1)
        #expect(root.accessibilityFindings(audit).isEmpty)
    }

    @Test func aFindingAboutANodeWithoutANameIsAcceptedByNil() {
        let root = screen(.button(nil))
        #expect(root.accessibilityFindings(.standard.accepting(.name, named: "Close")).count == 1)
        #expect(root.accessibilityFindings(.standard.accepting(.name, named: nil)).isEmpty)
    }

    @Test func aSkippedRuleIsNotChecked() {
        let root = screen(.button("★"))
        let audit = AccessibilityAudit.standard.skipping(.name)
        #expect(!audit.rules.contains(.name))
        #expect(audit.rules.count == AccessibilityAuditRule.allCases.count - 1)
        #expect(root.accessibilityFindings(audit).isEmpty)
        #expect(root.accessibilityFindings(AccessibilityAudit(rules: [.targetSize])).isEmpty)
    }

    @Test func theStandardAuditChecksEveryRuleWithTwentyFourPointTargetsAndFourAndAHalfToOne() {
        let standard = AccessibilityAudit.standard
        #expect(standard.rules == Set(AccessibilityAuditRule.allCases))
        #expect(standard.minimumTargetSize == Size(width: 24, height: 24))
        #expect(standard.minimumContrastRatio == 4.5)
        #expect(standard.accepted.isEmpty)
        #expect(AccessibilityAudit.enhanced.minimumTargetSize == Size(width: 44, height: 44))
        #expect(AccessibilityAudit.enhanced.rules == standard.rules)
        #expect(AccessibilityAudit() == standard)
    }

    @Test func theRulesAreNamedAsFindingsShowThem() {
        #expect(
            AccessibilityAuditRule.allCases.map(\.description) == [
                "name", "targetSize", "keyboardReachable", "focusOrder", "state", "distinctNames", "contrast",
            ])
    }

    // MARK: - Findings and the error

    @Test func findingsComeRuleByRuleEachInReadingOrder() {
        let small = FakeNode.button("Small")
        small.accessibilityFrame = Rect(x: 0, y: 0, width: 12, height: 12)
        let star = FakeNode.button("★", at: Point(x: 0, y: 50))
        star.accessibilityFrame = Rect(x: 0, y: 50, width: 12, height: 12)
        let root = screen(small, star, .button(nil, at: Point(x: 0, y: 100)))
        #expect(
            root.accessibilityFindings().map { "\($0.rule) \($0.name ?? "-")" } == [
                "name ★", "name -", "targetSize Small", "targetSize ★",
            ])
    }

    @Test func aFindingsPathRunsFromTheAuditedNodeDownToTheNode() throws {
        let star = FakeNode.button("★")
        star.accessibilityIdentifier = "favourite"
        let cell = FakeNode.group(.cell, "Milk").adding(FakeNode().adding(star))
        let list = FakeNode.group(.list).adding(cell)
        let root = screen(list)
        let finding = try #require(root.accessibilityFindings().only)
        #expect(
            finding.path
                == #"FakeNode#screen > FakeNode > FakeNode "Milk" > FakeNode > FakeNode#favourite "★""#)
        #expect(finding.node == #"button "★""#)
        #expect(
            try #require(cell.accessibilityFindings().only).path
                == #"FakeNode "Milk" > FakeNode > FakeNode#favourite "★""#)
        #expect(try #require(star.accessibilityFindings().only).path == #"FakeNode#favourite "★""#)
    }

    @Test func aFindingReadsOnOneLineWithItsFixOnTheNext() throws {
        let star = FakeNode.button("★")
        star.accessibilityFrame = Rect(x: 0, y: 0, width: 12, height: 12)
        let finding = try #require(
            screen(star).accessibilityFindings(AccessibilityAudit(rules: [.targetSize])).only)
        #expect(
            finding.description == """
                targetSize: button "★" is 12×12 points, under 24×24 (at FakeNode#screen > FakeNode "★")
                    fix: make it at least 24×24 points, or give it a larger frame around its content
                """)
    }

    @Test func auditAccessibilityThrowsAnErrorListingEveryFindingWithItsFix() throws {
        let star = FakeNode.button("★")
        let unnamed = FakeNode.button(nil, at: Point(x: 0, y: 50))
        let root = screen(star, unnamed)
        let error = try #require(throws: AccessibilityAuditError.self) { try root.auditAccessibility() }
        #expect(error.findings == root.accessibilityFindings())
        #expect(
            error.description == """
                the accessibility audit found 2 problems:
                  name: button "★" is named only by "★", which a screen reader reads as a symbol (at FakeNode#screen > FakeNode "★")
                    fix: set its accessibility label to what it does, such as "Favourite"
                  name: button has no name (at FakeNode#screen > FakeNode)
                    fix: set its accessibility label to what it does, such as "Add to cart"
                """)
        star.accessibilityLabel = "Favourite"
        let one = try #require(throws: AccessibilityAuditError.self) { try root.auditAccessibility() }
        #expect(
            one.description.hasPrefix("the accessibility audit found 1 problem:\n  name: button has no name"))
        unnamed.accessibilityLabel = "Add to cart"
        try root.auditAccessibility()
    }

    @Test func auditAccessibilityUsesTheAuditItIsGiven() throws {
        let root = screen(.button("★"))
        try root.auditAccessibility(.standard.accepting(.name, named: "★"))
        #expect(throws: AccessibilityAuditError.self) { try root.auditAccessibility(.standard) }
    }

    @Test func theAuditReadsOnlyWhatAssistiveTechnologyShows() {
        let hidden = FakeNode.button("★")
        hidden.isPerceivable = false
        let inner = FakeNode.button(nil)
        #expect(screen(hidden, FakeNode.element(.cell, "Milk").adding(inner)).accessibilityFindings().isEmpty)
    }

    private func grey(_ byte: Int) -> Color {
        let component = Double(byte) / 255
        return Color(red: component, green: component, blue: component)
    }
}

extension Array {
    /// The only element, or `nil` when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
