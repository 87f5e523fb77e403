import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting

/// A product a row shows.
struct ProbeProduct {
    let id: Int
    let name: String
}

/// A row whose context menu removes the product it shows now, with a button that reports its
/// touches.
@MainActor
final class ContextMenuProbeRow: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let button = GTKButton(title: "Favorite")
    let remove: GTKAction

    init() throws {
        remove = try GTKAction("remove")
        super.init(axis: .horizontal, spacing: 8)
        addSubview(nameLabel)
        addSubview(button)
        try addAction(remove)
        contextMenu = try GTKMenu([.command("Remove", remove)])
    }

    var configurer: (ContextMenuProbeRow, ProbeProduct) -> Void {
        { row, product in row.nameLabel.text = product.name }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(remove) { _, ctx in
                ctx.control(.primaryActionTriggered) { (product: ProbeProduct) in ["remove \(product.id)"] }
            }
            EventForwarder(button) { _, ctx in
                ctx.control(.touchDown) { (product: ProbeProduct) in ["touchDown \(product.id)"] }
                ctx.control(.touchUpInside) { (product: ProbeProduct) in ["touchUpInside \(product.id)"] }
                ctx.control(.primaryActionTriggered) { (product: ProbeProduct) in ["favorite \(product.id)"] }
            }
        }
    }
}

/// A screen of two rows, an Info button and the popover it shows, which records what they report.
@MainActor
final class ContextMenuScreen: GTKBox, EventForwardingProvider {
    let rows: [ContextMenuProbeRow]
    let infoButton = GTKButton(title: "Info")
    let popover = GTKPopover()
    let deleteButton = GTKButton(title: "Delete")
    /// The actions the screen's and the rows' mappings delivered.
    var reported: [String] = []

    init() throws {
        rows = [try ContextMenuProbeRow(), try ContextMenuProbeRow()]
        super.init(axis: .vertical, spacing: 8)
        setMargins(20)
        for (row, product) in zip(
            rows, [ProbeProduct(id: 1, name: "Milk"), ProbeProduct(id: 2, name: "Eggs")])
        {
            addSubview(row)
            row.ss.configure(product)
            row.ss.addActionHandler(to: self)
        }
        addSubview(infoButton)
        let content = GTKBox(axis: .vertical, spacing: 4)
        content.setMargins(8)
        content.addSubview(GTKLabel(text: "Delete everything?"))
        content.addSubview(deleteButton)
        popover.contentView = content
        popover.accessibilityLabel = "Info"
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(deleteButton) { _, ctx in
            ctx.control(.touchDown) { ["delete touchDown"] }
            ctx.control(.primaryActionTriggered) { ["delete"] }
        }
    }
}

extension ContextMenuScreen: @MainActor ActionHandlingProvider {
    func handle(action: String) {
        reported.append(action)
    }
}

/// Right-clicks a row's button and chooses Remove, opens a reused row's menu with Shift-F10 and
/// closes it with Escape, opens it with the Menu key and chooses Remove, then clicks a button in a
/// popover; prints what it saw, a line each.
///
/// An open menu grabs its display's pointer and keyboard, so this runs on a display of its own.
@MainActor
func runContextMenuScenario() throws {
    let application = try GTKApplication(id: "org.sendingstate.GTKMainLoopProbe.ContextMenu")
    var failure: (any Error)?
    application.onActivate = { application in
        do {
            let window = GTKWindow(title: "Context", width: 300, height: 240)
            application.addWindow(window)
            let screen = try ContextMenuScreen()
            window.contentView = screen
            window.present()
            GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(window.widget) != 0 }
            let input = RealInput(windowTitle: "Context")
            try input.focusWindow()
            let row = screen.rows[1]

            try input.move(to: row.button)
            try input.xdotool(["click", "3"])
            GTKMainLoop.iterate(timeout: 3) { row.isContextMenuShown }
            print("right click shown: \(row.isContextMenuShown), reported: \(screen.reported)")
            try input.key("Return")
            GTKMainLoop.iterate(timeout: 3) { !screen.reported.isEmpty && !row.isContextMenuShown }
            print("chosen reported: \(screen.reported), shown: \(row.isContextMenuShown)")

            // The row is reused for another product.
            row.ss.configure(ProbeProduct(id: 9, name: "Rice"))
            screen.reported = []
            gtk_widget_grab_focus(row.button.widget)
            try input.key("shift+F10")
            GTKMainLoop.iterate(timeout: 3) { row.isContextMenuShown }
            print("shift-F10 shown: \(row.isContextMenuShown)")
            try input.key("Escape")
            GTKMainLoop.iterate(timeout: 3) { !row.isContextMenuShown }
            print("escape shown: \(row.isContextMenuShown)")
            gtk_widget_grab_focus(row.button.widget)
            try input.key("Menu")
            GTKMainLoop.iterate(timeout: 3) { row.isContextMenuShown }
            print("menu key shown: \(row.isContextMenuShown)")
            try input.key("Return")
            GTKMainLoop.iterate(timeout: 3) { !screen.reported.isEmpty && !row.isContextMenuShown }
            print("chosen reported: \(screen.reported)")

            screen.reported = []
            screen.popover.present(from: screen.infoButton)
            GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(screen.deleteButton.widget) != 0 }
            GTKMainLoop.iterate(timeout: 0.2) { false }
            print("popover shown: \(screen.popover.isShown)")
            try clickInPopover(screen.deleteButton, with: input)
            GTKMainLoop.iterate(timeout: 3) { !screen.reported.isEmpty }
            print("popover reported: \(screen.reported)")
            try input.key("Escape")
            GTKMainLoop.iterate(timeout: 3) { !screen.popover.isShown }
            print("escape shown: \(screen.popover.isShown)")
        } catch {
            failure = error
        }
        application.quit()
    }
    try application.run()
    if let failure { throw failure }
}

/// Clicks a widget inside a popover: `RealInput` moves relative to the window's surface, and a
/// popover is a surface of its own, placed relative to the window's.
@MainActor
func clickInPopover(_ widget: GTKWidget, with input: RealInput) throws {
    let inPopover = try input.windowPosition(of: input.center(of: widget), in: widget)
    guard let native = gtk_widget_get_native(widget.widget), let surface = gtk_native_get_surface(native)
    else {
        throw RealInputError("the popover isn't shown")
    }
    let popup = cgtk_gdk_popup(UnsafeMutableRawPointer(surface))
    let x = Int(inPopover.x.rounded()) + Int(gdk_popup_get_position_x(popup))
    let y = Int(inPopover.y.rounded()) + Int(gdk_popup_get_position_y(popup))
    try input.xdotool([
        "search", "--sync", "--onlyvisible", "--name", "^Context$", "mousemove", "--window", "%1", "\(x)",
        "\(y)",
        "click", "1",
    ])
}
