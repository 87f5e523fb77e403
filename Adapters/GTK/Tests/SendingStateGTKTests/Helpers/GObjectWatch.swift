import CGtk
import SendingStateGTK

/// Watches GObjects with weak pointers, to show that they were finalized.
@MainActor
final class GObjectWatch {
    private var slots: [UnsafeMutablePointer<gpointer?>] = []

    /// Watches a widget and every event controller on it.
    func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
        watch(object: UnsafeMutableRawPointer(widget))
        let controllers = gtk_widget_observe_controllers(widget)
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)
            watch(object: controller)
            g_object_unref(controller)
        }
        g_object_unref(UnsafeMutableRawPointer(controllers))
    }

    private func watch(object: gpointer?) {
        let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
        slot.initialize(to: object)
        g_object_add_weak_pointer(cgtk_object(object), slot)
        slots.append(slot)
    }

    /// How many watched objects are still alive.
    var aliveCount: Int {
        slots.filter { $0.pointee != nil }.count
    }

    /// How many objects are watched.
    var count: Int { slots.count }

    isolated deinit {
        for slot in slots {
            if let object = slot.pointee { g_object_remove_weak_pointer(cgtk_object(object), slot) }
            slot.deallocate()
        }
    }
}
