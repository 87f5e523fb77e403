import SendingState
import SendingStateWeb
import SendingStateWebTesting
import Testing

@testable import WebShoppingList

/// The example's catalogue in a real Chromium: what Chromium gives assistive technology is what
/// the tree reader reads, before and after a person uses it, and the page passes the audit.
@MainActor
@Suite(.serialized, .needsChromium)
struct CatalogueInBrowserTests {
    @Test func chromiumsAccessibilityTreeOfTheCatalogueReadsAsItsSemanticsDump() async throws {
        let screen = CatalogueScreen()
        let page = try await WebTestPage(screen, width: 800, height: 900)
        #expect(try await page.chromiumSemanticsDump() == page.semanticsDump())
        try await page.input.click(try page.get(.role(.button, name: "Add one Organic Milk #1")))
        try await page.input.click(try page.get(.role(.toggle, name: "Favourite Organic Milk #1")))
        try await page.input.scroll(screen.list, by: 44 * 500)
        try await page.settle()
        #expect(screen.summary.text == "100,000 products · 1 in cart · 1 ★")
        let dump = page.semanticsDump()
        #expect(dump.contains("cell"), "rows scrolled into sight are read")
        #expect(try await page.chromiumSemanticsDump() == dump)
        await page.close()
    }

    @Test func theCataloguePassesTheAccessibilityAudit() async throws {
        let page = try await WebTestPage(CatalogueScreen(), width: 800, height: 900)
        try page.auditAccessibility()
        await page.close()
    }
}
