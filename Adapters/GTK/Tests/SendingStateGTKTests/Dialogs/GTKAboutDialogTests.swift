import CGtk
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKAboutDialogTests {
    @Test func whatItShowsReachesGTK() {
        let about = GTKAboutDialog(programName: "Groceries")
        about.version = "1.0"
        about.comments = "A shopping list."
        about.website = "https://example.org/groceries"
        about.copyright = "© 2026 The Authors"
        about.authors = ["Ada", "Linus"]
        about.license = .mit
        about.logoIconName = "org.sendingstate.GTKShoppingList"
        let dialog = cgtk_about_dialog(about.window.widget)
        #expect(String(cString: gtk_about_dialog_get_program_name(dialog)) == "Groceries")
        #expect(String(cString: gtk_about_dialog_get_version(dialog)) == "1.0")
        #expect(String(cString: gtk_about_dialog_get_comments(dialog)) == "A shopping list.")
        #expect(String(cString: gtk_about_dialog_get_website(dialog)) == "https://example.org/groceries")
        #expect(String(cString: gtk_about_dialog_get_copyright(dialog)) == "© 2026 The Authors")
        #expect(
            String(cString: gtk_about_dialog_get_logo_icon_name(dialog)) == "org.sendingstate.GTKShoppingList"
        )
        #expect(gtk_about_dialog_get_license_type(dialog) == GTK_LICENSE_MIT_X11)
        var authors: [String] = []
        if let names = gtk_about_dialog_get_authors(dialog) {
            var index = 0
            while let name = names[index] {
                authors.append(String(cString: name))
                index += 1
            }
        }
        #expect(authors == ["Ada", "Linus"])
        about.license = .custom("Do as you like.")
        #expect(gtk_about_dialog_get_license_type(dialog) == GTK_LICENSE_CUSTOM)
        #expect(String(cString: gtk_about_dialog_get_license(dialog)) == "Do as you like.")
        about.license = .apache2
        #expect(gtk_about_dialog_get_license_type(dialog) == GTK_LICENSE_APACHE_2_0)
    }

    @Test func escapeClosesItAndAShownWindowStaysAliveUntilThen() throws {
        let window = GTKTestWindow(GTKBox())
        defer { window.close() }
        weak var shown: GTKAboutDialog?
        do {
            let about = GTKAboutDialog(programName: "About Escape")
            about.present(over: window.window)
            shown = about
        }
        #expect(window.waitUntil { shown.map { gtk_widget_get_mapped($0.window.widget) != 0 } ?? false })
        let input = RealInput(windowTitle: "About About Escape")
        try input.focusWindow()
        window.settle()
        try input.key("Escape")
        window.settle()
        #expect(shown == nil)
    }

    @Test func aClosedWindowCanBePresentedAgain() {
        let window = GTKTestWindow(GTKBox())
        defer { window.close() }
        let about = GTKAboutDialog(programName: "Again")
        about.present(over: window.window)
        #expect(window.waitUntil { about.isShown })
        about.dismiss()
        #expect(!about.isShown)
        about.present(over: window.window)
        #expect(window.waitUntil { about.isShown })
        about.dismiss()
    }
}
