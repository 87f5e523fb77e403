import CGtk
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// A popover's content and name.
///
/// Showing one grabs the display, so the real-input test of a button inside a popover is in
/// ContextMenuTests, through GTKMainLoopProbe.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKPopoverTests {
    @Test func aPopoverShowsItsContentViewAndIsHiddenUntilPresented() {
        let popover = GTKPopover()
        let content = GTKBox(axis: .vertical)
        content.addSubview(GTKLabel(text: "Delete everything?"))
        popover.contentView = content
        #expect(gtk_popover_get_child(cgtk_popover(popover.widget)) == content.widget)
        #expect(!popover.isShown)
        #expect(popover.sourceView == nil)
        popover.contentView = nil
        #expect(gtk_popover_get_child(cgtk_popover(popover.widget)) == nil)
    }

    @Test func aPopoverIsNamedByItsAccessibilityLabel() {
        let popover = GTKPopover()
        popover.accessibilityLabel = "Info"
        #expect(cgtk_accessible_label_is(popover.widget, "Info") != 0)
    }
}
