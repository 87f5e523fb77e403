import SendingState
import SendingStateTestSupport
import Testing

@testable import SendingStateWeb

/// A menu button opens its menu on a click or the down arrow, moves through it with the arrows,
/// Home and End, reports the item chosen and closes, as the ARIA menu button pattern asks.
@MainActor
@Suite(.serialized)
struct MenuTests {
    final class Screen: WebStack, EventForwardingProvider {
        let sort = WebMenuButton(title: "Sort")
        let other = WebButton(title: "Other")
        let byName: WebMenuItem
        let byPrice: WebMenuItem
        let byDate: WebMenuItem

        init() {
            byName = sort.addItem(title: "By name")
            byPrice = sort.addItem(title: "By price")
            byDate = sort.addItem(title: "By date")
            super.init(axis: .vertical)
            addSubview(sort)
            addSubview(other)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                for item in [byName, byPrice, byDate] {
                    EventForwarder(item) { view, ctx in
                        ctx.control(.primaryActionTriggered) { ["sort \(view.title)"] }
                    }
                }
            }
        }
    }

    let screen = Screen()
    let recorder = Recorder<String>()
    let session: WebSession

    init() {
        screen.ss.addActionHandler(to: recorder)
        session = WebSession(root: screen)
        _ = session.pendingChanges()
    }

    func number(_ view: WebView) throws -> Int { try #require(view.elementID) }

    func key(_ key: Key, on view: WebView) throws -> Bool {
        session.handle(.key(press: KeyPress(key), target: try number(view)))
    }

    @Test func aClickOnTheButtonOpensTheMenuAndFocusesItsFirstItem() throws {
        #expect(!screen.sort.isOpen)
        #expect(screen.sort.button.render().attributes["aria-expanded"] == "false")
        #expect(session.handle(.activate(target: try number(screen.sort.button))))
        #expect(screen.sort.isOpen)
        #expect(session.focusedView === screen.byName)
        #expect(screen.sort.button.render().attributes["aria-haspopup"] == "menu")
        #expect(screen.sort.button.render().attributes["aria-expanded"] == "true")
        let item = screen.byName.render()
        #expect(item.attributes["role"] == "menuitem")
        #expect(item.attributes["tabindex"] == "-1", "Tab passes over the items")
        #expect(
            screen.sort.semanticsDump() == """
                button "Sort"
                menu "Sort"
                  menuItem "By name" focused
                  menuItem "By price"
                  menuItem "By date"

                """)
        #expect(session.handle(.activate(target: try number(screen.sort.button))))
        #expect(!screen.sort.isOpen, "a second click closes it")
        #expect(session.focusedView === screen.sort.button)
    }

    @Test func theArrowsHomeAndEndMoveThroughTheItemsWrappingRound() throws {
        _ = session.pendingChanges()
        #expect(try key(.downArrow, on: screen.sort.button), "the down arrow opens it")
        _ = session.pendingChanges()
        #expect(session.focusedView === screen.byName)
        #expect(try key(.upArrow, on: screen.byName))
        #expect(session.focusedView === screen.byDate, "up from the first wraps to the last")
        #expect(try key(.downArrow, on: screen.byDate))
        #expect(session.focusedView === screen.byName, "down from the last wraps to the first")
        #expect(try key(.end, on: screen.byName))
        #expect(session.focusedView === screen.byDate)
        #expect(try key(.home, on: screen.byDate))
        #expect(session.focusedView === screen.byName)
        screen.byPrice.isEnabled = false
        #expect(try key(.downArrow, on: screen.byName))
        #expect(session.focusedView === screen.byDate, "a disabled item is passed over")
        #expect(!(try key(.leftArrow, on: screen.byDate)), "other keys are left")
        #expect(try key(.escape, on: screen.byDate))
        #expect(!screen.sort.isOpen)
        #expect(session.focusedView === screen.sort.button)
        #expect(recorder.actions.isEmpty)
    }

    @Test func choosingAnItemReportsItsActionClosesTheMenuAndFocusesTheButton() throws {
        screen.sort.open()
        _ = session.pendingChanges()
        #expect(try key(.downArrow, on: screen.byName))
        #expect(session.handle(.activate(target: try number(screen.byPrice))))
        #expect(recorder.actions == ["sort By price"])
        #expect(!screen.sort.isOpen)
        #expect(session.focusedView === screen.sort.button)
    }

    @Test func theFocusLeavingTheMenuClosesIt() throws {
        screen.sort.open()
        _ = session.pendingChanges()
        #expect(session.handle(.focus(target: try number(screen.other))))
        #expect(!screen.sort.isOpen)
        #expect(session.focusedView === screen.other, "the focus stays where it went")
    }

    @Test func aMenuWithoutAnEnabledItemStaysClosed() {
        let empty = WebMenuButton(title: "Nothing")
        empty.open()
        #expect(!empty.isOpen)
        let disabled = WebMenuButton(title: "Disabled")
        disabled.addItem(title: "Gone").isEnabled = false
        disabled.open()
        #expect(!disabled.isOpen)
        #expect(!disabled.takeUnhandledKey(KeyPress(.upArrow)), "only the down arrow opens it")
        #expect(!disabled.takeUnhandledKey(KeyPress(.downArrow, modifierFlags: .shift)))
        screen.sort.open()
        for item in screen.sort.items { item.isEnabled = false }
        #expect(screen.sort.isOpen)
        #expect(
            !screen.sort.takeUnhandledKey(KeyPress(.downArrow)),
            "an open menu with no enabled item leaves the key")
    }
}
