import CGtk
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// The keyboard focus from Swift: moved, read and observed, by wrapper.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWidgetFocusTests {
    /// A form of two entries, a button and a label.
    final class Form: GTKBox {
        let name = GTKEntry(placeholder: "Name")
        let notes = GTKEntry(placeholder: "Notes")
        let save = GTKButton(title: "Save")
        let title = GTKLabel(text: "Product")

        init() {
            super.init(axis: .vertical, spacing: 8)
            for widget in [title, name, notes, save] as [GTKWidget] { addSubview(widget) }
        }
    }

    @Test func becomingFirstResponderMovesTheFocusAndTheWindowReportsTheWrapper() {
        let form = Form()
        let window = GTKTestWindow(form)
        defer { window.close() }
        // GTK focuses the first entry as it shows the window.
        #expect(form.name.isFirstResponder)
        var reported: [GTKWidget?] = []
        window.window.onFirstResponderChange = { reported.append($0) }
        #expect(form.notes.becomeFirstResponder())
        #expect(form.notes.isFirstResponder)
        #expect(!form.name.isFirstResponder)
        #expect(!form.isFirstResponder)
        #expect(window.window.firstResponder === form.notes)
        #expect(form.notes.becomeFirstResponder())
        #expect(form.name.becomeFirstResponder())
        #expect(!form.notes.isFirstResponder)
        #expect(window.window.firstResponder === form.name)
        #expect(reported.count == 2)
        #expect(reported.first.flatMap { $0 } === form.notes)
        #expect(reported.last.flatMap { $0 } === form.name)
    }

    @Test func aWidgetThatTakesNoFocusStaysWithoutIt() {
        let form = Form()
        let window = GTKTestWindow(form)
        defer { window.close() }
        #expect(form.name.becomeFirstResponder())
        #expect(!form.title.becomeFirstResponder())
        #expect(form.name.isFirstResponder)
        form.notes.isEnabled = false
        #expect(!form.notes.becomeFirstResponder())
        #expect(window.window.firstResponder === form.name)
        #expect(!GTKEntry(placeholder: "Not shown").becomeFirstResponder())
    }

    @Test func resigningLeavesTheWindowWithoutFocusAndIsReported() {
        let form = Form()
        let window = GTKTestWindow(form)
        defer { window.close() }
        form.name.becomeFirstResponder()
        var reported: [GTKWidget?] = []
        window.window.onFirstResponderChange = { reported.append($0) }
        form.notes.resignFirstResponder()
        #expect(form.name.isFirstResponder)
        #expect(form.name.resignFirstResponder())
        #expect(!form.name.isFirstResponder)
        #expect(window.window.firstResponder == nil)
        #expect(reported.count == 1)
        #expect(reported.first.map { $0 == nil } == true)
    }

    @Test func aPersonsTabIsObservedLikeTheAppsOwnMove() throws {
        let form = Form()
        let window = GTKTestWindow(form)
        defer { window.close() }
        form.name.becomeFirstResponder()
        var reported: [GTKWidget?] = []
        window.window.onFirstResponderChange = { reported.append($0) }
        try window.input.focusWindow()
        try window.input.key("Tab")
        window.settle()
        #expect(form.notes.isFirstResponder)
        #expect(reported.last.flatMap { $0 } === form.notes)
    }
}
