import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKScrolledWindowTests {
    /// A scrolled window over a tall box, whose scrolling is mapped.
    final class Scroller: GTKScrolledWindow, EventForwardingProvider {
        let content = GTKBox()

        override init() {
            super.init()
            content.setMinimumSize(width: 200, height: 1000)
            contentView = content
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { scroller, ctx in
                ctx.control(.valueChanged) { [scroller.contentOffset] }
            }
        }
    }

    let scroller = Scroller()
    let recorder = Recorder<Point>()

    init() {
        scroller.ss.addActionHandler(to: recorder)
    }

    @Test func eachWheelStepReportsOneValueChangedWithTheNewOffset() throws {
        let window = GTKTestWindow(scroller)
        defer { window.close() }
        try window.input.move(to: scroller)
        // Button 5 is the wheel turning down by one step.
        try window.input.xdotool(["click", "--repeat", "2", "--delay", "50", "5"])
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.3)
        let offsets = recorder.actions.map(\.y)
        #expect(offsets.count == 2)
        #expect(offsets.first.map { $0 > 0 } == true)
        #expect(offsets.last == offsets.first.map { 2 * $0 })
        #expect(recorder.actions.last == scroller.contentOffset)
        #expect(scroller.contentOffset.x == 0)
    }

    @Test func anOffsetSetByCodeIsClampedAndReportsNothing() {
        let window = GTKTestWindow(scroller)
        defer { window.close() }
        scroller.contentOffset = Point(x: 0, y: 300)
        #expect(scroller.contentOffset == Point(x: 0, y: 300))
        scroller.contentOffset = Point(x: -10, y: 5000)
        #expect(scroller.contentOffset == Point(x: 0, y: 1000 - 240))
        window.wait(seconds: 0.1)
        #expect(recorder.actions.isEmpty)
    }

    @Test func anOffsetGTKMovesAsTheContentShrinksReportsNothing() {
        let window = GTKTestWindow(scroller)
        defer { window.close() }
        scroller.contentOffset = Point(x: 0, y: 700)
        scroller.content.setMinimumSize(width: 200, height: 500)
        window.waitUntil { scroller.contentOffset.y < 700 }
        window.wait(seconds: 0.1)
        #expect(scroller.contentOffset == Point(x: 0, y: 500 - 240))
        #expect(recorder.actions.isEmpty)
    }

    @Test func theContentSizeIsTheLaidOutSizeOfTheContent() {
        #expect(scroller.contentSize == .zero)
        let window = GTKTestWindow(scroller)
        defer { window.close() }
        #expect(scroller.contentSize == Size(width: 320, height: 1000))
    }

    @Test func theScrolledWindowHoldsItsContentViewUntilItIsReplaced() {
        let scroller = GTKScrolledWindow()
        weak var first: GTKLabel?
        do {
            let label = GTKLabel(text: "First")
            first = label
            scroller.contentView = label
        }
        #expect(first != nil)
        scroller.contentView = GTKLabel(text: "Second")
        #expect(first == nil)
        #expect((scroller.contentView as? GTKLabel)?.text == "Second")
    }

    @Test func aContentViewAddedToABoxLeavesTheScrolledWindow() {
        let scroller = GTKScrolledWindow()
        let label = GTKLabel(text: "Moved")
        scroller.contentView = label
        let box = GTKBox()
        box.addSubview(label)
        #expect(scroller.contentView == nil)
        #expect(gtk_scrolled_window_get_child(cgtk_scrolled_window(scroller.widget)) == nil)
        #expect(gtk_widget_get_parent(label.widget) == box.widget)
    }

    @Test func aScrolledWindowHasNoRoleOfItsOwnToAssistiveTechnology() {
        #expect(GTKScrolledWindow().accessibilityRole == .none)
    }

    /// GTK 4.8 reads an unnamed scroll pane as nothing but its role.
    @Test func aScrolledWindowWithoutALabelIsNamedAfterItsContentAndItsOwnLabelWins() {
        let editor = GTKScrolledWindow()
        let notes = GTKTextView()
        notes.accessibilityLabel = "Note"
        editor.contentView = notes
        #expect(cgtk_accessible_label_is(editor.widget, "Note") != 0)
        let scrollBar = gtk_scrolled_window_get_vscrollbar(cgtk_scrolled_window(editor.widget))
        #expect(cgtk_accessible_label_is(scrollBar, "Note, vertical scroll bar") != 0)
        notes.accessibilityLabel = "Memo"
        #expect(cgtk_accessible_label_is(editor.widget, "Memo") != 0)
        editor.accessibilityLabel = "Editor"
        notes.accessibilityLabel = "Note"
        #expect(cgtk_accessible_label_is(editor.widget, "Editor") != 0)
        editor.accessibilityLabel = nil
        #expect(cgtk_accessible_label_is(editor.widget, "Note") != 0)
        let button = GTKButton(title: "Load more")
        editor.contentView = button
        #expect(cgtk_accessible_label_is(editor.widget, "Load more") != 0)
        button.title = "Load all"
        #expect(cgtk_accessible_label_is(editor.widget, "Load all") != 0)
    }
}
