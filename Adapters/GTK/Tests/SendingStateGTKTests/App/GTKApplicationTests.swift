import CGtk
import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@testable import SendingStateGTK

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKApplicationTests {
    /// A screen whose mappings turn two actions into recorded names.
    final class CommandsView: GTKBox, EventForwardingProvider {
        let checkout: GTKAction
        let refresh: GTKAction

        init(checkout: GTKAction, refresh: GTKAction) {
            self.checkout = checkout
            self.refresh = refresh
            super.init(axis: .vertical)
            addSubview(GTKLabel(text: "Commands"))
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(checkout) { _, ctx in ctx.control(.primaryActionTriggered) { ["checkout"] } }
                EventForwarder(refresh) { _, ctx in ctx.control(.primaryActionTriggered) { ["refresh"] } }
            }
        }
    }

    /// A new application id for each test, so that no two tests share a registration.
    private static func uniqueID() -> String {
        "org.sendingstate.GTKApplicationTests.App\(UInt32.random(in: 0...UInt32.max))"
    }

    @Test func anInvalidIdThrows() {
        #expect(throws: GTKApplicationError.invalidIdentifier("groceries")) {
            try GTKApplication(id: "groceries")
        }
    }

    @Test func aNamedApplicationReadsAsItsNameNotItsId() throws {
        let unnamed = try GTKApplication(id: Self.uniqueID())
        #expect(unnamed.name == nil)
        #expect(g_get_prgname().map { String(cString: $0) } != "Test Groceries")
        let application = try GTKApplication(id: Self.uniqueID(), name: "Test Groceries")
        #expect(application.name == "Test Groceries")
        // GTK 4.8 gives assistive technology the program name, and the application name as its
        // description.
        #expect(g_get_prgname().map { String(cString: $0) } == "Test Groceries")
        #expect(g_get_application_name().map { String(cString: $0) } == "Test Groceries")
    }

    @Test func runActivatesThenRunsUntilTheLastWindowIsClosed() throws {
        let application = try GTKApplication(id: Self.uniqueID())
        var order: [String] = []
        application.onActivate = { application in
            order.append("activated")
            let window = GTKWindow(title: "Only window", width: 200, height: 100)
            application.addWindow(window)
            application.addWindow(window)
            window.present()
            GTKMainLoop.after(seconds: 0.05) {
                order.append("closing \(application.windows.count)")
                window.close()
            }
        }
        try application.run()
        order.append("returned")
        #expect(order == ["activated", "closing 1", "returned"])
        #expect(application.windows.isEmpty)
        #expect(!application.isRemote)
    }

    @Test func runWithFilesOpensThemInsteadOfActivating() throws {
        let application = try GTKApplication(id: Self.uniqueID())
        var activated = false
        var opened: [String] = []
        application.onActivate = { _ in activated = true }
        application.onOpen = { _, paths in opened = paths }
        try application.run(opening: ["/tmp/cart.json", "file:///tmp/other%20cart.json"])
        #expect(!activated)
        #expect(opened == ["/tmp/cart.json", "/tmp/other cart.json"])
    }

    @Test func quitClosesTheWindowsAndReturns() throws {
        let application = try GTKApplication(id: Self.uniqueID())
        var windows: [GTKWindow] = []
        application.onActivate = { application in
            for title in ["First", "Second"] {
                let window = GTKWindow(title: title, width: 200, height: 100)
                application.addWindow(window)
                window.present()
                windows.append(window)
            }
            GTKMainLoop.after(seconds: 0.05) { application.quit() }
        }
        try application.run()
        #expect(windows.count == 2)
        #expect(windows.allSatisfy { gtk_widget_get_visible($0.widget) == 0 })
        #expect(application.windows.isEmpty)
    }

    @Test func actionNamesAreCheckedAndUniquePerApplicationAndWindow() throws {
        #expect(throws: GTKActionError.invalidName("check out")) { try GTKAction("check out") }
        let application = try GTKApplication(id: Self.uniqueID())
        let quit = try GTKAction("quit")
        try application.addAction(quit)
        #expect(quit.detailedName == "app.quit")
        #expect(throws: GTKActionError.duplicateName("quit")) { try application.addAction(GTKAction("quit")) }
        #expect(throws: GTKActionError.duplicateName("quit")) { try application.addAction(quit) }
        let window = GTKWindow(title: "Actions", width: 200, height: 100)
        defer { window.close() }
        #expect(throws: GTKActionError.duplicateName("quit")) { try window.addAction(quit) }
        let checkout = try GTKAction("checkout")
        try window.addAction(checkout)
        #expect(checkout.detailedName == "win.checkout")
        #expect(application.actions.map(\.name) == ["quit"])
        #expect(window.actions.map(\.name) == ["checkout"])
    }

    @Test(arguments: [
        (KeyPress("q", modifierFlags: .control), "<Control>q"),
        (KeyPress("Q"), "<Shift>q"),
        (KeyPress(.return, modifierFlags: .alternate), "<Alt>Return"),
        (KeyPress(.pageDown, modifierFlags: [.command, .shift]), "<Shift><Super>Page_Down"),
        (KeyPress(","), "comma"),
        (KeyPress("é", modifierFlags: .control), "<Control>eacute"),
    ])
    func aShortcutIsTheAcceleratorGTKNamesIt(press: KeyPress, accelerator: String) {
        #expect(press.gtkAccelerator == accelerator)
    }

    @Test func shortcutsAreTheApplicationsAcceleratorsSoMenusShowThem() throws {
        let application = try GTKApplication(id: Self.uniqueID())
        let quit = try GTKAction("quit", shortcuts: [KeyPress("q", modifierFlags: .control)])
        try application.addAction(quit)
        #expect(accelerators(of: "app.quit", in: application) == ["<Control>q"])
        quit.shortcuts = [KeyPress("w", modifierFlags: .control), KeyPress(.escape)]
        #expect(accelerators(of: "app.quit", in: application) == ["<Control>w", "Escape"])
        let window = GTKWindow(title: "Shortcuts", width: 200, height: 100)
        defer { window.close() }
        let checkout = try GTKAction("checkout", shortcuts: [KeyPress("k", modifierFlags: .control)])
        try window.addAction(checkout)
        #expect(accelerators(of: "win.checkout", in: application).isEmpty)
        application.addWindow(window)
        #expect(accelerators(of: "win.checkout", in: application) == ["<Control>k"])
    }

    @Test func anActionReportsFromItsShortcutsAndFromCodeButNotWhileDisabled() throws {
        let application = try GTKApplication(id: Self.uniqueID())
        let recorder = Recorder<String>()
        var failure: (any Error)?
        application.onActivate = { application in
            do {
                let refresh = try GTKAction("refresh", shortcuts: [KeyPress("r", modifierFlags: .control)])
                let checkout = try GTKAction("checkout", shortcuts: [KeyPress("k", modifierFlags: .control)])
                let view = CommandsView(checkout: checkout, refresh: refresh)
                view.ss.addActionHandler(to: recorder)
                let window = GTKWindow(title: "Commands", width: 240, height: 120)
                window.contentView = view
                try application.addAction(refresh)
                try window.addAction(checkout)
                application.addWindow(window)
                window.present()
                let input = RealInput(windowTitle: "Commands")
                GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(window.widget) != 0 }
                try input.focusWindow()
                try input.key("ctrl+r")
                try input.key("ctrl+k")
                GTKMainLoop.iterate(timeout: 3) { recorder.actions.count == 2 }
                checkout.activate()
                checkout.isEnabled = false
                try input.key("ctrl+k")
                checkout.activate()
                GTKMainLoop.iterate(timeout: 0.3) { false }
            } catch {
                failure = error
            }
            application.quit()
        }
        try application.run()
        #expect(failure == nil)
        #expect(recorder.actions == ["refresh", "checkout", "checkout"])
    }

    @Test func aSecondStartHandsItsFilesToTheRunningInstance() throws {
        let lines = try runInSession(
            """
            "$0/GTKMainLoopProbe" application > "$2" &
            first=$!
            for _ in $(seq 100); do grep -q activated "$2" && break; sleep 0.1; done
            echo "second: $("$0/GTKMainLoopProbe" application /tmp/cart.json)" > "$1"
            wait "$first"
            cat "$2" >> "$1"
            """)
        #expect(lines == ["second: handed over", "activated", "opened /tmp/cart.json", "ran"])
    }

    @Test func theExampleRunsOnceAndQuitsOnControlQ() throws {
        let lines = try runInSession(
            """
            "$0/GTKShoppingList" > "$2" &
            first=$!
            window=$(timeout 30 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)
            for _ in $(seq 300); do grep -q productsLoaded "$2" && break; sleep 0.1; done
            "$0/GTKShoppingList" > /dev/null
            echo "second start returned" > "$1"
            kill -0 "$first" && echo "first still running" >> "$1"
            xdotool windowfocus --sync "$window" key ctrl+q
            for _ in $(seq 100); do kill -0 "$first" 2> /dev/null || break; sleep 0.1; done
            kill -0 "$first" 2> /dev/null || echo "first quit" >> "$1"
            kill "$first" 2> /dev/null
            grep -c "action: load" "$2" >> "$1"
            """)
        #expect(lines == ["second start returned", "first still running", "first quit", "1"])
    }

    @Test func theExampleOpensACartHandedToItSortsItsTableAndSavesItWithItsNotesWithControlS() throws {
        let lines = try runInSession(
            """
            folder=$(dirname "$2")
            echo '{"items":[{"id":3,"quantity":2},{"id":7,"quantity":1}]}' > "$folder/in.json"
            "$0/GTKShoppingList" > "$2" &
            first=$!
            window=$(timeout 30 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)
            "$0/GTKShoppingList" "$folder/in.json" > /dev/null
            for _ in $(seq 100); do grep -q "opened cart" "$2" && break; sleep 0.1; done
            # The Cart tab of the header bar, the table's Quantity header, then the notes.
            xdotool windowfocus --sync "$window" mousemove --window "$window" 273 27 click 1
            sleep 1
            xdotool mousemove --window "$window" 248 75 click 1
            for _ in $(seq 50); do grep -q "cart sorted" "$2" && break; sleep 0.1; done
            xdotool mousemove --window "$window" 250 660 click 1 sleep 0.3 type "Bring-bags"
            xdotool key ctrl+s
            chooser=$(timeout 30 xdotool search --sync --onlyvisible --name "^Save the Cart$" | head -n 1)
            # GTK makes the chooser's dialog as it presents it: let it settle before pressing Return.
            sleep 1
            xdotool windowfocus --sync "$chooser" key Return
            for _ in $(seq 100); do grep -q "saved cart" "$2" && break; sleep 0.1; done
            xdotool windowfocus --sync "$window" key ctrl+q
            for _ in $(seq 100); do kill -0 "$first" 2> /dev/null || break; sleep 0.1; done
            kill "$first" 2> /dev/null
            grep -E "setQuantity|opened cart|cart sorted|saved cart" "$2" | sed "s|$folder/||" > "$1"
            tr -d ' \n' < "$folder/cart.json" >> "$1"
            """)
        #expect(
            lines == [
                "action: setQuantity(productID: 3, quantity: 2)",
                "action: setQuantity(productID: 7, quantity: 1)",
                "opened cart: in.json",
                "cart sorted: Organic Bananas #7, Organic Bread #3",
                "saved cart: cart.json",
                #"{"items":[{"id":3,"quantity":2},{"id":7,"quantity":1}],"notes":"Bring-bags"}"#,
            ])
    }

    /// Clicks aim at points of the example's 520×720 window.
    ///
    /// Xvfb has no window manager, so the window is where GTK puts it: the first row under (80, 200), the detail page's + under (195, 172), the header bar's back
    /// button under (28, 27). Each click waits a second for the rows to be laid out after loading, or
    /// for the page's slide to end.
    @Test func theExampleOpensAProductsPageFromItsRowAndGoesBackWithAltLeftAndTheBackButton() throws {
        let lines = try runInSession(
            """
            "$0/GTKShoppingList" > "$2" &
            first=$!
            window=$(timeout 30 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)
            for _ in $(seq 300); do grep -q productsLoaded "$2" && break; sleep 0.1; done
            sleep 1
            wait_for() { for _ in $(seq 150); do [ "$(grep -c "$1" "$2")" -ge "$3" ] && break; sleep 0.1; done; }
            xdotool windowfocus --sync "$window" mousemove --window "$window" 80 200 click --repeat 2 --delay 80 1
            wait_for "open(productID: 1)" "$2" 1
            sleep 1
            xdotool mousemove --window "$window" 195 172 click 1
            wait_for "setQuantity" "$2" 1
            xdotool key alt+Left
            wait_for closeProduct "$2" 1
            sleep 1
            xdotool mousemove --window "$window" 80 200 click --repeat 2 --delay 80 1
            wait_for "open(productID: 1)" "$2" 2
            sleep 1
            xdotool mousemove --window "$window" 28 27 click 1
            wait_for closeProduct "$2" 2
            xdotool key ctrl+q
            for _ in $(seq 100); do kill -0 "$first" 2> /dev/null || break; sleep 0.1; done
            kill "$first" 2> /dev/null
            grep -E "open\\(|setQuantity|closeProduct" "$2" > "$1"
            """)
        #expect(
            lines == [
                "action: open(productID: 1)",
                "action: setQuantity(productID: 1, quantity: 1)",
                "action: closeProduct",
                "action: open(productID: 1)",
                "action: closeProduct",
            ])
    }

    /// A fake settings portal on the private session bus answers the color scheme it is started
    /// with, then, half a second after it was read, says the desktop changed to the second one.
    @Test func theSystemColorSchemeFollowsTheSettingsPortalAndItsChanges() throws {
        let lines = try runInSession(
            """
            folder=$(dirname "$2")
            cat > "$folder/portal.py" << 'PORTAL'
            import sys
            from gi.repository import Gio, GLib
            XML = ('<node><interface name="org.freedesktop.portal.Settings">'
                   '<method name="Read"><arg type="s" direction="in"/><arg type="s" direction="in"/>'
                   '<arg type="v" direction="out"/></method>'
                   '<signal name="SettingChanged"><arg type="s"/><arg type="s"/><arg type="v"/></signal>'
                   '</interface></node>')
            first, then = int(sys.argv[1]), int(sys.argv[2])
            interface = Gio.DBusNodeInfo.new_for_xml(XML).interfaces[0]
            def call(connection, sender, path, name, method, parameters, invocation):
                group, key = parameters.unpack()
                if (group, key) != ("org.freedesktop.appearance", "color-scheme"):
                    invocation.return_dbus_error("org.freedesktop.portal.Error.NotFound", key)
                    return
                # The real portal wraps the value in a second variant.
                invocation.return_value(GLib.Variant("(v)", (GLib.Variant("v", GLib.Variant("u", first)),)))
                def change():
                    changed = GLib.Variant("(ssv)", (group, key, GLib.Variant("u", then)))
                    connection.emit_signal(None, path, name, "SettingChanged", changed)
                    return False
                GLib.timeout_add(500, change)
            def acquired(connection, name):
                connection.register_object("/org/freedesktop/portal/desktop", interface, call, None, None)
            def owned(connection, name):
                print("ready", flush=True)
            Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop",
                             Gio.BusNameOwnerFlags.NONE, acquired, owned, None)
            GLib.MainLoop().run()
            PORTAL
            /usr/bin/python3 "$folder/portal.py" 1 2 > "$folder/portal.log" &
            portal=$!
            for _ in $(seq 100); do grep -q ready "$folder/portal.log" && break; sleep 0.1; done
            echo "system, dark then light:" > "$1"
            "$0/GTKMainLoopProbe" color-scheme >> "$1"
            echo "dark, whatever the portal says:" >> "$1"
            "$0/GTKMainLoopProbe" color-scheme dark >> "$1"
            # Started from the test process, the portal doesn't stop on SIGTERM.
            kill -KILL "$portal"
            wait "$portal" 2> /dev/null
            echo "system, without a portal:" >> "$1"
            "$0/GTKMainLoopProbe" color-scheme >> "$1"
            """)
        #expect(
            lines == [
                "system, dark then light:", "dark: true", "dark: false",
                "dark, whatever the portal says:", "dark: true", "dark: true",
                "system, without a portal:", "dark: false", "dark: false",
            ])
    }

    /// The accelerators GTK has for an action, as a menu shows them.
    private func accelerators(of action: String, in application: GTKApplication) -> [String] {
        guard let names = gtk_application_get_accels_for_action(application.application, action) else {
            return []
        }
        defer { g_strfreev(names) }
        var result: [String] = []
        var index = 0
        while let name = names[index] {
            result.append(String(cString: name))
            index += 1
        }
        return result
    }
}
