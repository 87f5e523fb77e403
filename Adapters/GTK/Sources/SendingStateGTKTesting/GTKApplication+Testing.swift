import CGtk
public import SendingStateGTK

extension GTKApplication {
    /// Runs the application as a person starts it, and a test inside it once it shows a window;
    /// then quits it, and rethrows what the test threw.
    ///
    /// The app's own application runs: its `onActivate` makes its window, its actions have their
    /// shortcuts, its menus and header bar are there, and its alerts and file choosers open over its
    /// window. The test gets that window as a ``GTKTestWindow``, which finds what it shows, title
    /// bar included, and aims real input at it:
    ///
    /// ```swift
    /// try app.application.runTest { window in
    ///     try window.input.click(try window.get(.role(.button, name: "New note")))
    ///     window.settle()
    ///     #expect(app.notes.count == 1)
    /// }
    /// ```
    ///
    /// Make the application with an id of the test's own, so that no running instance of the app
    /// takes its place.
    ///
    /// - Parameters:
    ///   - files: Files to open, as if given on the command line.
    ///   - timeLimit: How long, in seconds, the application may take to show a window.
    ///   - test: The test, run on the main actor while the application runs.
    /// - Throws: What `test` throws; ``GTKAppTestError`` when the application showed no window in
    ///   time, handed its start to an instance already running, or couldn't start.
    public func runTest(
        opening files: [String] = [], timeLimit: Double = 30,
        _ test: @escaping @MainActor (GTKTestWindow) throws -> Void
    ) throws {
        var failure: (any Error)?
        var didRun = false
        let deadline = g_get_monotonic_time() + Int(timeLimit * 1_000_000)
        @MainActor func runWhenShown() {
            // The test window waits until GTK has mapped and laid the window out.
            guard let window = windows.first(where: \.isVisible) else {
                guard g_get_monotonic_time() < deadline else {
                    failure = GTKAppTestError.noWindowShown(seconds: timeLimit)
                    quit()
                    return
                }
                GTKMainLoop.after(seconds: 0.02) { runWhenShown() }
                return
            }
            didRun = true
            do {
                try test(GTKTestWindow(window: window))
            } catch {
                failure = error
            }
            quit()
        }
        GTKMainLoop.after(seconds: 0) { runWhenShown() }
        do {
            try run(opening: files)
        } catch {
            throw GTKAppTestError.couldntStart("\(error)")
        }
        if isRemote { throw GTKAppTestError.handedToRunningInstance(id) }
        if let failure { throw failure }
        if !didRun { throw GTKAppTestError.noWindowShown(seconds: timeLimit) }
    }
}

/// Why ``SendingStateGTK/GTKApplication/runTest(opening:timeLimit:_:)`` couldn't run its test.
public enum GTKAppTestError: Error, Equatable, CustomStringConvertible {
    /// The application showed no window within the time limit, in seconds.
    case noWindowShown(seconds: Double)
    /// An instance of the application with this id was running already, and took the start.
    case handedToRunningInstance(String)
    /// The application couldn't start, for the reason given.
    case couldntStart(String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .noWindowShown(let seconds):
            "the application showed no window within \(seconds) s"
        case .handedToRunningInstance(let id):
            "an instance of \(id) was running already and took the start; give the test an id of its own"
        case .couldntStart(let reason):
            "the application couldn't start: \(reason)"
        }
    }
}
