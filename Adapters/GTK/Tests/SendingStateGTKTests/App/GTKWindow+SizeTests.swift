import CGtk
import Foundation
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWindowSizeTests {
    static var count = 0
    let folder: URL

    init() {
        Self.count += 1
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sendingstate-window-size-\(getpid())-\(Self.count)")
    }

    private func defaultSize(of window: GTKWindow) -> [Int32] {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(cgtk_window(window.widget), &width, &height)
        return [width, height]
    }

    @Test func aWindowOpensAtTheSizeSavedInItsFile() throws {
        let file = folder.appendingPathComponent("window.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"height":300,"isMaximized":false,"width":400}"#.utf8).write(to: file)
        let window = GTKWindow(title: "Saved size", width: 200, height: 100)
        window.persistsSize(in: file)
        #expect(defaultSize(of: window) == [400, 300])
    }

    @Test func aFileThatIsNotASavedSizeLeavesTheSizeAsItIs() throws {
        let file = folder.appendingPathComponent("window.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a size".utf8).write(to: file)
        let window = GTKWindow(title: "Unsaved size", width: 200, height: 100)
        window.persistsSize(in: file)
        #expect(defaultSize(of: window) == [200, 100])
        let missing = GTKWindow(title: "No file", width: 210, height: 110)
        missing.persistsSize(in: folder.appendingPathComponent("missing.json"))
        #expect(defaultSize(of: missing) == [210, 110])
    }

    @Test func aSizeAPersonGaveTheWindowIsSavedWhenItClosesAndRestoredNextTime() throws {
        let file = folder.appendingPathComponent("nested/window.json")
        let title = "Resized \(getpid()) \(Self.count)"
        let window = GTKWindow(title: title, width: 300, height: 200)
        window.persistsSize(in: file)
        window.present()
        GTKMainLoop.iterate(timeout: 5) { gtk_widget_get_mapped(window.widget) != 0 }
        let input = RealInput(windowTitle: title)
        try input.xdotool([
            "search", "--sync", "--onlyvisible", "--name", "^\(title)$", "windowsize", "%1", "420", "260",
        ])
        #expect(GTKMainLoop.iterate(timeout: 5) { defaultSize(of: window) == [420, 260] })
        window.close()
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved == #"{"height":260,"isMaximized":false,"width":420}"#)
        let again = GTKWindow(title: "Restored", width: 300, height: 200)
        again.persistsSize(in: file)
        #expect(defaultSize(of: again) == [420, 260])
    }
}
