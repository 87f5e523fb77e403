import CGtk

/// An app's About window, GTK's `GtkAboutDialog`: its name, icon, version, description, website,
/// copyright, credits and license.
///
/// It reports nothing: UIKit has no About window, and what it shows, the website link, credits
/// and license pages, GTK handles itself. Present it from an `app.about` action; Escape or its
/// close button closes it, and it can be presented again.
///
/// ```swift
/// let about = GTKAboutDialog(programName: "Groceries")
/// about.version = "1.0"
/// about.license = .mit
/// about.present(over: window)
/// ```
@MainActor
public final class GTKAboutDialog {
    /// A license GTK knows, which it names and links to.
    public enum License: Equatable, Sendable {
        /// The MIT (X11) license.
        case mit
        /// The Apache License, version 2.0.
        case apache2
        /// The three-clause BSD license.
        case bsd3
        /// The Mozilla Public License, version 2.0.
        case mpl2
        /// The GNU General Public License, version 3.0 or later.
        case gpl3OrLater
        /// The GNU Lesser General Public License, version 3.0 or later.
        case lgpl3OrLater
        /// A license GTK doesn't know, shown as this text.
        case custom(String)

        /// GTK's name for the license.
        var gtkLicense: GtkLicense {
            switch self {
            case .mit: GTK_LICENSE_MIT_X11
            case .apache2: GTK_LICENSE_APACHE_2_0
            case .bsd3: GTK_LICENSE_BSD_3
            case .mpl2: GTK_LICENSE_MPL_2_0
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            case .lgpl3OrLater: GTK_LICENSE_LGPL_3_0
            case .custom: GTK_LICENSE_CUSTOM
            }
        }
    }

    /// The window GTK shows; the tests reach it to aim real input at it.
    package let window: GTKWindow

    private var dialog: OpaquePointer { cgtk_about_dialog(window.widget) }

    /// Makes an About window for an app.
    ///
    /// - Parameter programName: The app's name, shown as the window's heading.
    public init(programName: String) {
        window = GTKWindow(wrapping: gtk_about_dialog_new())
        self.programName = programName
        gtk_about_dialog_set_program_name(dialog, programName)
        gtk_window_set_hide_on_close(cgtk_window(window.widget), 1)
        gtk_window_set_modal(cgtk_window(window.widget), 1)
        connectSignal(window.widget, "hide") { [weak self] _ in
            if let self { ShownDialogs.release(self) }
        }
    }

    /// The app's name, shown as the window's heading.
    public var programName: String {
        didSet { gtk_about_dialog_set_program_name(dialog, programName) }
    }

    /// The app's version, such as "1.0", shown below its name.
    public var version: String? {
        didSet { gtk_about_dialog_set_version(dialog, version) }
    }

    /// A sentence that says what the app does.
    public var comments: String? {
        didSet { gtk_about_dialog_set_comments(dialog, comments) }
    }

    /// The address of the app's website, shown as a link.
    public var website: String? {
        didSet { gtk_about_dialog_set_website(dialog, website) }
    }

    /// The copyright line, such as "© 2026 The Authors".
    public var copyright: String? {
        didSet { gtk_about_dialog_set_copyright(dialog, copyright) }
    }

    /// The people who made the app, shown on the credits page.
    public var authors: [String] = [] {
        didSet {
            withCStringArray(authors) { names in
                let constant = UnsafeMutableRawPointer(names).assumingMemoryBound(
                    to: UnsafePointer<CChar>?.self)
                gtk_about_dialog_set_authors(dialog, constant)
            }
        }
    }

    /// The app's license, which GTK names and links to.
    public var license: License? {
        didSet {
            if case .custom(let text) = license {
                gtk_about_dialog_set_license(dialog, text)
            } else {
                gtk_about_dialog_set_license_type(dialog, license?.gtkLicense ?? GTK_LICENSE_UNKNOWN)
            }
        }
    }

    /// The name of the icon shown above the app's name, from the icon theme, such as the app's id.
    public var logoIconName: String? {
        didSet { gtk_about_dialog_set_logo_icon_name(dialog, logoIconName) }
    }

    /// Whether the window is shown.
    public var isShown: Bool { gtk_widget_get_visible(window.widget) != 0 }

    /// Shows the window in front of another, which takes no input until it closes; it stays alive
    /// while it is shown.
    ///
    /// - Parameter parent: The window it belongs to; `nil` for a window on its own.
    public func present(over parent: GTKWindow?) {
        gtk_window_set_transient_for(cgtk_window(window.widget), parent.map { cgtk_window($0.widget) })
        // Modal within the parent's group of windows only.
        if let parent {
            gtk_window_group_add_window(
                gtk_window_get_group(cgtk_window(parent.widget)), cgtk_window(window.widget))
        }
        ShownDialogs.keep(self)
        window.present()
    }

    /// Closes the window; does nothing when it isn't shown.
    public func dismiss() {
        gtk_widget_set_visible(window.widget, 0)
    }
}
