import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// What the notes app's commands do.
enum NoteAction: Equatable {
    case new
    case askToDelete
    case delete
    case export
    case exported(String)
    case darkStyle(Bool)
}

/// The notes app's window: a header bar with a New button and the primary menu, the count of
/// notes, a confirmation before deleting and a chooser to export.
@MainActor
final class NotesScreen: GTKBox, EventForwardingProvider {
    let count = GTKLabel(text: "No notes")
    let newButton = GTKButton(iconName: "list-add-symbolic")
    let newNote: GTKAction
    let deleteNote: GTKAction
    let exportNote: GTKAction
    let darkStyle: GTKAction
    let menuButton: GTKMenuButton
    let confirmation = GTKAlertDialog(title: "Delete the note?", message: "It can't be brought back.")
    let deleteButton: GTKButton
    let exporter = GTKFileChooser(.save, title: "Export Note")

    init(window: GTKWindow) throws {
        newNote = try GTKAction("new-note", shortcuts: [KeyPress("n", modifierFlags: .control)])
        deleteNote = try GTKAction("delete-note", shortcuts: [KeyPress("d", modifierFlags: .control)])
        exportNote = try GTKAction("export-note", shortcuts: [KeyPress("e", modifierFlags: .control)])
        darkStyle = try GTKAction("dark-style", isOn: false)
        for action in [newNote, deleteNote, exportNote, darkStyle] { try window.addAction(action) }
        menuButton = GTKMenuButton(
            menu: try GTKMenu([
                .section([
                    .command("New Note", newNote),
                    .command("Delete Note…", deleteNote),
                    .command("Export Note…", exportNote),
                ]),
                .section([.command("Dark style", darkStyle)]),
            ]))
        menuButton.accessibilityLabel = "Main menu"
        newButton.accessibilityLabel = "New note"
        _ = confirmation.addButton("Cancel", role: .cancel)
        deleteButton = confirmation.addButton("Delete", role: .destructive)
        exporter.suggestedName = "note.txt"
        super.init(axis: .vertical, spacing: 8)
        margins = GTKEdgeInsets(all: 12)
        addSubview(count)
        let headerBar = GTKHeaderBar()
        headerBar.packStart(newButton)
        headerBar.packEnd(menuButton)
        window.titleBar = headerBar
        window.contentView = self
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(newButton) { _, ctx in ctx.control(.primaryActionTriggered) { [NoteAction.new] } }
            EventForwarder(newNote) { _, ctx in ctx.control(.primaryActionTriggered) { [NoteAction.new] } }
            EventForwarder(deleteNote) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NoteAction.askToDelete] }
            }
            EventForwarder(deleteButton) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NoteAction.delete] }
            }
            EventForwarder(exportNote) { _, ctx in
                ctx.control(.primaryActionTriggered) { [NoteAction.export] }
            }
            EventForwarder(exporter) { chooser, ctx in
                ctx.control(.primaryActionTriggered) {
                    chooser.chosenFile.map { [NoteAction.exported($0.path)] } ?? []
                }
            }
            EventForwarder(darkStyle) { action, ctx in
                ctx.control(.valueChanged) { [NoteAction.darkStyle(action.isOn)] }
            }
        }
    }
}

/// A small notes app, made as an app developer makes one, with its own application: the
/// subject of the tests that run the whole app.
@MainActor
final class NotesApp: @MainActor ActionHandlingProvider {
    static var count = 0
    let application: GTKApplication
    let window = GTKWindow(title: "Notes", width: 420, height: 300)
    let screen: NotesScreen
    private(set) var notes: [String] = []
    private(set) var usesDarkStyle = false
    private(set) var exported: [String] = []

    init(exportingTo folder: URL) throws {
        Self.count += 1
        application = try GTKApplication(id: "org.sendingstate.NotesTests.App\(getpid())x\(Self.count)")
        screen = try NotesScreen(window: window)
        screen.exporter.folder = folder
        screen.ss.addActionHandler(to: self)
        application.onActivate = { [window] application in
            application.addWindow(window)
            window.present()
        }
    }

    func handle(action: NoteAction) {
        switch action {
        case .new: notes.append("Note \(notes.count + 1)")
        case .askToDelete: screen.confirmation.present(over: window)
        case .delete: notes.removeLast()
        case .export: screen.exporter.present(over: window)
        case .exported(let path): exported.append(path)
        case .darkStyle(let isOn): usesDarkStyle = isOn
        }
        screen.count.text = notes.isEmpty ? "No notes" : "\(notes.count) notes"
    }
}

/// The whole app under test: its own application, header bar, menu, shortcuts, alert and file
/// chooser, with real input.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKApplicationTestingTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sendingstate-notes-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func theHeaderBarsButtonAddsANote() throws {
        let app = try NotesApp(exportingTo: folder)
        try app.application.runTest { window in
            try window.input.click(try window.get(.role(.button, name: "New note")))
            window.settle()
            #expect(app.notes == ["Note 1"])
            #expect(try window.get(.text("1 notes")) === app.screen.count)
        }
    }

    @Test func aShortcutRunsItsCommandInTheAppsOwnWindow() throws {
        let app = try NotesApp(exportingTo: folder)
        try app.application.runTest { window in
            try window.input.focusWindow()
            try window.input.key("ctrl+n", "ctrl+n")
            window.waitUntil { app.notes.count == 2 }
            #expect(app.notes == ["Note 1", "Note 2"])
        }
    }

    @Test func aMenuItemChosenWithAClickRunsItsCommandAndShowsItsState() throws {
        let app = try NotesApp(exportingTo: folder)
        try app.application.runTest { window in
            try window.input.click(try window.get(.role(.button, name: "Main menu")))
            window.waitUntil { app.screen.menuButton.isMenuShown }
            window.settle()
            #expect(try window.get(.role(.menuItem, name: "Dark style")).accessibilityValue == "off")
            try window.input.click(try window.get(.role(.menuItem, name: "Dark style")))
            window.waitUntil { app.usesDarkStyle }
            #expect(app.usesDarkStyle)
            #expect(!app.screen.menuButton.isMenuShown)
        }
    }

    @Test func deletingAsksFirstAndTheAlertsDeleteButtonDeletes() throws {
        let app = try NotesApp(exportingTo: folder)
        try app.application.runTest { window in
            try window.input.focusWindow()
            try window.input.key("ctrl+n", "ctrl+d")
            window.waitUntil { app.screen.confirmation.isShown }
            window.settle()
            #expect(app.notes == ["Note 1"])
            let delete = try app.screen.confirmation.rootNode.get(.role(.button, name: "Delete"))
            try window.input.click(delete)
            window.waitUntil { app.notes.isEmpty }
            #expect(app.notes.isEmpty)
            #expect(!app.screen.confirmation.isShown)
        }
    }

    @Test func exportingChoosesAFileInTheChooser() throws {
        let app = try NotesApp(exportingTo: folder)
        try app.application.runTest { window in
            try window.input.focusWindow()
            try window.input.key("ctrl+e")
            window.waitUntil { app.screen.exporter.isShown }
            let chooser = RealInput(windowTitle: "Export Note")
            try chooser.focusWindow()
            window.wait(seconds: 0.3)
            try chooser.key("Return")
            window.waitUntil { !app.exported.isEmpty }
            #expect(app.exported == [folder.appendingPathComponent("note.txt").path])
        }
    }

    @Test func anApplicationThatShowsNoWindowFailsWithinItsTimeLimit() throws {
        // Its window is added, which keeps it running, but never presented.
        let hidden = try GTKApplication(id: "org.sendingstate.NotesTests.Hidden\(getpid())")
        let window = GTKWindow(title: "Never shown", width: 100, height: 100)
        hidden.onActivate = { application in application.addWindow(window) }
        var ran = false
        #expect(throws: GTKAppTestError.noWindowShown(seconds: 0.5)) {
            try hidden.runTest(timeLimit: 0.5) { _ in ran = true }
        }
        #expect(hidden.windows.isEmpty)
        // Nothing keeps this one running: it returns at once.
        let windowless = try GTKApplication(id: "org.sendingstate.NotesTests.Windowless\(getpid())")
        #expect(throws: GTKAppTestError.noWindowShown(seconds: 30)) {
            try windowless.runTest { _ in ran = true }
        }
        #expect(!ran)
    }

    @Test func whatTheTestThrowsIsRethrownAfterTheAppQuits() throws {
        let app = try NotesApp(exportingTo: folder)
        #expect(throws: RealInputError("stop")) {
            try app.application.runTest { _ in throw RealInputError("stop") }
        }
        #expect(app.application.windows.isEmpty)
    }
}
