import CGtk
import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKMenuTests {
    @Test func aMenuOfAnActionNotAddedThrows() throws {
        let checkout = try GTKAction("checkout")
        #expect(throws: GTKMenuError.actionNotAdded("checkout")) {
            try GTKMenu([.section([.command("Checkout", checkout)])])
        }
    }

    /// An open menu grabs its display's pointer and keyboard, which would take real input from the
    /// tests running beside it, so GTKMainLoopProbe opens it on a display of its own.
    @Test func anItemChosenWithRealInputRunsItsActionShowsItsShortcutAndIsInsensitiveWhileDisabled() throws {
        let lines = try runProbe("menu")
        #expect(
            lines == [
                #"shown: true, labels: ["Checkout", "Ctrl+K"]"#,
                #"found: ["menuItem \"Checkout\" focused"]"#,
                #"reported: ["checkout"], shown: false"#,
                "disabled items take input: [false]",
                #"found: ["menuItem \"Checkout\" disabled"]"#,
                #"reported: ["checkout"]"#,
            ])
    }

    @Test func aToggleIsACheckItemAndAChoiceRadioItemsThatAPersonsClicksAndShortcutsChange() throws {
        let lines = try runProbe("stateful-menu")
        #expect(
            lines == [
                #"found: ["menuItem \"Dark style\" focused value \"off\"", "menuItem \"By name\" value \"on\"", "menuItem \"By price\" value \"off\""]"#,
                #"dark style: true, reported: ["dark style true"]"#,
                #"found: ["menuItem \"Dark style\" focused value \"on\"", "menuItem \"By name\" value \"on\"", "menuItem \"By price\" value \"off\""]"#,
                #"sort: price, reported: ["dark style true", "sort by price"]"#,
                "dark style: false, reported: dark style false",
            ])
    }

    @Test func aHeaderBarIsTheWindowsTitleBarWithItsWidgetsAtItsEnds() throws {
        let window = GTKWindow(title: "Header", width: 300, height: 200)
        defer { window.close() }
        let bar = GTKHeaderBar()
        let back = GTKButton(title: "Back")
        let menu = GTKMenuButton(menu: try GTKMenu([]))
        bar.packStart(back)
        bar.packEnd(menu)
        window.titleBar = bar
        #expect(gtk_window_get_titlebar(cgtk_window(window.widget)) == bar.widget)
        #expect(bar.startWidgets.map(\.widget) == [back.widget])
        #expect(bar.endWidgets.map(\.widget) == [menu.widget])
        #expect(gtk_widget_get_parent(back.widget) != nil)
        let title = GTKLabel(text: "Groceries")
        let end = GTKButton(title: "Share")
        bar.titleView = title
        bar.packEnd(end)
        #expect(
            bar.accessibilityChildren.map(\.widget) == [back.widget, title.widget, end.widget, menu.widget],
            "as they read: start, title, then the end widgets from the left")
        #expect(back.accessibilityParent === bar && title.accessibilityParent === bar)
        #expect(window.rootNode.accessibilityChildren.map(\.widget) == [bar.widget])
        window.titleBar = nil
        #expect(gtk_window_get_titlebar(cgtk_window(window.widget)) == nil)
    }

    /// The title bar is set before the window is shown: GTK unrealizes a shown window to change it.
    @Test func aWindowsRootNodeIsTheWindowNamedByItsTitleShowingItsHeaderBarsWidgets() throws {
        let window = GTKWindow(title: "Header", width: 300, height: 200)
        defer { window.close() }
        let bar = GTKHeaderBar()
        let back = GTKButton(title: "Back")
        bar.packStart(back)
        window.titleBar = bar
        #expect(window.rootNode.accessibilityRole == .window)
        #expect(window.rootNode.accessibilityName == "Header")
        #expect(window.rootNode.accessibilityChildren.map(\.widget) == [bar.widget])
        window.present()
        #expect(GTKMainLoop.iterate(timeout: 3) { back.isPerceivable }, "mapped and laid out")
        #expect(try window.rootNode.get(.role(.button, name: "Back")) === back)
        #expect(window.rootNode.semanticsDump() == "window \"Header\"\n  button \"Back\"\n")
    }

    @Test func aHeaderBarShowsItsTitleViewInPlaceOfTheTitle() {
        let bar = GTKHeaderBar()
        let switcher = GTKStackSwitcher(stack: GTKStack())
        bar.titleView = switcher
        #expect(gtk_header_bar_get_title_widget(cgtk_header_bar(bar.widget)) == switcher.widget)
        bar.titleView = nil
        #expect(gtk_header_bar_get_title_widget(cgtk_header_bar(bar.widget)) == nil)
    }
}
