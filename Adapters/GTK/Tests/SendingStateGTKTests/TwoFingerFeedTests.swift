import CGtk
import SendingState
import SendingStateGTK
import Testing

/// xdotool can't make touches or touchpad pinches, so these tests check the installed controller.
@MainActor
@Suite(.serialized, .needsDisplay)
struct TwoFingerFeedPinchTests {
    @Test func aPinchMappingInstallsAZoomGesture() {
        let pad = GesturePad([.pinch()])
        pad.ss.addActionHandler(to: Recorder<SeenGesture>())
        #expect(controllerTypeNames(of: pad) == ["GtkGestureZoom"])
    }
}

/// The GObject type names of a widget's event controllers.
@MainActor
func controllerTypeNames(of view: GTKWidget) -> [String] {
    let controllers = gtk_widget_observe_controllers(view.widget)
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    return (0..<g_list_model_get_n_items(controllers)).map { index in
        let controller = g_list_model_get_item(controllers, index)
        defer { g_object_unref(controller) }
        return String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(controller))))
    }
}

/// xdotool can't make touches or touchpad rotations, so this test checks the installed controller.
@MainActor
@Suite(.serialized, .needsDisplay)
struct TwoFingerFeedRotationTests {
    @Test func aRotationMappingInstallsARotateGesture() {
        let pad = GesturePad([.rotation(), .hover()])
        pad.ss.addActionHandler(to: Recorder<SeenGesture>())
        #expect(controllerTypeNames(of: pad).sorted() == ["GtkEventControllerMotion", "GtkGestureRotate"])
    }
}
