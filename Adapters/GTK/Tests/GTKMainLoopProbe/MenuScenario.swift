import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting

/// A screen with a menu button whose menu runs the window's checkout command, Control-K.
@MainActor
final class MenuScreen: GTKBox, EventForwardingProvider {
    let checkout: GTKAction
    let menuButton: GTKMenuButton
    /// The actions the screen's mappings delivered.
    var reported: [String] = []

    init(checkout: GTKAction) throws(GTKMenuError) {
        self.checkout = checkout
        menuButton = GTKMenuButton(menu: try GTKMenu([.section([.command("Checkout", checkout)])]))
        menuButton.accessibilityLabel = "Main menu"
        super.init(axis: .vertical)
        setMargins(20)
        addSubview(menuButton)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(checkout) { _, ctx in ctx.control(.primaryActionTriggered) { ["checkout"] } }
    }

    /// The visible labels in the open menu, in order.
    var menuLabels: [String] {
        guard let popover = cgtk_widget(gtk_menu_button_get_popover(cgtk_menu_button(menuButton.widget)))
        else {
            return []
        }
        return descendants(of: popover).compactMap { widget in
            guard String(cString: cgtk_object_type_name(widget)) == "GtkLabel",
                gtk_widget_get_visible(widget) != 0
            else { return nil }
            return String(cString: gtk_label_get_text(cgtk_label(widget)))
        }
    }

    /// Whether every item of the open menu takes input.
    var menuItemsAreSensitive: [Bool] {
        guard let popover = cgtk_widget(gtk_menu_button_get_popover(cgtk_menu_button(menuButton.widget)))
        else {
            return []
        }
        return descendants(of: popover).filter {
            String(cString: cgtk_object_type_name($0)) == "GtkModelButton"
        }
        .map { gtk_widget_get_sensitive($0) != 0 }
    }

    private func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>]
    {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(current)
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}

extension MenuScreen: @MainActor ActionHandlingProvider {
    func handle(action: String) {
        reported.append(action)
    }
}

/// Opens the menu with a click and chooses Checkout with Return, then, with the command disabled,
/// opens it again and presses Return; prints what it saw, a line each.
///
/// An open menu grabs its display's pointer and keyboard, so this runs on a display of its own,
/// where it can't take other tests' input.
@MainActor
func runMenuScenario() throws {
    let application = try GTKApplication(id: "org.sendingstate.GTKMainLoopProbe.Menu")
    var failure: (any Error)?
    application.onActivate = { application in
        do {
            let window = GTKWindow(title: "Menu", width: 300, height: 240)
            let checkout = try GTKAction("checkout", shortcuts: [KeyPress("k", modifierFlags: .control)])
            try window.addAction(checkout)
            application.addWindow(window)
            let screen = try MenuScreen(checkout: checkout)
            window.contentView = screen
            window.present()
            GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(window.widget) != 0 }
            let input = RealInput(windowTitle: "Menu")
            try input.focusWindow()
            try input.click(screen.menuButton)
            GTKMainLoop.iterate(timeout: 3) { screen.menuButton.isMenuShown }
            print("shown: \(screen.menuButton.isMenuShown), labels: \(screen.menuLabels)")
            print("found: \(window.rootNode.all(.role(.menuItem)).map(\.semanticsLine))")
            // GTK focuses the first item of a menu it opens; Return chooses it.
            try input.key("Return")
            GTKMainLoop.iterate(timeout: 3) { !screen.reported.isEmpty && !screen.menuButton.isMenuShown }
            print("reported: \(screen.reported), shown: \(screen.menuButton.isMenuShown)")
            checkout.isEnabled = false
            screen.menuButton.isMenuShown = true
            GTKMainLoop.iterate(timeout: 3) { screen.menuButton.isMenuShown }
            print("disabled items take input: \(screen.menuItemsAreSensitive)")
            print("found: \(window.rootNode.all(.role(.menuItem)).map(\.semanticsLine))")
            try input.key("Return")
            GTKMainLoop.iterate(timeout: 0.3) { false }
            print("reported: \(screen.reported)")
        } catch {
            failure = error
        }
        application.quit()
    }
    try application.run()
    if let failure { throw failure }
}
