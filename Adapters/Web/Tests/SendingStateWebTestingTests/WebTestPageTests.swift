import SendingState
import SendingStateTestSupport
import SendingStateWeb
import SendingStateWebTesting
import Testing

/// A small form: a button, a field and a switch, each mapped to actions the tests read.
final class FormScreen: WebStack, EventForwardingProvider {
    let buy = WebButton(title: "Buy")
    let name = WebTextField(placeholder: "Name")
    let gift = WebToggle(title: "Gift wrap")

    init() {
        super.init(axis: .vertical)
        name.accessibilityLabel = "Name"
        for view in [buy, name, gift] as [WebView] { addSubview(view) }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(buy) { _, ctx in
                ctx.control(.touchDown) { ["buy touchDown"] }
                ctx.control(.touchUpInside) { ["buy touchUpInside"] }
            }
            EventForwarder(name) { view, ctx in
                ctx.control(.editingChanged) { ["name \(view.text)"] }
                ctx.control(.editingDidEndOnExit) { ["name return"] }
            }
            EventForwarder(gift) { view, ctx in ctx.control(.valueChanged) { ["gift \(view.isOn)"] } }
        }
    }
}

/// The page a test opens shows its view in a real Chromium, finds its elements with the shared
/// queries, and drives them with real input, settling without sleeps.
@MainActor
@Suite(.serialized, .needsChromium)
struct WebTestPageTests {
    @Test func aClickFoundByRoleReachesTheSessionOnceThePageSettles() async throws {
        let screen = FormScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        let page = try await WebTestPage(screen)
        try await page.input.click(try page.get(.role(.button, name: "Buy")))
        try await page.settle()
        #expect(recorder.actions == ["buy touchDown", "buy touchUpInside"])
        await page.close()
    }

    @Test func typedTextAndKeysReachTheFocusedField() async throws {
        let screen = FormScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        let page = try await WebTestPage(screen)
        try await page.input.click(try page.get(.role(.textField, name: "Name")))
        try await page.input.type("Oat")
        try await page.input.press(.return)
        try await page.settle()
        #expect(recorder.actions == ["name O", "name Oa", "name Oat", "name return"])
        #expect(page.session.focusedView == nil)
        await page.close()
    }

    @Test func aClickLeavesTheFocusAndSpaceFlipsASwitchFocusedFromSwift() async throws {
        let screen = FormScreen()
        let recorder = Recorder<String>()
        screen.ss.addActionHandler(to: recorder)
        let page = try await WebTestPage(screen)
        try await page.input.click(screen.gift)
        try await page.settle()
        #expect(page.session.focusedView == nil, "a click on a control leaves the focus, as a tap in UIKit")
        #expect(screen.gift.becomeFirstResponder())
        page.session.setNeedsUpdate()
        try await page.settle()
        #expect(try await page.input.hasKeyboardFocus(screen.gift), "the page focused its element")
        try await page.input.press(.space)
        try await page.settle()
        #expect(recorder.actions == ["gift true", "gift false"])
        #expect(page.semanticsDump().contains(#"toggle "Gift wrap" focused value "off""#))
        await page.close()
    }

    @Test func aViewThePageDoesntShowIsATypedError() async throws {
        let page = try await WebTestPage(FormScreen())
        await #expect(throws: WebTestError.self) { try await page.input.click(WebButton(title: "Elsewhere")) }
        await page.close()
    }

    @Test func chromiumsAccessibilityTreeReadsAsTheSemanticsDump() async throws {
        let screen = FormScreen()
        screen.gift.isOn = true
        screen.buy.isEnabled = false
        let page = try await WebTestPage(screen)
        try await page.input.click(screen.name)
        try await page.input.type("Ada")
        try await page.settle()
        #expect(
            try await page.chromiumSemanticsDump() == """
                button "Buy" disabled
                textField "Name" focused value "Ada"
                toggle "Gift wrap" value "on"

                """)
        #expect(try await page.chromiumSemanticsDump() == page.semanticsDump())
        await page.close()
    }
}
