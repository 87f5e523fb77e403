import CGtk
import Glibc
import SendingStateGTK

/// A window for one test: undecorated, shown with a content view, and laid out before input.
@MainActor
final class TestWindow {
    private static var count = 0
    let window: GTKWindow
    let title: String
    var pointer: Pointer { Pointer(windowTitle: title) }

    init(_ content: GTKWidget, width: Int = 320, height: Int = 240) {
        Self.count += 1
        title = "sendingstate-gtk-test-\(getpid())-\(Self.count)"
        window = GTKWindow(title: title, width: width, height: height)
        window.isDecorated = false
        window.contentView = content
        window.present()
        GTKMainLoop.iterate(timeout: 5) {
            gtk_widget_get_mapped(self.window.widget) != 0 && gtk_widget_get_width(content.widget) > 0
        }
        // A few more frames, so the first layout and the X server's map are done.
        let settle = g_get_monotonic_time() + 100_000
        GTKMainLoop.iterate(timeout: 1) { g_get_monotonic_time() > settle }
    }

    /// Handles events for a while, to let input that shouldn't arrive show that it doesn't.
    func settle(seconds: Double = 0.3) {
        let end = g_get_monotonic_time() + Int(seconds * 1_000_000)
        GTKMainLoop.iterate(timeout: seconds + 1) { g_get_monotonic_time() > end }
    }

    /// Handles events until a condition holds, for at most three seconds.
    @discardableResult
    func waitUntil(_ condition: () -> Bool) -> Bool {
        GTKMainLoop.iterate(timeout: 3, until: condition)
    }

    func close() {
        window.close()
    }
}
