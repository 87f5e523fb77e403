import CGtk
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
