import CGtk

/// Starts GTK and runs its main loop on the main thread, for apps and for tests.
///
/// GTK must be initialized and used from one thread; SendingState's senders belong to the main
/// actor. Call every method from the main thread, which on Linux is where the main actor runs.
///
/// ```swift
/// guard GTKMainLoop.initialize() else { fatalError("no display") }
/// let window = GTKWindow(title: "Groceries", width: 320, height: 300)
/// window.present()
/// GTKMainLoop.run()
/// ```
@MainActor
public enum GTKMainLoop {
    /// The loop that ``run()`` runs, while it runs.
    private static var loop: OpaquePointer?

    /// Initializes GTK once, and says whether a display could be opened.
    ///
    /// - Returns: `true` when GTK is ready; `false` when no display could be opened, for example
    ///   without `DISPLAY` or `WAYLAND_DISPLAY`.
    public static func initialize() -> Bool {
        gtk_init_check() != 0
    }

    /// Runs the main loop until ``quit()`` is called.
    public static func run() {
        let loop = g_main_loop_new(nil, 0)
        self.loop = loop
        g_main_loop_run(loop)
        self.loop = nil
        g_main_loop_unref(loop)
    }

    /// Makes ``run()`` return.
    public static func quit() {
        if let loop { g_main_loop_quit(loop) }
    }

    /// Runs a closure once after a delay, from the main loop.
    ///
    /// - Parameters:
    ///   - seconds: The delay, in seconds.
    ///   - work: What to run.
    public static func after(seconds: Double, _ work: @escaping @MainActor () -> Void) {
        addTimeout(seconds: seconds) {
            work()
            return false
        }
    }

    /// Handles pending events until a condition holds or a timeout passes.
    ///
    /// Tests drive GTK with this while real input arrives from another process.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in seconds.
    ///   - condition: Checked after each batch of events.
    /// - Returns: Whether the condition held before the timeout.
    @discardableResult
    public static func iterate(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = g_get_monotonic_time() + Int(timeout * 1_000_000)
        while !condition() {
            guard g_get_monotonic_time() < deadline else { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1000)
            }
        }
        return true
    }
}
