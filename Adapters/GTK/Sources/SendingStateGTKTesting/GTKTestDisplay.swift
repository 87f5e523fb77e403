import CGtk
import Glibc
import SendingStateGTK

/// Opens GTK for tests on the display the tests run under, once for the whole process.
///
/// Call ``open()`` before making any widget, and skip the tests when it returns `false`, as when
/// no X server is running. With Swift Testing, the `needsGTKDisplay` trait does both:
///
/// ```swift
/// @MainActor
/// @Suite(.serialized, .needsGTKDisplay)
/// struct CatalogueTests { … }
/// ```
///
/// In `swift test` on Linux the main actor is *not* the process's main thread: the test runner
/// parks the main thread, and libdispatch runs main-actor jobs one at a time on worker threads.
/// GTK must never be used from two threads at once, which this gives, provided that every GTK call
/// happens on the main actor and a test that iterates GTK's main loop keeps the main actor until it
/// returns, as ``GTKTestWindow``'s methods do. What GTK ties to one particular thread is kept out:
/// the cairo renderer replaces a GL context, and GTK's test accessibility backend replaces the
/// accessibility bus, keeping each widget's accessible role and properties for tests to read.
@MainActor
public enum GTKTestDisplay {
    private static var opened: Bool?

    /// Opens GTK on the display named by `DISPLAY`, the first time it is called, and says whether
    /// it could; later calls give the same answer.
    ///
    /// It sets `GTK_A11Y=test`, `GDK_BACKEND=x11` (the backend `xdotool` drives),
    /// `GSK_RENDERER=cairo` and `GSETTINGS_BACKEND=memory` (so what GTK remembers, such as a file
    /// chooser's last folder, stays out of the person's settings), unless the environment sets them
    /// already, and turns off the blinking
    /// of the text cursor, which would keep GTK drawing frames while a text field has the focus.
    ///
    /// - Returns: Whether GTK has a display to show windows on.
    public static func open() -> Bool {
        if let opened { return opened }
        setenv("GTK_A11Y", "test", 0)
        setenv("GDK_BACKEND", "x11", 0)
        setenv("GSK_RENDERER", "cairo", 0)
        setenv("GSETTINGS_BACKEND", "memory", 0)
        let available = getenv("DISPLAY") != nil && GTKMainLoop.initialize()
        // A focused text's cursor fades in and out on every frame; a test settles only when GTK
        // stops drawing, so the cursor stays still.
        if available, let settings = gtk_settings_get_default() {
            cgtk_object_set_bool(UnsafeMutableRawPointer(settings), "gtk-cursor-blink", 0)
        }
        opened = available
        return available
    }
}
