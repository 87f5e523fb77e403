import CGtk
import Glibc
import SendingStateGTK
import Testing

/// Opens GTK on the test display once, for every suite.
///
/// In `swift test` on Linux the main actor is *not* the process's main thread: the runner parks
/// the main thread in `dispatch_main()`, and libdispatch drains the main queue, so every main-actor
/// job, on worker threads, one at a time. GTK must never be used from two threads at once, and
/// this gives exactly that: every GTK call in these tests happens inside a synchronous
/// `@MainActor` test or in `MainActor.run`, so calls are serialized by the main actor, and a test
/// that iterates GTK's main loop keeps the main actor until it returns. What GTK ties to one
/// thread is kept out: the cairo renderer instead of a GL context (current on one thread only), and
/// GTK's test accessibility backend instead of the accessibility bus (a D-Bus connection with
/// threads of its own): it keeps each widget's accessible role and properties, for tests to read.
@MainActor
enum TestDisplay {
    private static var opened: Bool?

    /// Whether GTK could open a display; initializes it on first use.
    static func isAvailable() -> Bool {
        if let opened { return opened }
        // No accessibility bus, the X11 backend that xdotool drives, and the software renderer.
        setenv("GTK_A11Y", "test", 0)
        setenv("GDK_BACKEND", "x11", 0)
        setenv("GSK_RENDERER", "cairo", 0)
        MainActor.preconditionIsolated("GTK is used on the main actor only")
        let available = getenv("DISPLAY") != nil && GTKMainLoop.initialize()
        if !available {
            print("Skipping GTK tests: no display could be opened. Run them under `xvfb-run -a`.")
        }
        opened = available
        return available
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only when GTK can open a display, and says why it was skipped otherwise.
    static var needsDisplay: Self {
        .enabled("GTK needs a display: run the tests under `xvfb-run -a`") {
            await MainActor.run { TestDisplay.isAvailable() }
        }
    }
}
