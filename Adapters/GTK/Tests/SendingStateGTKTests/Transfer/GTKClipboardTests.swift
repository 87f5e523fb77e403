import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// The display's clipboards, read and written through `GTKClipboard`, and by a person's Control-C
/// and Control-V in an entry.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKClipboardTests {
    /// Handles GTK's events until a task on the main actor has finished, for at most a number of
    /// turns of about 5 ms each.
    ///
    /// In a test the main actor isn't the main thread and nothing else runs GTK's main loop, so a
    /// task awaiting GDK, as a clipboard's read does, finishes only while a test iterates it;
    /// yielding between batches of events lets the task's continuation run on the main actor. The
    /// tests of other suites run while this one yields, so the limit counts its own turns, not time.
    func result<Success: Sendable>(of task: Task<Success, any Error>, turns: Int = 1_000) async -> Result<
        Success, any Error
    >? {
        let finished = Finished<Success>()
        Task { finished.result = await task.result }
        for _ in 0..<turns where finished.result == nil {
            GTKMainLoop.iterate(timeout: 0.005) { false }
            await Task.yield()
        }
        return finished.result
    }

    /// The outcome of a task, once it has one.
    final class Finished<Success: Sendable> {
        var result: Result<Success, any Error>?
    }

    /// Reads a clipboard's text, starting the read at once, before any other test can change it.
    func read(_ clipboard: GTKClipboard) async -> Result<String?, any Error>? {
        await result(of: Task.immediate { try await clipboard.string() })
    }

    @Test(arguments: [false, true])
    func textSetIsReadBack(primary: Bool) async throws {
        let clipboard = primary ? GTKClipboard.primarySelection : GTKClipboard.general
        let reading = Task.immediate {
            clipboard.setString("Milk, 2 l")
            return try await clipboard.string()
        }
        #expect(clipboard.hasStrings)
        let text = try #require(await result(of: reading))
        #expect(try text.get() == "Milk, 2 l")
    }

    @Test func anEmptyClipboardHasNoTextAndReadsNil() async throws {
        let clipboard = GTKClipboard.general
        clipboard.setString("Milk")
        #expect(clipboard.hasStrings)
        gdk_clipboard_set_content(gdk_display_get_clipboard(gdk_display_get_default()), nil)
        #expect(!clipboard.hasStrings)
        let text = try #require(await read(clipboard))
        #expect(try text.get() == nil)
    }

    @Test func aClipboardHoldingAnImageHasNoTextAndReadsNil() async throws {
        let clipboard = GTKClipboard.general
        let bytes = g_bytes_new([UInt8](repeating: 0x89, count: 8), 8)
        let image = gdk_content_provider_new_for_bytes("image/png", bytes)
        g_bytes_unref(bytes)
        gdk_clipboard_set_content(gdk_display_get_clipboard(gdk_display_get_default()), image)
        g_object_unref(UnsafeMutableRawPointer(image))
        #expect(!clipboard.hasStrings)
        let text = try #require(await read(clipboard))
        #expect(try text.get() == nil)
    }

    @Test func aCancelledReadThrowsCancelled() async throws {
        let clipboard = GTKClipboard.general
        let reading = Task.immediate {
            clipboard.setString("Milk")
            withUnsafeCurrentTask { $0?.cancel() }
            return try await clipboard.string()
        }
        let text = try #require(await result(of: reading))
        #expect(throws: GTKClipboardError.cancelled) { try text.get() }
    }

    @Test func controlCInAnEntryCopiesItsSelectedTextToTheClipboard() async throws {
        let box = EntryBox()
        box.entry.text = "Oat milk"
        GTKClipboard.general.setString("before")
        let window = GTKTestWindow(box)
        let reading: Task<String?, any Error>
        do {
            // Closed before the read is awaited, while the tests of other suites show their windows.
            defer { window.close() }
            try window.input.focusWindow()
            try window.input.click(box.entry)
            window.waitUntil { box.entry.isEditing }
            try window.input.key("ctrl+a", "ctrl+c")
            window.settle()
            reading = Task.immediate { try await GTKClipboard.general.string() }
        }
        let text = try #require(await result(of: reading))
        #expect(try text.get() == "Oat milk")
    }

    @Test func controlVInAnEntryPastesTheClipboardsTextAndReportsOneChange() throws {
        let box = EntryBox()
        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        box.entry.text = "x"
        let window = GTKTestWindow(box)
        defer { window.close() }
        GTKClipboard.general.setString("Bread")
        try window.input.focusWindow()
        try window.input.click(box.entry)
        window.waitUntil { box.entry.isEditing }
        try window.input.key("ctrl+a", "ctrl+v")
        window.waitUntil { box.entry.text == "Bread" }
        window.settle()
        #expect(box.entry.text == "Bread")
        #expect(recorder.actions == ["[editingDidBegin] x", "[editingChanged] Bread"])
    }
}
