import CGtk

/// Why an application couldn't start.
public enum GTKApplicationError: Error, Equatable, CustomStringConvertible {
    /// The id isn't a valid application id, such as `org.example.Groceries`: two or more
    /// dot-separated elements of letters, digits, `_` and `-`, none starting with a digit.
    case invalidIdentifier(String)
    /// No display could be opened: neither `DISPLAY` nor `WAYLAND_DISPLAY` leads to one.
    case noDisplay
    /// GIO's run of the application ended with a failure status, such as when the id couldn't be
    /// registered or the command line had an option GIO doesn't know; GIO printed why.
    case failed(status: Int32)

    /// What went wrong.
    public var description: String {
        switch self {
        case .invalidIdentifier(let id):
            "\"\(id)\" isn't a valid application id, such as org.example.Groceries"
        case .noDisplay: "no display could be opened: set DISPLAY, or run under xvfb-run -a"
        case .failed(let status): "the application ended with status \(status)"
        }
    }
}

/// A GTK application: a `GtkApplication` with an id, its windows and its `app.` actions.
///
/// The id names the app to the desktop: a Wayland compositor matches it to the `.desktop` file of
/// the same name and its icon. The name is what a person knows it by, which a screen reader reads;
/// without one, the app reads as its id. One instance runs per id and session: starting the app
/// again activates the running instance, or asks it to open the files given, and returns at once.
///
/// ```swift
/// let application = try GTKApplication(id: "org.example.Groceries", name: "Groceries")
/// application.onActivate = { application in
///     let window = GTKWindow(title: "Groceries", width: 520, height: 720)
///     application.addWindow(window)
///     window.present()
/// }
/// try application.run()
/// ```
///
/// ``run(opening:)`` runs GTK's main loop with ``GTKMainLoop``, so `async` work on the main
/// actor runs while it does, and returns once the last window is closed or ``quit()`` is called.
@MainActor
public final class GTKApplication {
    /// The application's id, such as `org.example.Groceries`.
    public let id: String

    /// The name a person knows the application by, such as `Groceries`, or `nil` for none, when the
    /// application reads as its id.
    public let name: String?

    /// The GtkApplication, held for the wrapper's lifetime.
    let application: UnsafeMutablePointer<GtkApplication>

    /// The windows the application owns, in the order they were added; a window leaves the list
    /// when it is closed.
    public private(set) var windows: [GTKWindow] = []

    /// The application's actions, named `app.` followed by their names.
    public private(set) var actions: [GTKAction] = []

    /// Called when the application is started without files, or started again without files
    /// while it runs: show its main window, or present the one it has.
    public var onActivate: (@MainActor (GTKApplication) -> Void)?

    /// Called with the files to open, as paths (or URIs for what has no local path), when the
    /// application is started with files, or started again with files while it runs.
    public var onOpen: (@MainActor (GTKApplication, [String]) -> Void)?

    /// The colors the application's windows are drawn in: the desktop's choice, light or dark.
    public enum ColorScheme: Sendable {
        /// Follows the desktop's choice, as the settings portal tells it, and its changes while the
        /// application runs; light when the desktop has no portal or no preference.
        case system
        /// Light, whatever the desktop prefers.
        case light
        /// Dark, whatever the desktop prefers.
        case dark
    }

    /// The colors the application's windows are drawn in; ``ColorScheme/system`` unless set.
    ///
    /// GTK 4.8 has no color scheme of its own, so the application sets GTK's
    /// `gtk-application-prefer-dark-theme` from it, and for ``ColorScheme/system`` reads the
    /// `org.freedesktop.appearance` `color-scheme` setting of the desktop's settings portal, which
    /// Flatpak apps read too.
    public var colorScheme: ColorScheme = .system {
        didSet { if didStartUp { applyColorScheme() } }
    }

    /// Whether GTK draws the application's windows dark now.
    public var usesDarkStyle: Bool {
        guard let settings = gtk_settings_get_default() else { return false }
        return cgtk_object_get_bool(UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme")
            != 0
    }

    /// The settings portal the application follows while its scheme is ``ColorScheme/system``.
    private var settingsPortal: SettingsPortal?

    /// Whether GIO has started the application up in this process, where GTK takes its windows.
    private var didStartUp = false

    /// The windows added before the application started up, which GTK takes only after.
    private var windowsAwaitingStartup: [GTKWindow] = []

    /// Whether ``run(opening:)`` is running the main loop.
    public private(set) var isRunning = false

    /// Whether the last ``run(opening:)`` handed its activation or files to an instance of the
    /// application already running, and returned.
    public private(set) var isRemote = false

    /// Makes an application; nothing is shown or registered until ``run(opening:)``.
    ///
    /// A name becomes GLib's application name, which the desktop shows, and its program name:
    /// GTK 4.8 gives assistive technology the program name as the application's name, and the
    /// application name as its description. Make the application before GTK opens its display, as
    /// the first thing the app does, for assistive technology to read the name.
    ///
    /// - Parameters:
    ///   - id: The application id, such as `org.example.Groceries`.
    ///   - name: The name a person knows the application by, in their language, such as
    ///     `Groceries`; `nil` leaves GLib's names as they are, so the application reads as its id
    ///     unless the app set a program name.
    /// - Throws: ``GTKApplicationError/invalidIdentifier(_:)`` for an id GIO doesn't accept.
    public init(id: String, name: String? = nil) throws(GTKApplicationError) {
        guard g_application_id_is_valid(id) != 0 else { throw .invalidIdentifier(id) }
        self.id = id
        self.name = name
        if let name {
            g_set_prgname(name)
            // GLib warns when the application name is set twice; unset, it is the program name.
            if g_get_application_name().map({ String(cString: $0) }) != name { g_set_application_name(name) }
        }
        application = gtk_application_new(id, G_APPLICATION_HANDLES_OPEN)
        let instance = UnsafeMutableRawPointer(application)
        // After GtkApplication's own handler, which initializes GTK for the application.
        connectSignal(instance, "startup") { [weak self] _ in
            guard let self else { return }
            didStartUp = true
            applyColorScheme()
            for window in windowsAwaitingStartup {
                gtk_application_add_window(application, cgtk_window(window.widget))
            }
            windowsAwaitingStartup.removeAll()
        }
        connectSignal(instance, "activate") { [weak self] _ in
            guard let self else { return }
            onActivate?(self)
            runWhileWindowsAreOpen()
        }
        connectSignal(instance, "open") { [weak self] arguments in
            guard let self, let files = arguments.pointer(1) else { return }
            let paths = (0..<arguments.int(2)).map { index in
                Self.name(
                    of: files.load(
                        fromByteOffset: index * MemoryLayout<OpaquePointer?>.stride, as: OpaquePointer?.self))
            }
            onOpen?(self, paths)
            runWhileWindowsAreOpen()
        }
        connectSignal(instance, "window-removed") { [weak self] arguments in
            guard let self else { return }
            windows.removeAll { UnsafeMutableRawPointer($0.widget) == arguments.pointer(1) }
            if windows.isEmpty, isRunning { GTKMainLoop.quit() }
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(application))
    }

    /// Draws the windows light or dark as ``colorScheme`` says, following the portal for
    /// ``ColorScheme/system``.
    private func applyColorScheme() {
        let dark: Bool
        switch colorScheme {
        case .light, .dark:
            settingsPortal = nil
            dark = colorScheme == .dark
        case .system:
            if settingsPortal == nil {
                let portal = SettingsPortal()
                portal?.onColorSchemeChange = { [weak self] scheme in
                    if self?.colorScheme == .system { Self.setDarkStyle(scheme == .dark) }
                }
                settingsPortal = portal
            }
            dark = settingsPortal?.colorScheme == .dark
        }
        Self.setDarkStyle(dark)
    }

    /// Tells GTK to draw windows dark or light.
    private static func setDarkStyle(_ dark: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        cgtk_object_set_bool(
            UnsafeMutableRawPointer(settings), "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    }

    /// Starts the application: registers its id with the session, then activates it, or opens
    /// `files`, here or in the instance already running, and runs until the last window closes.
    ///
    /// In the first instance, ``onActivate`` or ``onOpen`` runs, then GTK's main loop while the
    /// application has a window; in a later one, the running instance is asked to activate or
    /// open, and this returns at once. Without a session bus every start is a first instance.
    ///
    /// - Parameter files: Paths or URIs of files to open; none activates the application. An
    ///   app passes its command line's arguments: `Array(CommandLine.arguments.dropFirst())`. GIO
    ///   reads them as its command line, so one that starts with `-` is an option, and `--help`
    ///   prints GIO's help.
    /// - Throws: ``GTKApplicationError/noDisplay`` when GTK can't open a display,
    ///   ``GTKApplicationError/failed(status:)`` when GIO's run fails.
    public func run(opening files: [String] = []) throws(GTKApplicationError) {
        guard GTKMainLoop.initialize() else { throw .noDisplay }
        // GIO's own run registers the id, hands the request to the running instance or handles it
        // here, and unregisters cleanly; the handlers of "activate" and "open" run the main loop.
        let arguments = [g_get_prgname().map { String(cString: $0) } ?? id] + files
        didStartUp = false
        let status = withCStringArray(arguments) { argv in
            g_application_run(gApplication, Int32(arguments.count), argv)
        }
        // GIO starts the application up only in the first instance.
        isRemote = status == 0 && !didStartUp
        guard status == 0 else { throw .failed(status: status) }
    }

    /// Runs the main loop while the application has a window, from the first activation or
    /// opening, then lets GIO's run end.
    private func runWhileWindowsAreOpen() {
        guard !isRunning, !windows.isEmpty else { return }
        isRunning = true
        GTKMainLoop.run()
        isRunning = false
        g_application_quit(gApplication)
    }

    /// Makes ``run(opening:)`` return, closing the windows the application still has.
    public func quit() {
        for window in windows { window.close() }
        if isRunning { GTKMainLoop.quit() }
    }

    /// Makes the application own a window: it runs while it has one, and its `app.` actions and
    /// their shortcuts reach the window.
    ///
    /// A window added before ``run(opening:)`` starts the application up is given to GTK then.
    ///
    /// - Parameter window: The window; adding it again does nothing.
    public func addWindow(_ window: GTKWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window.application = self
        if didStartUp {
            gtk_application_add_window(application, cgtk_window(window.widget))
        } else {
            windowsAwaitingStartup.append(window)
        }
    }

    /// Adds an `app.` action, whose shortcuts then work in every window of the application.
    ///
    /// - Parameter action: The action, named `app.` followed by its name from now on.
    /// - Throws: ``GTKActionError/duplicateName(_:)`` when an action of that name is added
    ///   already, or the action belongs to something else; nothing changes.
    public func addAction(_ action: GTKAction) throws(GTKActionError) {
        try action.add(to: actionMap, scope: "app", application: self)
        actions.append(action)
    }

    /// The application as a GApplication.
    private var gApplication: UnsafeMutablePointer<GApplication> { cgtk_g_application(application) }

    /// The application as a GActionMap.
    private var actionMap: OpaquePointer { cgtk_action_map(application) }

    /// A file's path, or its URI when it has no local path.
    private static func name(of file: OpaquePointer?) -> String {
        guard let file else { return "" }
        let name = g_file_get_path(file) ?? g_file_get_uri(file)
        defer { g_free(name) }
        return name.map { String(cString: $0) } ?? ""
    }
}
