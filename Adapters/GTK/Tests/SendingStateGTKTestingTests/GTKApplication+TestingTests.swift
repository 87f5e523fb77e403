import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@testable import GTKNotes

/// The example GTKNotes tested whole, with its own application, header bar, menu, shortcuts, alert,
/// file chooser and preferences window, with real input.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKApplicationTestingTests {
    static var count = 0
    let app: NotesApp
    let folder: URL

    init() throws {
        Self.count += 1
        // An id of the test's own, so that no running GTKNotes takes the start.
        app = try NotesApp(id: "org.sendingstate.GTKNotesTests.App\(getpid())x\(Self.count)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sendingstate-notes-\(getpid())-\(Self.count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The app's window and state, once it runs.
    var notes: NotesController {
        get throws { try #require(app.controller) }
    }

    @Test func theHeaderBarsButtonAddsANoteAndTheEditorTakesTheFocus() throws {
        try app.application.runTest { window in
            try window.input.click(try window.get(.role(.button, name: "New note")))
            window.settle()
            let notes = try notes
            #expect(notes.state.notes.count == 1)
            #expect(notes.screen.editor.isFirstResponder)
            try window.input.type("Groceries")
            window.waitUntil { notes.window.title == "Groceries — Notes" }
            window.settle()
            #expect(notes.state.notes.map(\.title) == ["Groceries"])
            #expect(window.all(.role(.cell)).compactMap(\.accessibilityName) == ["Groceries"])
            try window.auditAccessibility()
        }
    }

    @Test func aShortcutRunsItsCommandInTheAppsOwnWindow() throws {
        try app.application.runTest { window in
            try window.input.focusWindow()
            try window.input.key("ctrl+n", "ctrl+n")
            window.waitUntil { (try? notes.state.notes.count) == 2 }
            #expect(try notes.state.notes.map(\.id) == [2, 1])
        }
    }

    @Test func aMenuItemChosenWithAClickRunsItsCommandAndShowsItsState() throws {
        try app.application.runTest { window in
            try window.input.click(try window.get(.role(.button, name: "Main menu")))
            window.waitUntil { (try? notes.screen.menuButton.isMenuShown) == true }
            window.settle()
            #expect(try window.get(.role(.menuItem, name: "Dark Style")).accessibilityValue == "off")
            try window.input.click(try window.get(.role(.menuItem, name: "Dark Style")))
            window.waitUntil { (try? notes.state.usesDarkStyle) == true }
            #expect(try notes.state.usesDarkStyle)
            #expect(app.application.colorScheme == .dark)
            #expect(try !notes.screen.menuButton.isMenuShown)
        }
    }

    @Test func deletingAsksFirstAndTheAlertsDeleteButtonDeletes() throws {
        try app.application.runTest { window in
            try window.input.focusWindow()
            try window.input.key("ctrl+n")
            let notes = try notes
            window.waitUntil { notes.state.notes.count == 1 }
            try window.input.key("ctrl+d")
            window.waitUntil { notes.commands.confirmation.isShown }
            window.settle()
            #expect(notes.state.notes.count == 1)
            let delete = try notes.commands.confirmation.rootNode.get(.role(.button, name: "Delete"))
            try window.input.click(delete)
            window.waitUntil { notes.state.notes.isEmpty }
            #expect(notes.state.notes.isEmpty)
            #expect(!notes.commands.confirmation.isShown)
            #expect(window.window.title == "Notes")
        }
    }

    @Test func savingWritesTheNoteWhereTheChooserSays() throws {
        let folder = folder
        try app.application.runTest { window in
            let notes = try notes
            notes.commands.saver.folder = folder
            try window.input.focusWindow()
            try window.input.key("ctrl+n")
            try window.input.type("Milk")
            window.waitUntil { notes.state.selectedNote?.text == "Milk" }
            try window.input.key("ctrl+s")
            window.waitUntil { notes.commands.saver.isShown }
            let chooser = RealInput(windowTitle: "Save Note")
            try chooser.focusWindow()
            window.wait(seconds: 0.3)
            try chooser.key("Return")
            let file = folder.appendingPathComponent("Milk.txt")
            window.waitUntil { FileManager.default.fileExists(atPath: file.path) }
            #expect(try String(contentsOf: file, encoding: .utf8) == "Milk")
        }
    }

    @Test func theSearchShowsOnlyTheNotesThatContainIt() throws {
        try app.application.runTest { window in
            let notes = try notes
            for text in ["Milk and eggs", "Call the bank", "Eggs again"] {
                notes.handle(action: .newNote)
                notes.handle(action: .edit(text))
            }
            window.settle()
            try window.input.click(try window.get(.role(.textField, name: "Search notes")))
            try window.input.type("eggs")
            window.waitUntil { notes.state.query == "eggs" }
            window.settle()
            #expect(
                window.all(.role(.cell)).compactMap(\.accessibilityName) == ["Eggs again", "Milk and eggs"])
        }
    }

    @Test func preferencesOpenOverTheWindowAndCloseToBeShownAgainAsTheyWere() throws {
        try app.application.runTest { window in
            try window.input.focusWindow()
            try window.input.key("ctrl+comma")
            let notes = try notes
            window.waitUntil { notes.preferences?.window.isVisible == true }
            let preferences = try #require(notes.preferences)
            #expect(preferences.window.transientParent === notes.window)
            #expect(preferences.window.isModal)
            let page = GTKTestWindow(window: preferences.window)
            try page.input.click(try page.get(.role(.toggle, name: "Dark style")))
            window.waitUntil { notes.state.usesDarkStyle }
            #expect(notes.commands.darkStyle.isOn)
            try page.input.focusWindow()
            try page.input.key("Escape")
            window.waitUntil { !preferences.window.isVisible }
            #expect(!preferences.window.isVisible)
            notes.handle(action: .showPreferences)
            window.waitUntil { preferences.window.isVisible }
            #expect(notes.preferences === preferences)
            #expect(preferences.darkStyle.isOn)
        }
    }

    @Test func theExamplesImportNoGTKCModule() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var checked = 0
        for example in ["GTKNotes", "GTKShoppingList"] {
            let folder = sources.appendingPathComponent(example)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
            where name.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(!text.contains("import CGtk"), "\(example)/\(name)")
                checked += 1
            }
        }
        #expect(checked > 10)
    }

    @Test func anApplicationThatShowsNoWindowFailsWithinItsTimeLimit() throws {
        // Its window is added, which keeps it running, but never presented.
        let hidden = try GTKApplication(id: "org.sendingstate.GTKNotesTests.Hidden\(getpid())")
        let window = GTKWindow(title: "Never shown", width: 100, height: 100)
        hidden.onActivate = { application in application.addWindow(window) }
        var ran = false
        #expect(throws: GTKAppTestError.noWindowShown(seconds: 0.5)) {
            try hidden.runTest(timeLimit: 0.5) { _ in ran = true }
        }
        #expect(hidden.windows.isEmpty)
        // Nothing keeps this one running: it returns at once.
        let windowless = try GTKApplication(id: "org.sendingstate.GTKNotesTests.Windowless\(getpid())")
        #expect(throws: GTKAppTestError.noWindowShown(seconds: 30)) {
            try windowless.runTest { _ in ran = true }
        }
        #expect(!ran)
    }

    @Test func whatTheTestThrowsIsRethrownAfterTheAppQuits() throws {
        #expect(throws: RealInputError("stop")) {
            try app.application.runTest { _ in throw RealInputError("stop") }
        }
        #expect(app.application.windows.isEmpty)
    }
}
