import CGtk

/// The desktop's settings portal, `org.freedesktop.portal.Settings`, read for its color scheme.
@MainActor
final class SettingsPortal {
    /// The color scheme the desktop prefers, in the portal's numbers.
    enum Scheme: Int32 {
        case noPreference = 0
        case dark = 1
        case light = 2
    }

    private let proxy: UnsafeMutablePointer<GDBusProxy>

    /// Called when the desktop's color scheme changes.
    var onColorSchemeChange: ((Scheme) -> Void)?

    /// Connects to the portal on the session bus; `nil` without a session bus.
    init?() {
        guard let proxy = cgtk_settings_portal_new() else { return nil }
        self.proxy = proxy
        connectSignal(UnsafeMutableRawPointer(proxy), "g-signal") { [weak self] arguments in
            let parameters = arguments.pointer(3).map(OpaquePointer.init)
            guard
                let scheme = Scheme(
                    rawValue: cgtk_settings_portal_changed_color_scheme(arguments.string(2), parameters))
            else { return }
            self?.onColorSchemeChange?(scheme)
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(proxy))
    }

    /// The color scheme the desktop prefers now; `nil` when no portal answers within a second.
    var colorScheme: Scheme? {
        Scheme(rawValue: cgtk_settings_portal_color_scheme(proxy))
    }
}
