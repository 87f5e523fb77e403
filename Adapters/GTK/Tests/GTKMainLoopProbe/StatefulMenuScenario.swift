import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting

/// A screen with a menu of a toggle, dark style (Control-D), and a choice of sort, by name or by
/// price; its mappings name what each reports.
@MainActor
final class StatefulMenuScreen: GTKBox, EventForwardingProvider {
    let darkStyle: GTKAction
    let sort: GTKAction
    let menuButton: GTKMenuButton
    /// The actions the screen's mappings delivered.
    var reported: [String] = []

    init(darkStyle: GTKAction, sort: GTKAction) throws(GTKMenuError) {
        self.darkStyle = darkStyle
        self.sort = sort
        menuButton = GTKMenuButton(
            menu: try GTKMenu([
                .section([.command("Dark style", darkStyle)]),
                .section([
                    .choice("By name", sort, value: "name"),
                    .choice("By price", sort, value: "price"),
                ]),
            ]))
        menuButton.accessibilityLabel = "Main menu"
        super.init(axis: .vertical)
        setMargins(20)
        addSubview(menuButton)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(darkStyle) { action, ctx in
                ctx.control(.valueChanged) { ["dark style \(action.isOn)"] }
            }
            EventForwarder(sort) { action, ctx in
                ctx.control(.valueChanged) { ["sort by \(action.choice ?? "none")"] }
            }
        }
    }
}

extension StatefulMenuScreen: @MainActor ActionHandlingProvider {
    func handle(action: String) {
        reported.append(action)
    }
}

/// Opens the menu with a click and reads its check and radio items; clicks Dark style, then By
/// price, with real input; turns dark style over with its shortcut; prints what it saw, a line
/// each.
@MainActor
func runStatefulMenuScenario() throws {
    let application = try GTKApplication(id: "org.sendingstate.GTKMainLoopProbe.StatefulMenu")
    var failure: (any Error)?
    application.onActivate = { application in
        do {
            let window = GTKWindow(title: "Stateful menu", width: 300, height: 300)
            let darkStyle = try GTKAction(
                "dark-style", isOn: false, shortcuts: [KeyPress("d", modifierFlags: .control)])
            let sort = try GTKAction("sort", choice: "name")
            try window.addAction(darkStyle)
            try window.addAction(sort)
            application.addWindow(window)
            let screen = try StatefulMenuScreen(darkStyle: darkStyle, sort: sort)
            window.contentView = screen
            window.present()
            GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(window.widget) != 0 }
            let input = RealInput(window: window)
            try input.focusWindow()
            @MainActor func openMenu() throws {
                try input.click(screen.menuButton)
                // Shown, with its three items mapped, however long a loaded machine takes.
                GTKMainLoop.iterate(timeout: 10) { window.rootNode.all(.role(.menuItem)).count == 3 }
                GTKMainLoop.iterate(timeout: 0.3) { false }
            }
            @MainActor func choose(_ title: String) throws {
                try input.click(try window.rootNode.get(.role(.menuItem, name: title)))
                GTKMainLoop.iterate(timeout: 10) { !screen.menuButton.isMenuShown }
                GTKMainLoop.iterate(timeout: 0.3) { false }
            }
            try openMenu()
            print("found: \(window.rootNode.all(.role(.menuItem)).map(\.semanticsLine))")
            try choose("Dark style")
            print("dark style: \(darkStyle.isOn), reported: \(screen.reported)")
            try openMenu()
            print("found: \(window.rootNode.all(.role(.menuItem)).map(\.semanticsLine))")
            try choose("By price")
            print("sort: \(sort.choice ?? "none"), reported: \(screen.reported)")
            try input.key("ctrl+d")
            GTKMainLoop.iterate(timeout: 3) { !darkStyle.isOn }
            print("dark style: \(darkStyle.isOn), reported: \(screen.reported.last ?? "")")
        } catch {
            failure = error
        }
        application.quit()
    }
    try application.run()
    if let failure { throw failure }
}
