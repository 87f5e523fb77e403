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
    /// How many calls of ``run()`` are running, one inside another when a callback runs the loop.
    private static var depth = 0
    /// The depth at which ``quit()`` was last called; the runs at that depth and deeper return.
    private static var quitDepth = Int.max

    /// Initializes GTK once, and says whether a display could be opened.
    ///
    /// - Returns: `true` when GTK is ready; `false` when no display could be opened, for example
    ///   without `DISPLAY` or `WAYLAND_DISPLAY`.
    public static func initialize() -> Bool {
        gtk_init_check() != 0
    }

    /// Runs the main loop until ``quit()`` is called.
    ///
    /// The main thread waits for GTK's events and for main-actor work at once, so `async` code on
    /// the main actor (a `Task { @MainActor in … }`, a service awaited by an interactor) runs as
    /// promptly as a click is handled, and an idle app doesn't wake up. Called from inside
    /// main-actor work, such as a `@MainActor` test, the loop runs GTK only: other main-actor jobs
    /// wait until that work returns, as they would for any synchronous call.
    public static func run() {
        depth += 1
        let level = depth
        defer {
            depth -= 1
            if quitDepth >= level { quitDepth = Int.max }
        }
        GLibRunLoopBridge.run { quitDepth <= level }
    }

    /// Makes the innermost running ``run()`` return.
    public static func quit() {
        guard depth > 0 else { return }
        quitDepth = depth
        GLibRunLoopBridge.wake()
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
