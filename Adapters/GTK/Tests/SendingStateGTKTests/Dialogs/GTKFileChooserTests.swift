import CGtk
import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKFileChooserTests {
    /// Maps a chooser's `primaryActionTriggered` to the name of the file it chose.
    final class ChooserOwner: EventForwardingProvider {
        let senderStorage = SenderStorage()
        let chooser: GTKFileChooser

        init(_ chooser: GTKFileChooser) {
            self.chooser = chooser
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(chooser) { chooser, ctx in
                ctx.control(.primaryActionTriggered) { [chooser.chosenFile?.path ?? "no file"] }
            }
        }
    }

    static var count = 0
    let recorder = Recorder<String>()
    let folder: URL

    init() throws {
        Self.count += 1
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sendingstate-chooser-\(getpid())-\(Self.count)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Presents a chooser over a test window, and returns once its window has the keyboard focus.
    private func present(_ chooser: GTKFileChooser, title: String) throws -> (
        GTKTestWindow, RealInput, ChooserOwner
    ) {
        let owner = ChooserOwner(chooser)
        owner.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(GTKBox())
        chooser.present(over: window.window)
        let input = RealInput(windowTitle: title)
        try input.focusWindow()
        #expect(chooser.isShown)
        window.wait(seconds: 0.3)
        window.settle()
        return (window, input, owner)
    }

    /// How many windows GTK has, shown or not.
    private func windowCount() -> UInt32 {
        g_list_model_get_n_items(gtk_window_get_toplevels())
    }

    /// GtkFileChooserNative makes GTK's whole chooser dialog as it is made, whose places sidebar
    /// watches `trash:///`, which GIO polls every 5 seconds without GVfs: an app that makes its
    /// choosers with its window woke its main thread every 5 seconds while idle.
    @Test func aChooserHasNoGTKWindowUntilPresentedNorAfterItCloses() throws {
        let before = windowCount()
        let title = "Idle Cart \(Self.count)"
        let chooser = GTKFileChooser(.save, title: title)
        chooser.folder = folder
        chooser.suggestedName = "cart.json"
        chooser.addFilter(.init("Carts", patterns: ["*.json"]))
        #expect(windowCount() == before)

        let (window, _, owner) = try present(chooser, title: title)
        defer { withExtendedLifetime(owner) { window.close() } }
        // The test window and the chooser's dialog.
        #expect(windowCount() == before + 2)
        chooser.dismiss()
        #expect(window.waitUntil { windowCount() == before + 1 })
        #expect(!chooser.isShown)
        #expect(recorder.actions.isEmpty)
    }

    /// Each presentation makes a GTK chooser of its own, with the title, folder, name and filters.
    @Test func aChooserPresentedAgainAfterClosingChoosesAFileAgain() throws {
        let title = "Cart Again \(Self.count)"
        let chooser = GTKFileChooser(.save, title: title)
        chooser.folder = folder
        chooser.suggestedName = "cart.json"
        let (firstWindow, _, firstOwner) = try present(chooser, title: title)
        chooser.dismiss()
        firstWindow.settle()
        withExtendedLifetime(firstOwner) { firstWindow.close() }

        let (window, input, owner) = try present(chooser, title: title)
        defer {
            chooser.dismiss()
            withExtendedLifetime(owner) { window.close() }
        }
        try input.key("Return")
        #expect(window.waitUntil { !recorder.actions.isEmpty })
        #expect(chooser.chosenFile == folder.appendingPathComponent("cart.json"))
    }

    @Test func returnSavesUnderTheSuggestedNameInTheFolderAndReportsTheFile() throws {
        let title = "Save the Cart \(Self.count)"
        let chooser = GTKFileChooser(.save, title: title)
        chooser.folder = folder
        chooser.suggestedName = "cart.json"
        chooser.addFilter(.init("Carts", patterns: ["*.json"]))
        let (window, input, owner) = try present(chooser, title: title)
        defer {
            chooser.dismiss()
            withExtendedLifetime(owner) { window.close() }
        }
        try input.key("Return")
        #expect(window.waitUntil { !recorder.actions.isEmpty })
        #expect(recorder.actions == [folder.appendingPathComponent("cart.json").path])
        #expect(chooser.chosenFile == folder.appendingPathComponent("cart.json"))
        #expect(chooser.filters == [.init("Carts", patterns: ["*.json"])])
        #expect(!chooser.isShown)
    }

    @Test func escapeCancelsAndReportsNothing() throws {
        let title = "Cancelled Cart \(Self.count)"
        let chooser = GTKFileChooser(.save, title: title)
        chooser.folder = folder
        chooser.suggestedName = "cart.json"
        let (window, input, owner) = try present(chooser, title: title)
        defer {
            chooser.dismiss()
            withExtendedLifetime(owner) { window.close() }
        }
        try input.key("Escape")
        #expect(window.waitUntil { !chooser.isShown })
        window.wait(seconds: 0.2)
        #expect(recorder.actions.isEmpty)
        #expect(chooser.chosenFile == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cart.json").path))
    }

    @Test func dismissingFromCodeClosesTheChooserAndReportsNothing() throws {
        let title = "Dismissed Cart \(Self.count)"
        let chooser = GTKFileChooser(.open, title: title)
        let (window, _, owner) = try present(chooser, title: title)
        defer {
            chooser.dismiss()
            withExtendedLifetime(owner) { window.close() }
        }
        chooser.dismiss()
        window.settle()
        #expect(!chooser.isShown)
        #expect(recorder.actions.isEmpty)
    }
}
