import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWindowTests {
    @Test func theContentViewIsTheWindowsChild() {
        let window = GTKWindow(title: "Groceries", width: 200, height: 100)
        let label = GTKLabel(text: "Milk")
        window.contentView = label
        #expect(gtk_window_get_child(cgtk_window(window.widget)) == label.widget)
        #expect(String(cString: gtk_window_get_title(cgtk_window(window.widget))) == "Groceries")
        window.isDecorated = false
        #expect(!window.isDecorated)
        window.close()
    }

    @Test func theTitleChangesAfterInitAndTheTreeReadsTheNewOne() {
        let window = GTKWindow(title: "Notes", width: 200, height: 100)
        defer { window.close() }
        #expect(window.title == "Notes")
        window.title = "Notes — Groceries"
        #expect(window.title == "Notes — Groceries")
        #expect(String(cString: gtk_window_get_title(cgtk_window(window.widget))) == "Notes — Groceries")
        #expect(window.rootNode.accessibilityName == "Notes — Groceries")
    }

    @Test func aWindowThatHidesOnCloseIsShownAgainByPresent() {
        let window = GTKWindow(title: "Preferences", width: 200, height: 100)
        defer { window.close() }
        var closes = 0
        window.onClose = { closes += 1 }
        window.hidesOnClose = true
        #expect(window.hidesOnClose)
        window.present()
        GTKMainLoop.iterate(timeout: 5) { gtk_widget_get_mapped(window.widget) != 0 }
        #expect(window.isVisible)
        window.performClose()
        GTKMainLoop.iterate(timeout: 5) { !window.isVisible }
        #expect(!window.isVisible)
        #expect(closes == 1)
        window.present()
        #expect(window.isVisible)
        window.close()
        #expect(!window.isVisible)
        window.performClose()
        #expect(closes == 1)
    }

    @Test func performCloseDestroysAWindowThatDoesntHide() {
        let window = GTKWindow(title: "Product", width: 200, height: 100)
        var closes = 0
        window.onClose = { closes += 1 }
        window.present()
        window.performClose()
        #expect(closes == 1)
        #expect(!window.isVisible)
        window.present()
        #expect(!window.isVisible, "a destroyed window isn't shown again")
    }

    @Test func aSecondaryWindowIsTransientForAndModalToItsParent() {
        let main = GTKWindow(title: "Notes", width: 300, height: 200)
        defer { main.close() }
        let preferences = GTKWindow(title: "Preferences", width: 200, height: 100)
        defer { preferences.close() }
        #expect(preferences.transientParent == nil)
        #expect(!preferences.isModal)
        preferences.transientParent = main
        preferences.isModal = true
        #expect(preferences.transientParent === main)
        #expect(preferences.isModal)
        #expect(gtk_window_get_transient_for(cgtk_window(preferences.widget)) == cgtk_window(main.widget))
        #expect(gtk_window_get_modal(cgtk_window(preferences.widget)) != 0)
        preferences.transientParent = nil
        #expect(gtk_window_get_transient_for(cgtk_window(preferences.widget)) == nil)
    }

    @Test func theDefaultIconNameIsEveryWindowsIcon() {
        let before = GTKWindow.defaultIconName
        defer { GTKWindow.defaultIconName = before }
        GTKWindow.defaultIconName = "org.sendingstate.Test"
        #expect(GTKWindow.defaultIconName == "org.sendingstate.Test")
        #expect(String(cString: gtk_window_get_default_icon_name()) == "org.sendingstate.Test")
    }

    @Test func theWindowFeedsItsInputEngineThroughOnePointerAndOneKeyController() {
        let window = GTKWindow(title: "Controllers", width: 200, height: 100)
        defer { window.close() }
        let plain = gtk_window_new()
        defer { gtk_window_destroy(cgtk_window(plain)) }
        let added = controllerTypeNames(of: window.widget).subtracting(controllerTypeNames(of: plain))
        #expect(added == ["GtkEventControllerLegacy": 1, "GtkEventControllerKey": 1])
    }

    /// How many event controllers of each GObject type a widget has.
    func controllerTypeNames(of widget: UnsafeMutablePointer<GtkWidget>?) -> [String: Int] {
        let controllers = gtk_widget_observe_controllers(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        var counts: [String: Int] = [:]
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)
            defer { g_object_unref(controller) }
            counts[
                String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(controller)))),
                default: 0] += 1
        }
        return counts
    }

    @Test func releasingTheWrapperDestroysTheWindowAndFreesItsWidgets() {
        let watch = GObjectWatch()
        do {
            let window = GTKWindow(title: "Released", width: 200, height: 100)
            let label = GTKLabel(text: "Milk")
            window.contentView = label
            window.present()
            watch.watch(window.widget)
            watch.watch(label.widget)
        }
        GTKMainLoop.iterate(timeout: 3) { watch.aliveCount == 0 }
        #expect(watch.aliveCount == 0)
    }
}

extension Dictionary where Value == Int {
    /// The counts left after taking away another's, without the keys that reach zero.
    fileprivate func subtracting(_ other: [Key: Int]) -> [Key: Int] {
        var left = self
        for (key, count) in other { left[key, default: 0] -= count }
        return left.filter { $0.value != 0 }
    }
}
