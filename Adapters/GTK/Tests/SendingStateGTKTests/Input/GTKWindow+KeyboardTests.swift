import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// Real key presses from `xdotool`: each goes first to the focused widget, then, if GTK lets it
/// through, to the nearest wrapper up the focus chain that maps it.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWindowKeyboardTests {
    /// A screen that maps shortcuts on itself and `x` on a panel inside it as well.
    final class KeyScreen: GTKBox, EventForwardingProvider {
        let button = GTKButton(title: "Buy")
        let entry = GTKEntry()
        let panel = GTKBox()
        let panelButton = GTKButton(title: "Panel")
        /// Extra keys mapped on the screen, each reported as its description.
        var extraKeys: [KeyPress] = []

        init() {
            super.init(axis: .vertical, spacing: 10)
            setMargins(10)
            addSubview(button)
            addSubview(entry)
            panel.addSubview(panelButton)
            addSubview(panel)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(self) { [extraKeys] _, ctx in
                    ctx.key("q") { ["screen q"] }
                    ctx.key("Q") { ["screen Q"] }
                    ctx.key("f", modifierFlags: .control) { ["screen find"] }
                    ctx.key("x") { ["screen x"] }
                    for press in extraKeys {
                        ctx.key(press.key, modifierFlags: press.modifierFlags) { ["\(press)"] }
                    }
                }
                EventForwarder(panel) { _, ctx in ctx.key("x") { ["panel x"] } }
            }
        }
    }

    /// A list row that maps Delete on itself, reported with the row it shows.
    final class KeyRow: GTKBox, Configurable, EventForwardingProvider {
        let button = GTKButton(title: "☆")

        init() {
            super.init(axis: .horizontal)
            addSubview(button)
        }

        var configurer: (KeyRow, ProductRow) -> Void { { _, _ in } }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { _, ctx in
                ctx.key(.deleteForward) { (row: ProductRow) in ["delete \(row.id)"] }
            }
        }
    }

    /// Rows of `KeyRow`s, three unless told.
    final class KeyRows: GTKListViewDataSource {
        var count = 3

        func numberOfRows(in listView: GTKListView<KeyRow>) -> Int { count }

        func listView(_ listView: GTKListView<KeyRow>, modelForRowAt row: Int) -> ProductRow {
            ProductRow(id: row, name: "Row \(row)")
        }
    }

    let screen = KeyScreen()
    let recorder = Recorder<String>()

    /// Shows the screen with the window focused and `focus` holding the keyboard focus.
    func show(focusing focus: GTKWidget?) throws -> GTKTestWindow {
        screen.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(screen, width: 320, height: 300)
        try window.input.focusWindow()
        gtk_window_set_focus(cgtk_window(window.window.widget), focus?.widget)
        return window
    }

    /// The widget with the keyboard focus in a window.
    func focus(in window: GTKTestWindow) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_window_get_focus(cgtk_window(window.window.widget))
    }

    @Test func aShortcutMappedOnTheScreenFiresWhileAChildHasFocus() throws {
        let window = try show(focusing: screen.button)
        defer { window.close() }
        try window.input.key("q")
        window.waitUntil { recorder.actions.count >= 1 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["screen q"])
        #expect(focus(in: window) == screen.button.widget)
    }

    @Test func modifiersMustMatchTheMappingExactly() throws {
        let window = try show(focusing: screen.button)
        defer { window.close() }
        // Shift-Q, then F alone, Control-Q and Control-F: only Shift-Q and Control-F are mapped.
        try window.input.key("shift+q", "f", "ctrl+q", "ctrl+f")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.2)
        #expect(recorder.actions == ["screen Q", "screen find"])
    }

    @Test func theNearestMappingWinsOverAnAncestors() throws {
        let window = try show(focusing: screen.panelButton)
        defer { window.close() }
        try window.input.key("x")
        window.waitUntil { recorder.actions.count >= 1 }
        gtk_widget_grab_focus(screen.button.widget)
        try window.input.key("x")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["panel x", "screen x"])
    }

    @Test func aMappedKeyIsTakenFromGTK() throws {
        screen.extraKeys = [KeyPress(.downArrow)]
        let window = try show(focusing: screen.button)
        defer { window.close() }
        // Unmapped, Down would move the focus to the entry below.
        try window.input.key("Down")
        window.waitUntil { recorder.actions.count >= 1 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["downArrow"])
        #expect(focus(in: window) == screen.button.widget)
    }

    @Test func aKeyNoOneMapsIsNotReportedAndGoesOnToGTK() throws {
        let window = try show(focusing: screen.button)
        defer { window.close() }
        try window.input.key("Down")
        window.waitUntil { focus(in: window) != screen.button.widget }
        window.wait(seconds: 0.1)
        #expect(recorder.actions.isEmpty)
        #expect(focus(in: window) != screen.button.widget, "GTK's focus navigation moved on")
    }

    @Test func aFocusedEntryTypesItsCharactersBeforeAnyMapping() throws {
        let window = try show(focusing: screen.entry)
        defer { window.close() }
        try window.input.type("qxQ")
        window.waitUntil { screen.entry.text == "qxQ" }
        // The entry has no use for Control-F, so it goes up to the screen.
        try window.input.key("ctrl+f")
        window.waitUntil { recorder.actions.count >= 1 }
        window.wait(seconds: 0.1)
        #expect(screen.entry.text == "qxQ")
        #expect(recorder.actions == ["screen find"])
    }

    @Test func withNothingFocusedTheContentViewIsAsked() throws {
        let window = try show(focusing: nil)
        defer { window.close() }
        try window.input.key("q")
        window.waitUntil { recorder.actions.count >= 1 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["screen q"])
        #expect(focus(in: window) == nil)
    }

    @Test func anInsensitiveScreenReportsNoKeys() throws {
        let window = try show(focusing: nil)
        defer { window.close() }
        screen.isEnabled = false
        try window.input.key("q", "x")
        window.wait(seconds: 0.3)
        #expect(recorder.actions.isEmpty)
    }

    @Test func tabAndShiftTabMoveFocusEvenWhenTheScreenMapsThem() throws {
        screen.extraKeys = [KeyPress(.tab), KeyPress(.tab, modifierFlags: .shift)]
        let window = try show(focusing: screen.button)
        defer { window.close() }
        try window.input.key("Tab")
        window.waitUntil { focus(in: window) != screen.button.widget }
        let afterTab = focus(in: window)
        try window.input.key("shift+Tab")
        window.waitUntil { focus(in: window) == screen.button.widget }
        window.wait(seconds: 0.1)
        #expect(afterTab != nil && afterTab != screen.button.widget)
        #expect(focus(in: window) == screen.button.widget)
        #expect(recorder.actions.isEmpty)
    }

    @Test func eachNamedKeyAndModifierArrivesAsTheKeyPressItNames() throws {
        let named: [Key] = [
            .return, .space, .escape, .deleteBackward, .deleteForward, .upArrow, .downArrow, .leftArrow,
            .rightArrow, .home, .end, .pageUp, .pageDown,
        ]
        screen.extraKeys =
            named.map { KeyPress($0) } + [
                KeyPress(.upArrow, modifierFlags: .shift), KeyPress("q", modifierFlags: .alternate),
                KeyPress("q", modifierFlags: .command), KeyPress("7"),
            ]
        let window = try show(focusing: nil)
        defer { window.close() }
        try window.input.key(
            "Return", "space", "Escape", "BackSpace", "Delete", "Up", "Down", "Left", "Right", "Home", "End",
            "Prior", "Next", "KP_Enter", "KP_Home", "shift+Up", "alt+q", "super+q", "7")
        window.waitUntil { recorder.actions.count >= 19 }
        // With Caps Lock on, GDK reports `Q`, but no Shift is held.
        try window.input.key("Caps_Lock", "q")
        try window.input.key("Caps_Lock")
        window.waitUntil { recorder.actions.count >= 20 }
        window.wait(seconds: 0.1)
        #expect(
            recorder.actions == [
                "return", "space", "escape", "deleteBackward", "deleteForward", "upArrow", "downArrow",
                "leftArrow", "rightArrow", "home", "end", "pageUp", "pageDown", "return", "home",
                "shift+upArrow", "alternate+q", "command+q", "7", "screen q",
            ])
    }

    @Test func aKeyReachesAMappingInsideAScrolledWindow() throws {
        let scroller = GTKScrolledWindow()
        scroller.contentView = screen
        screen.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(scroller, width: 320, height: 300)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(screen.panelButton.widget)
        try window.input.key("x")
        window.waitUntil { recorder.actions.count >= 1 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["panel x"])
    }

    @Test func aKeyReachesTheMappingOfTheListRowThatHasFocusOrHoldsIt() throws {
        let rows = KeyRows()
        let list = GTKListView { KeyRow() }
        list.dataSource = rows
        list.actionHandler = AnyActionHandlingProvider(recorder)
        list.reloadData()
        let window = GTKTestWindow(list, width: 320, height: 300)
        defer { window.close() }
        try window.input.focusWindow()
        // A click on a row focuses its list item, which holds the row view.
        try window.input.click(try #require(list.rowView(at: 1)), at: Point(x: 200, y: 10))
        try window.input.key("Delete")
        window.waitUntil { recorder.actions.count >= 1 }
        gtk_widget_grab_focus(try #require(list.rowView(at: 2)).button.widget)
        try window.input.key("Delete")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["delete 1", "delete 2"])
    }

    /// GTK's list keeps the item that has the focus bound, so its row view is never recycled to
    /// show another row while it has the focus, as the porting article asks.
    @Test func aRowThatHasTheFocusKeepsItsRowViewWhileScrolledFarAway() throws {
        let rows = KeyRows()
        rows.count = 1_000
        let list = GTKListView { KeyRow() }
        list.dataSource = rows
        list.actionHandler = AnyActionHandlingProvider(recorder)
        list.reloadData()
        let window = GTKTestWindow(list, width: 320, height: 300)
        defer { window.close() }
        try window.input.focusWindow()
        let focusedRow = try #require(list.rowView(at: 1))
        let otherRow = try #require(list.rowView(at: 2))
        try window.input.click(focusedRow, at: Point(x: 200, y: 10))
        list.scrollToRow(900)
        window.waitUntil { list.indexesForVisibleRows.contains(900) }
        window.wait(seconds: 0.3)
        try window.input.key("Delete")
        window.waitUntil { recorder.actions.count >= 1 }
        window.wait(seconds: 0.1)
        #expect(list.row(for: otherRow) != 2, "the rows around it were recycled")
        #expect(list.row(for: focusedRow) == 1, "GTK keeps the focused row bound")
        #expect(recorder.actions == ["delete 1"])
    }
}
