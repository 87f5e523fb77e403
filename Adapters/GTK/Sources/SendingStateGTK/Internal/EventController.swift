import CGtk

/// A new event controller, such as `gtk_event_controller_key_new()`, as a `GtkEventController`.
func eventController(_ object: OpaquePointer?) -> OpaquePointer {
    cgtk_event_controller(UnsafeMutableRawPointer(object))
}
