import Foundation

/// A note: its text, whose first line is its title.
struct Note: Equatable, Sendable {
    /// The note's identifier, unique in the app.
    let id: Int
    /// What the person wrote.
    var text: String

    /// The first line of the text, or "New note" while it has none.
    var title: String {
        let line = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        return line.trimmingCharacters(in: .whitespaces).isEmpty ? "New note" : line
    }
}

/// Everything the window shows.
struct NotesState: Equatable, Sendable {
    /// Every note, newest first.
    var notes: [Note] = []
    /// The note the editor shows, if any.
    var selectedID: Int?
    /// What the person searched for; empty when they didn't.
    var query = ""
    /// Whether the app draws dark, whatever the desktop's style.
    var usesDarkStyle = false

    /// The notes the sidebar shows: those whose text contains the search, ignoring case.
    var shownNotes: [Note] {
        query.isEmpty ? notes : notes.filter { $0.text.localizedCaseInsensitiveContains(query) }
    }

    /// The note the editor shows.
    var selectedNote: Note? { notes.first { $0.id == selectedID } }
}

/// What a person does in the app.
enum NotesAction: Equatable, Sendable {
    case newNote
    case select(noteID: Int)
    case edit(String)
    case search(String)
    case askToDelete
    case delete
    case open
    case opened(URL)
    case save
    case saved(URL)
    case darkStyle(Bool)
    case showPreferences
    case closePreferences
    case quit
}
