import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// SendingState's accessibility audit reads a live GTK window through the adapter's tree: each
/// rule that GTK can answer finds what breaks it, with GTK's own sizes and Tab order.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKAccessibilityAuditTests {
    /// A screen with a header and two named buttons, which passes the standard audit.
    final class Screen: GTKBox {
        let title = GTKLabel(text: "Groceries")
        let buy = GTKButton(title: "Buy milk")
        let pay = GTKButton(title: "Pay")

        init() {
            super.init(axis: .vertical, spacing: 8)
            title.accessibilityRole = .header
            for widget in [title, buy, pay] as [GTKWidget] { addSubview(widget) }
        }
    }

    @Test func aScreenOfNamedButtonsPassesTheStandardAudit() throws {
        let window = GTKTestWindow(Screen(), width: 240, height: 200)
        defer { window.close() }
        try window.auditAccessibility()
        #expect(
            window.semanticsDump() == "header \"Groceries\"\nbutton \"Buy milk\" focused\nbutton \"Pay\"\n")
    }

    @Test func aButtonNamedOnlyByAGlyphIsFoundUntilItIsLabelled() {
        let screen = Screen()
        let star = GTKButton(title: "★")
        screen.addSubview(star)
        let window = GTKTestWindow(screen, width: 240, height: 240)
        defer { window.close() }
        #expect(window.accessibilityFindings().map(\.rule) == [.name])
        #expect(window.accessibilityFindings().first?.path == #"Screen > GTKButton "★""#)
        star.accessibilityLabel = "Favourite"
        #expect(window.accessibilityFindings().isEmpty)
    }

    @Test func gtksButtonsAreUnderTheEnhancedTargetSize() throws {
        let window = GTKTestWindow(Screen(), width: 240, height: 200)
        defer { window.close() }
        let findings = window.accessibilityFindings(.enhanced)
        #expect(findings.map(\.rule) == [.targetSize, .targetSize], "\(findings)")
        let frame = try #require(try window.get(.role(.button, name: "Pay")).accessibilityFrame)
        #expect(frame.size.height < 44 && frame.size.height >= 24, "GTK's own height: \(frame)")
    }

    /// A sidebar whose margin puts its top below the editor's, level with it in the middle.
    final class SidebarScreen: GTKBox {
        let search = GTKEntry(placeholder: "Search")
        let editor = GTKEntry(placeholder: "Note")

        init() {
            super.init(axis: .horizontal)
            let sidebar = GTKBox(axis: .vertical)
            sidebar.margins = GTKEdgeInsets(all: 12)
            sidebar.expandsVertically = true
            sidebar.addSubview(search)
            search.expandsVertically = true
            editor.expandsVertically = true
            editor.expandsHorizontally = true
            addSubview(sidebar)
            addSubview(editor)
        }
    }

    @Test func columnsLevelInTheMiddleAreInTabOrderFromLeftToRightWhateverTheirMargins() {
        let screen = SidebarScreen()
        let window = GTKTestWindow(screen, width: 400, height: 200)
        defer { window.close() }
        #expect(screen.keyboardFocusOrder().map { $0 === screen.search } == [true, false])
        #expect(window.accessibilityFindings().isEmpty, "\(window.accessibilityFindings())")
    }

    @Test func aButtonThatCantTakeTheFocusIsUnreachableWithTab() {
        let screen = Screen()
        gtk_widget_set_focusable(screen.pay.widget, 0)
        let window = GTKTestWindow(screen, width: 240, height: 200)
        defer { window.close() }
        #expect(window.accessibilityFindings().map(\.rule) == [.keyboardReachable])
        #expect(screen.keyboardFocusOrder().map { $0 === screen.buy } == [true])
    }

    @Test func aGridWhoseRowsAreAddedBottomFirstTabsOutOfReadingOrder() {
        let grid = GTKGrid(rowSpacing: 8)
        let lower = GTKButton(title: "Pay")
        let upper = GTKButton(title: "Buy milk")
        grid.attach(lower, column: 0, row: 1)
        grid.attach(upper, column: 0, row: 0)
        let window = GTKTestWindow(grid, width: 240, height: 200)
        defer { window.close() }
        #expect(grid.keyboardFocusOrder().map { $0 === upper } == [true, false], "GTK sorts by position")
        let findings = window.accessibilityFindings()
        #expect(findings.map(\.rule) == [.focusOrder], "\(findings)")
        #expect(findings.first?.node == #"button "Pay" focused"#, "GTK focuses the first in its tree")
    }

    @Test func realTabKeysMoveTheFocusInTheOrderTheTreeReports() throws {
        // Added in the order a, b, c, d, e, f, on rows 3, 0, 2, 1, 4 and 4, in column 1 but for
        // b and f, in column 0: the rows come top to bottom, a row's buttons left to right.
        let grid = GTKGrid(rowSpacing: 8, columnSpacing: 8)
        let buttons = ["a", "b", "c", "d", "e", "f"].map { GTKButton(title: "Button \($0)") }
        for (button, (column, row)) in zip(buttons, [(1, 3), (0, 0), (1, 2), (1, 1), (1, 4), (0, 4)]) {
            grid.attach(button, column: column, row: row)
        }
        let window = GTKTestWindow(grid, width: 300, height: 320)
        defer { window.close() }
        let order = grid.keyboardFocusOrder()
        #expect(
            order.compactMap { ($0 as? GTKButton)?.title } == [
                "Button b", "Button d", "Button c", "Button a", "Button f", "Button e",
            ])
        try window.input.focusWindow()
        gtk_widget_grab_focus(buttons[1].widget)
        var reached: [String] = []
        for _ in 0..<5 {
            try window.input.key("Tab")
            window.settle()
            reached += buttons.filter { gtk_widget_has_focus($0.widget) != 0 }.map(\.title)
        }
        #expect(reached == ["Button d", "Button c", "Button a", "Button f", "Button e"])
    }

    @Test func aToggleWithoutAValueOrSelectionExposesNoState() {
        let screen = Screen()
        let toggle = GTKButton(title: "Express delivery")
        toggle.accessibilityRole = .toggle
        screen.addSubview(toggle)
        let window = GTKTestWindow(screen, width: 240, height: 240)
        defer { window.close() }
        #expect(window.accessibilityFindings().map(\.rule) == [.state])
        toggle.accessibilityTraits = .selected
        #expect(window.accessibilityFindings().isEmpty)
    }

    @Test func twoButtonsOfTheSameNameReadTheSameUntilOneSaysWhatItActsOn() {
        let screen = Screen()
        let again = GTKButton(title: "Pay")
        screen.addSubview(again)
        let window = GTKTestWindow(screen, width: 240, height: 240)
        defer { window.close() }
        #expect(window.accessibilityFindings().map(\.rule) == [.distinctNames, .distinctNames])
        again.accessibilityLabel = "Pay for the gift"
        #expect(window.accessibilityFindings().isEmpty)
    }

    @Test func gtkKnowsNoBackgroundColourSoContrastIsNotChecked() {
        let window = GTKTestWindow(Screen(), width: 240, height: 200)
        defer { window.close() }
        #expect(window.contentView?.subtree.allSatisfy { $0.accessibilityTextColors == nil } == true)
    }
}
