import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

// The complete test of the article "Testing a GTK app": a screen of the app, a handler that records
// its actions, and tests that find widgets by role and name, act with real input and settle.

/// What a person does on the screen.
enum FruitAction: Equatable {
    case search(String)
    case favourite(Int)
    case checkOut
}

/// A row of the list: the fruit's name and a favourite toggle.
@MainActor
final class FruitRow: GTKBox, Configurable, EventForwardingProvider {
    let name = GTKLabel()
    let favourite = GTKToggle(title: "☆")

    init() {
        super.init(axis: .horizontal, spacing: 8)
        name.expandsHorizontally = true
        favourite.accessibilityLabel = "Favourite"
        addSubview(name)
        addSubview(favourite)
    }

    var configurer: (FruitRow, Int) -> Void {
        { row, number in
            row.name.text = "Fruit \(number)"
            row.accessibilityLabel = "Fruit \(number)"
        }
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(favourite) { _, ctx in
            ctx.control(.valueChanged) { (number: Int) in [FruitAction.favourite(number)] }
        }
    }
}

/// The screen: a search entry, a list of 10,000 fruits and a checkout button.
@MainActor
final class FruitScreen: GTKBox, EventForwardingProvider, GTKListViewDataSource {
    let search = GTKSearchEntry(placeholder: "Search fruit")
    let list = GTKListView { FruitRow() }
    let checkout = GTKButton(title: "Checkout")

    init() {
        super.init(axis: .vertical, spacing: 8)
        list.accessibilityLabel = "Fruit"
        list.dataSource = self
        list.reloadData()
        for widget in [search, list, checkout] as [GTKWidget] { addSubview(widget) }
    }

    func numberOfRows(in listView: GTKListView<FruitRow>) -> Int { 10_000 }
    func listView(_ listView: GTKListView<FruitRow>, modelForRowAt row: Int) -> Int { row }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(search) { entry, ctx in
                ctx.control(.valueChanged) { [FruitAction.search(entry.text)] }
            }
            EventForwarder(checkout) { _, ctx in
                ctx.control(.primaryActionTriggered) { [FruitAction.checkOut] }
            }
        }
    }
}

/// Records the actions a screen sends.
@MainActor
final class FruitActions: @MainActor ActionHandlingProvider {
    private(set) var actions: [FruitAction] = []
    func handle(action: FruitAction) { actions.append(action) }
}

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct FruitScreenTests {
    let screen = FruitScreen()
    let handler = FruitActions()

    init() {
        screen.ss.addActionHandler(to: handler)
        screen.list.actionHandler = AnyActionHandlingProvider(handler)
    }

    @Test func checkingOutSendsCheckOut() throws {
        let window = GTKTestWindow(screen, width: 320, height: 400)
        defer { window.close() }
        try window.input.click(try window.get(.role(.button, name: "Checkout")))
        window.settle()
        #expect(handler.actions == [.checkOut])
    }

    @Test func aFavouriteFarDownTheListIsThatRowsFruit() throws {
        let window = GTKTestWindow(screen, width: 320, height: 400)
        defer { window.close() }
        let row = try window.scroll(screen.list, toRow: 7_000)
        try window.input.click(try row.get(.role(.button, name: "Favourite")))
        window.settle()
        #expect(handler.actions == [.favourite(7_000)])
        #expect(row.favourite.accessibilityTraits.contains(.selected))
    }

    @Test func typingASearchSendsItOncePaused() throws {
        let window = GTKTestWindow(screen, width: 320, height: 400)
        defer { window.close() }
        try window.input.focusWindow()
        try window.input.click(try window.get(.role(.textField, name: "Search fruit")))
        try window.input.type("Fruit 7")
        // GTK reports a search after a pause, which is scheduled work rather than pending input.
        #expect(window.waitUntil { handler.actions == [.search("Fruit 7")] })
    }

    @Test func aFailedFindListsWhatAScreenReaderReads() {
        let window = GTKTestWindow(screen, width: 320, height: 400)
        defer { window.close() }
        let error = #expect(throws: FindError.self) { try window.get(.role(.button, name: "Pay")) }
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == #"no node with role button named "Pay" under FruitScreen; found 30 nodes:"#)
        #expect(
            lines.dropFirst().prefix(5) == [
                #"  textField "Search fruit" focused"#, #"  list "Fruit""#, #"  cell "Fruit 0""#,
                #"  staticText "Fruit 0""#, #"  button "Favourite""#,
            ])
        #expect(lines.last == #"  button "Checkout""#)
    }
}
