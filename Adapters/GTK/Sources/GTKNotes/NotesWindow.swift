import SendingState
import SendingStateGTK

/// The main window's content: a sidebar of notes with a search above it, and the editor of the
/// note selected; its header bar has a New button and the primary menu.
final class NotesScreen: GTKBox, Configurable, EventForwardingProvider {
    let commands: NotesCommands
    let newButton = GTKButton(iconName: "list-add-symbolic")
    let menuButton: GTKMenuButton
    let search = GTKSearchEntry(placeholder: "Search notes")
    let list = GTKListView { NoteRow() }
    let editor = GTKTextView()
    let placeholder = GTKLabel(text: "No note selected")
    private var state = NotesState()

    init(commands: NotesCommands, window: GTKWindow) throws {
        self.commands = commands
        menuButton = GTKMenuButton(
            menu: try GTKMenu([
                .section([
                    .command("New Note", commands.newNote),
                    .command("Open…", commands.open),
                    .command("Save As…", commands.save),
                    .command("Delete Note…", commands.delete),
                ]),
                .section([.command("Dark Style", commands.darkStyle)]),
                .section([
                    .command("Preferences", commands.preferences),
                    .command("Quit", commands.quit),
                ]),
            ]))
        menuButton.accessibilityLabel = "Main menu"
        newButton.accessibilityLabel = "New note"
        super.init(axis: .vertical)
        let headerBar = GTKHeaderBar()
        headerBar.packStart(newButton)
        headerBar.packEnd(menuButton)
        window.titleBar = headerBar

        let sidebar = GTKBox(axis: .vertical, spacing: 6)
        sidebar.margins = GTKEdgeInsets(all: 6)
        list.accessibilityLabel = "Notes"
        list.expandsVertically = true
        list.dataSource = self
        sidebar.addSubview(search)
        sidebar.addSubview(list)

        let detail = GTKBox(axis: .vertical)
        editor.accessibilityLabel = "Note"
        editor.textInsets = GTKEdgeInsets(all: 12)
        editor.expandsVertically = true
        editor.expandsHorizontally = true
        placeholder.addCSSClass("dim-label")
        placeholder.horizontalAlignment = .center
        placeholder.verticalAlignment = .center
        placeholder.expandsVertically = true
        detail.addSubview(editor)
        detail.addSubview(placeholder)

        let paned = GTKPaned()
        paned.startView = sidebar
        paned.endView = detail
        paned.position = 200
        paned.expandsVertically = true
        addSubview(paned)
    }

    var configurer: (NotesScreen, NotesState) -> Void {
        { screen, state in
            let selectionChanged = state.selectedID != screen.state.selectedID
            screen.state = state
            screen.list.reloadData()
            screen.list.selectedRow = state.shownNotes.firstIndex { $0.id == state.selectedID }
            let note = state.selectedNote
            screen.editor.isHidden = note == nil
            screen.placeholder.isHidden = note != nil
            // The editor keeps what the person is typing; a newly selected note replaces it.
            if selectionChanged { screen.editor.text = note?.text ?? "" }
        }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(newButton) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NotesAction.newNote] }
            }
            EventForwarder(search) { search, ctx in
                ctx.control(.valueChanged) { [NotesAction.search(search.text)] }
            }
            EventForwarder(list) { list, ctx in
                ctx.control(.valueChanged) { (state: NotesState) in
                    guard let row = list.selectedRow, state.shownNotes.indices.contains(row) else {
                        return []
                    }
                    return [NotesAction.select(noteID: state.shownNotes[row].id)]
                }
            }
            EventForwarder(editor) { editor, ctx in
                ctx.control(.editingChanged) { [NotesAction.edit(editor.text)] }
            }
        }
    }
}

extension NotesScreen: GTKListViewDataSource {
    func numberOfRows(in listView: GTKListView<NoteRow>) -> Int {
        state.shownNotes.count
    }

    func listView(_ listView: GTKListView<NoteRow>, modelForRowAt row: Int) -> Note {
        state.shownNotes[row]
    }
}

/// The app's commands, each a `win.` or `app.` action with its shortcut, and the dialogs and
/// windows some of them open.
@MainActor
final class NotesCommands: EventForwardingProvider {
    let newNote: GTKAction
    let open: GTKAction
    let save: GTKAction
    let delete: GTKAction
    let darkStyle: GTKAction
    let preferences: GTKAction
    let quit: GTKAction
    let confirmation = GTKAlertDialog(title: "Delete the note?", message: "It can't be brought back.")
    let confirmDelete: GTKButton
    let opener = GTKFileChooser(.open, title: "Open Note")
    let saver = GTKFileChooser(.save, title: "Save Note")
    let senderStorage = SenderStorage()

    init() throws(GTKActionError) {
        newNote = try GTKAction("new-note", shortcuts: [KeyPress("n", modifierFlags: .control)])
        open = try GTKAction("open", shortcuts: [KeyPress("o", modifierFlags: .control)])
        save = try GTKAction("save", shortcuts: [KeyPress("s", modifierFlags: .control)])
        delete = try GTKAction("delete-note", shortcuts: [KeyPress("d", modifierFlags: .control)])
        darkStyle = try GTKAction("dark-style", isOn: false)
        preferences = try GTKAction("preferences", shortcuts: [KeyPress(",", modifierFlags: .control)])
        quit = try GTKAction("quit", shortcuts: [KeyPress("q", modifierFlags: .control)])
        _ = confirmation.addButton("Cancel", role: .cancel)
        confirmDelete = confirmation.addButton("Delete", role: .destructive)
        opener.addFilter(.init("Text", patterns: ["*.txt"]))
        saver.suggestedName = "Note.txt"
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(newNote) { _, ctx in ctx.control(.primaryActionTriggered) { [NotesAction.newNote] }
            }
            EventForwarder(open) { _, ctx in ctx.control(.primaryActionTriggered) { [NotesAction.open] } }
            EventForwarder(save) { _, ctx in ctx.control(.primaryActionTriggered) { [NotesAction.save] } }
            EventForwarder(delete) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NotesAction.askToDelete] }
            }
            EventForwarder(confirmDelete) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NotesAction.delete] }
            }
            EventForwarder(darkStyle) { action, ctx in
                ctx.control(.valueChanged) { [NotesAction.darkStyle(action.isOn)] }
            }
            EventForwarder(preferences) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NotesAction.showPreferences] }
            }
            EventForwarder(quit) { _, ctx in ctx.control(.primaryActionTriggered) { [NotesAction.quit] } }
            EventForwarder(opener) { chooser, ctx in
                ctx.control(.primaryActionTriggered) {
                    chooser.chosenFile.map { [NotesAction.opened($0)] } ?? []
                }
            }
            EventForwarder(saver) { chooser, ctx in
                ctx.control(.primaryActionTriggered) {
                    chooser.chosenFile.map { [NotesAction.saved($0)] } ?? []
                }
            }
        }
    }
}

/// The preferences: a window of its own over the main one, hidden when closed and shown again as
/// it was.
final class PreferencesWindow: GTKBox, Configurable, EventForwardingProvider {
    let window = GTKWindow(title: "Preferences", width: 320, height: 120)
    let darkStyle = GTKSwitch()

    init(over parent: GTKWindow) {
        super.init(axis: .horizontal, spacing: 12)
        margins = GTKEdgeInsets(all: 18)
        let label = GTKLabel(text: "Dark style")
        label.expandsHorizontally = true
        darkStyle.accessibilityLabel = "Dark style"
        addSubview(label)
        addSubview(darkStyle)
        window.contentView = self
        window.transientParent = parent
        window.isModal = true
        window.hidesOnClose = true
    }

    var configurer: (PreferencesWindow, NotesState) -> Void {
        { preferences, state in preferences.darkStyle.isOn = state.usesDarkStyle }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(darkStyle) { toggle, ctx in
                ctx.control(.valueChanged) { [NotesAction.darkStyle(toggle.isOn)] }
            }
            // Escape closes the preferences, as it does a dialog.
            EventForwarder(self) { _, ctx in ctx.key(.escape) { [NotesAction.closePreferences] } }
        }
    }
}
