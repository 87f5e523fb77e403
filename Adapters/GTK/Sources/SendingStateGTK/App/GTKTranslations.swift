import CGtk
import Glibc

/// An app's own strings in the person's language, from gettext catalogues, as GTK's own strings
/// are translated.
///
/// Load the catalogues once, before the app makes its first window, then look each string up:
///
/// ```swift
/// let translations = GTKTranslations(domain: "org.example.Groceries")
/// translations.load(from: "/usr/share/locale")
/// let title = translations.localized("Groceries")
/// ```
///
/// The catalogues are `<folder>/<language>/LC_MESSAGES/<domain>.mo`, made from `.po` files by
/// `msgfmt`; the person's language is what `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` say.
public struct GTKTranslations: Sendable, Hashable {
    /// The gettext domain of the app's strings, usually its application id.
    public let domain: String

    /// The translations of a domain; nothing is read until ``load(from:)``.
    ///
    /// - Parameter domain: The gettext domain, such as the application id.
    public init(domain: String) {
        self.domain = domain
    }

    /// Finds the domain's catalogues in a folder, and reads the person's language.
    ///
    /// The language, from the environment, is for GTK's strings and the app's. Call it once,
    /// before the app makes a window.
    ///
    /// - Parameter folder: The folder of the catalogues, such as `share/locale` beside the
    ///   executable's folder.
    public func load(from folder: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
    }

    /// A string in the person's language when a catalogue translates it; the string itself when
    /// none does, or before ``load(from:)``.
    ///
    /// Pass literal strings, so that `xgettext` finds each; a string with values in it is a
    /// format, as `String(format: translations.localized("%d in cart"), count)`.
    ///
    /// - Parameter message: The string, in the language the app is written in.
    /// - Returns: Its translation, or the string.
    public func localized(_ message: String) -> String {
        String(cString: g_dgettext(domain, message))
    }
}
