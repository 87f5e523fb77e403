import Foundation
import SendingStateGTK

/// The example's own strings, in the gettext domain named for the application; its translations
/// are `<folder>/<language>/LC_MESSAGES/org.sendingstate.GTKShoppingList.mo`.
let translations = GTKTranslations(domain: "org.sendingstate.GTKShoppingList")

/// Finds the example's translations and reads the person's language from the environment, as
/// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` say, before any window is made.
///
/// The translations are in `GTK_SHOPPING_LIST_LOCALEDIR` when it is set, such as `po/build` after
/// `po/compile.sh`; otherwise in `share/locale` beside the folder of the executable, where an
/// installation puts them.
func startLocalization() {
    translations.load(from: localeDirectory())
}

/// The folder of the example's translations.
private func localeDirectory() -> String {
    if let folder = ProcessInfo.processInfo.environment["GTK_SHOPPING_LIST_LOCALEDIR"], !folder.isEmpty {
        return folder
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("share/locale").path
}

/// A string the example shows, in the person's language when a translation has it.
///
/// Only literal strings go through it, so that `po/update-pot.sh` finds each; a string with
/// values in it is a format, as `String(format: localized("%d in cart"), count)`.
func localized(_ message: StaticString) -> String {
    translations.localized(message.description)
}
