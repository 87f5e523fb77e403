import SendingState
import SendingStateTestSupport
import SendingStateWeb
import SendingStateWebTesting
import Testing

/// A screen that asks before it empties the cart, in a dialog, over a scroll view of products,
/// with a menu that sorts them.
final class CartScreen: WebStack, EventForwardingProvider {
    let empty = WebButton(title: "Empty the cart")
    let sort = WebMenuButton(title: "Sort")
    let products = WebScrollView(height: 120)
    let confirm = WebDialog(title: "Empty the cart?", message: "This removes every product.")
    let yes: WebButton
    let cancel: WebButton

    init() {
        yes = confirm.addButton(title: "Empty")
        cancel = confirm.addButton(title: "Cancel", isCancel: true)
        super.init(axis: .vertical)
        for title in ["By name", "By price", "By date"] { sort.addItem(title: title) }
        for number in 1...30 { products.addSubview(WebLabel(text: "Product \(number)")) }
        addSubview(sort)
        addSubview(empty)
        addSubview(products)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(empty) { _, ctx in ctx.control(.primaryActionTriggered) { ["ask"] } }
            EventForwarder(yes) { _, ctx in ctx.control(.primaryActionTriggered) { ["empty"] } }
            EventForwarder(cancel) { _, ctx in ctx.control(.primaryActionTriggered) { ["cancel"] } }
            for item in sort.items {
                EventForwarder(item) { view, ctx in
                    ctx.control(.primaryActionTriggered) { ["sort \(view.title)"] }
                }
            }
        }
    }
}

/// A dialog, a menu and a scroll view in a real Chromium: the page behind a dialog is inert to
/// the browser and to its accessibility tree, Escape cancels; a menu opens on a click and is
/// chosen from with the keys; a scroll view follows the wheel.
@MainActor
@Suite(.serialized, .needsChromium)
struct ContainersInBrowserTests {
    @Test func aDialogIsAllChromiumReadsAndEscapeCancelsIt() async throws {
        let screen = CartScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        recorder.onHandle = { action in
            if action == "ask" { screen.present(screen.confirm) } else { screen.confirm.dismiss() }
        }
        let page = try await WebTestPage(screen)
        try await page.input.click(screen.empty)
        try await page.settle()
        #expect(screen.confirm.isPresented)
        #expect(try await page.input.hasKeyboardFocus(screen.cancel), "the page focused the cancel button")
        #expect(try await page.chromiumSemanticsDump() == page.semanticsDump())
        #expect(page.semanticsDump().hasPrefix(#"dialog "Empty the cart?""#), "the screen behind isn't read")
        try await page.input.press(.escape)
        try await page.settle()
        #expect(recorder.actions == ["ask", "cancel"])
        #expect(!screen.confirm.isPresented)
        #expect(try await page.chromiumSemanticsDump() == page.semanticsDump())
        await page.close()
    }

    @Test func aScrollViewFollowsTheWheel() async throws {
        let screen = CartScreen()
        let page = try await WebTestPage(screen)
        try await page.input.scroll(screen.products, by: 200)
        try await page.settle()
        #expect(screen.products.contentOffset == 200)
        try await page.input.scroll(screen.products, by: 100_000)
        try await page.settle()
        #expect(
            screen.products.contentOffset > 200 && screen.products.contentOffset < 2_000,
            "the browser stops at the end")
        await page.close()
    }

    @Test func aMenuOpensOnAClickAndAnItemIsChosenWithTheKeys() async throws {
        let screen = CartScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        let page = try await WebTestPage(screen)
        try await page.input.click(screen.sort.button)
        try await page.settle()
        #expect(screen.sort.isOpen)
        #expect(try await page.input.hasKeyboardFocus(screen.sort.items[0]))
        #expect(try await page.chromiumSemanticsDump() == page.semanticsDump())
        try await page.input.press(.downArrow)
        try await page.input.press(.return)
        try await page.settle()
        #expect(recorder.actions == ["sort By price"])
        #expect(!screen.sort.isOpen)
        #expect(try await page.input.hasKeyboardFocus(screen.sort.button))
        try await page.input.press(.downArrow)
        try await page.input.press(.escape)
        try await page.settle()
        #expect(!screen.sort.isOpen, "Escape closes it")
        #expect(recorder.actions == ["sort By price"])
        await page.close()
    }
}
