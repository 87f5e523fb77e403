import SendingState
import Testing

@MainActor
struct AccessibilityNodeTests {
    // MARK: - The accessible name

    @Test func theNameIsTheLabelElseTheNameTheContentImplies() {
        let star = FakeNode(.button)
        #expect(star.accessibilityName == nil)
        star.impliedAccessibilityName = "☆"
        #expect(star.accessibilityName == "☆")
        star.accessibilityLabel = "Favourite"
        #expect(star.accessibilityName == "Favourite")
    }

    @Test func anEmptyLabelStillWinsOverTheImpliedName() {
        let star = FakeNode(.button)
        star.impliedAccessibilityName = "☆"
        star.accessibilityLabel = ""
        #expect(star.accessibilityName == "")
    }

    // MARK: - What assistive technology shows

    @Test func aNodeWithARoleOrAnElementIsExposedAtTheRoot() {
        #expect(FakeNode(.list).isExposedToAssistiveTechnology)
        let card = FakeNode()
        card.isAccessibilityElement = true
        #expect(card.isExposedToAssistiveTechnology, "an element without a role is still read")
    }

    @Test func aPlainContainerIsNotExposed() {
        let container = FakeNode()
        FakeNode(.list).adding(container)
        #expect(!container.isExposedToAssistiveTechnology)
    }

    @Test func aNodeThatIsNotPerceivableIsNotExposed() {
        let button = FakeNode.button("Buy")
        button.isPerceivable = false
        #expect(!button.isExposedToAssistiveTechnology)
    }

    @Test func aNodeInsideAnElementIsNotExposedButTheElementIs() {
        let inner = FakeNode.button("Buy")
        let cell = FakeNode.element(.cell, "Milk").adding(inner)
        #expect(!inner.isExposedToAssistiveTechnology)
        #expect(cell.isExposedToAssistiveTechnology)
    }

    @Test func aNodeInsideAnElementHigherUpIsNotExposed() {
        let inner = FakeNode.button("Buy")
        let cell = FakeNode.element(.cell, "Milk").adding(FakeNode().adding(inner))
        #expect(!inner.isExposedToAssistiveTechnology)
        cell.isAccessibilityElement = false
        #expect(inner.isExposedToAssistiveTechnology)
    }

    @Test func aNodeInsideANodeThatIsNotPerceivableIsNotExposed() {
        let inner = FakeNode.button("Buy")
        let parent = FakeNode().adding(inner)
        FakeNode(.list).adding(parent)
        parent.isPerceivable = false
        #expect(!inner.isExposedToAssistiveTechnology)
    }

    @Test func aNodeUnderAnAncestorThatIsNotPerceivableHigherUpIsNotExposed() {
        let inner = FakeNode.button("Buy")
        let banner = FakeNode().adding(FakeNode(.list).adding(inner))
        let root = FakeNode().adding(banner)
        #expect(inner.isExposedToAssistiveTechnology)
        banner.isPerceivable = false
        #expect(!inner.isExposedToAssistiveTechnology)
        banner.isPerceivable = true
        root.isPerceivable = false
        #expect(!inner.isExposedToAssistiveTechnology, "the root hides everything")
    }
}
