import Foundation
import SendingState
import SendingStateGTK

/// The notes app: its application, and its window once the application has started.
@MainActor
final class NotesApp {
    let application: GTKApplication
    /// The window and what it shows, made when the application first activates, once GTK is ready.
    private(set) var controller: NotesController?

    /// Makes the app with its application id: the example's, or a test's own.
    ///
    /// - Parameter id: The application id.
    /// - Throws: `GTKApplicationError` for an id GIO doesn't accept.
    init(id: String = "org.sendingstate.GTKNotes") throws {
        application = try GTKApplication(id: id, name: "Notes")
        application.onActivate = { [weak self] application in
            guard let self else { return }
            do {
                let controller = try self.controller ?? NotesController(application: application)
                self.controller = controller
                controller.window.present()
            } catch {
                print("GTKNotes couldn't make its window: \(error)")
                application.quit()
            }
        }
    }
}

/// The main window, its commands and dialogs, and the state they show, which only its
/// ``handle(action:)`` changes.
@MainActor
final class NotesController: @MainActor ActionHandlingProvider {
    let application: GTKApplication
    let window = GTKWindow(title: "Notes", width: 720, height: 480)
    let commands: NotesCommands
    let screen: NotesScreen
    /// The preferences window, once a person has opened it.
    private(set) var preferences: PreferencesWindow?
    private(set) var state = NotesState()
    private var nextID = 1

    /// Makes the window of a started application, and adds it and the commands to it.
    ///
    /// - Parameter application: The application, started.
    /// - Throws: `GTKActionError` or `GTKMenuError` if a command can't be added or shown.
    init(application: GTKApplication) throws {
        self.application = application
        commands = try NotesCommands()
        // Added before the menu is made, which runs them by their `win.` and `app.` names.
        for action in [commands.newNote, commands.open, commands.save, commands.delete, commands.darkStyle] {
            try window.addAction(action)
        }
        try application.addAction(commands.preferences)
        try application.addAction(commands.quit)
        screen = try NotesScreen(commands: commands, window: window)
        window.contentView = screen
        // The one handler, on each provider.
        screen.ss.addActionHandler(to: self)
        commands.ss.addActionHandler(to: self)
        application.addWindow(window)
        render()
    }

    func handle(action: NotesAction) {
        switch action {
        case .newNote:
            state.notes.insert(Note(id: nextID, text: ""), at: 0)
            state.selectedID = nextID
            state.query = ""
            nextID += 1
        case .select(let id):
            state.selectedID = id
        case .edit(let text):
            guard let index = state.notes.firstIndex(where: { $0.id == state.selectedID }) else { return }
            state.notes[index].text = text
        case .search(let query):
            state.query = query
        case .askToDelete:
            guard state.selectedID != nil else { return }
            commands.confirmation.present(over: window)
        case .delete:
            let deleted = state.selectedID
            state.notes.removeAll { $0.id == deleted }
            state.selectedID = state.notes.first?.id
        case .open:
            commands.opener.present(over: window)
        case .opened(let file):
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return }
            state.notes.insert(Note(id: nextID, text: text), at: 0)
            state.selectedID = nextID
            nextID += 1
        case .save:
            guard let note = state.selectedNote else { return }
            commands.saver.suggestedName = note.title + ".txt"
            commands.saver.present(over: window)
        case .saved(let file):
            try? state.selectedNote?.text.write(to: file, atomically: true, encoding: .utf8)
        case .darkStyle(let isOn):
            state.usesDarkStyle = isOn
            application.colorScheme = isOn ? .dark : .system
        case .showPreferences:
            (preferences ?? makePreferences()).window.present()
        case .closePreferences:
            preferences?.window.performClose()
        case .quit:
            application.quit()
        }
        render()
        // A new note is written at once.
        if action == .newNote { screen.editor.becomeFirstResponder() }
    }

    /// Shows the state: the screen, the window's title, the dark style's menu item and switch.
    private func render() {
        screen.ss.configure(state)
        commands.darkStyle.isOn = state.usesDarkStyle
        window.title = state.selectedNote.map { "\($0.title) — Notes" } ?? "Notes"
        preferences?.ss.configure(state)
    }

    /// Makes the preferences window, once, over the main one.
    private func makePreferences() -> PreferencesWindow {
        let made = PreferencesWindow(over: window)
        made.ss.addActionHandler(to: self)
        made.ss.configure(state)
        application.addWindow(made.window)
        preferences = made
        return made
    }
}
