// A small notes app on SendingStateGTK, written without GTK's C API: a header bar with a New button
// and the primary menu (New, Open, Save As, Delete with a confirmation, a Dark Style check item,
// Preferences and Quit, each with its shortcut), a sidebar of notes with a search, the editor of
// the note selected, and a preferences window over the main one.
//
// Run it with `swift run --package-path Adapters/GTK GTKNotes`.
import Foundation
import SendingStateGTK

MainActor.assumeIsolated {
    do {
        let app = try NotesApp()
        try app.application.run(opening: Array(CommandLine.arguments.dropFirst()))
        withExtendedLifetime(app) {}
    } catch GTKApplicationError.noDisplay {
        print("GTKNotes needs a display: set DISPLAY, or run it under xvfb-run -a.")
        exit(1)
    } catch {
        print("GTKNotes: \(error)")
        exit(1)
    }
}
