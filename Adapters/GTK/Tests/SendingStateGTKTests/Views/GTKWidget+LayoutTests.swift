import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import Testing

/// Layout and style without raw GTK calls: expanding, alignment, margins and style classes reach
/// GTK, and GTK lays the widgets out by them.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWidgetLayoutTests {
    @Test func aWidgetThatExpandsVerticallyTakesTheSpareHeight() {
        let box = GTKBox(axis: .vertical)
        let top = GTKLabel(text: "Top")
        let table = GTKBox(axis: .vertical)
        box.addSubview(top)
        box.addSubview(table)
        #expect(!table.expandsVertically)
        table.expandsVertically = true
        #expect(table.expandsVertically)
        #expect(gtk_widget_get_vexpand(table.widget) != 0)
        let window = GTKTestWindow(box, width: 200, height: 300)
        defer { window.close() }
        #expect(gtk_widget_get_height(table.widget) > 200)
        #expect(gtk_widget_get_height(top.widget) < 100)
    }

    @Test(arguments: GTKAlignment.allCases)
    func anAlignmentReachesGTKAndReadsBack(_ alignment: GTKAlignment) {
        let label = GTKLabel(text: "Milk")
        label.horizontalAlignment = alignment
        label.verticalAlignment = alignment
        #expect(label.horizontalAlignment == alignment)
        #expect(label.verticalAlignment == alignment)
        let expected: GtkAlign =
            switch alignment {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            }
        #expect(gtk_widget_get_halign(label.widget) == expected)
        #expect(gtk_widget_get_valign(label.widget) == expected)
    }

    @Test func aWidgetAlignedAtTheEndSitsAtTheRightOfItsSpace() {
        let box = GTKBox(axis: .vertical)
        let button = GTKButton(title: "Pay")
        button.horizontalAlignment = .end
        box.addSubview(button)
        let window = GTKTestWindow(box, width: 300, height: 100)
        defer { window.close() }
        let position =
            (try? RealInput(window: window.window).windowPosition(of: .init(x: 0, y: 0), in: button))
        #expect(gtk_widget_get_width(button.widget) < 150)
        #expect((position?.x ?? 0) > 150)
    }

    @Test func marginsAreEachSideInPixelsWithLeadingAndTrailingAsTheLanguageReads() {
        let label = GTKLabel(text: "Notes")
        #expect(label.margins == .zero)
        label.margins = GTKEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(label.margins == GTKEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(gtk_widget_get_margin_top(label.widget) == 1)
        #expect(gtk_widget_get_margin_start(label.widget) == 2)
        #expect(gtk_widget_get_margin_bottom(label.widget) == 3)
        #expect(gtk_widget_get_margin_end(label.widget) == 4)
        label.margins = GTKEdgeInsets(all: 12)
        #expect(label.margins == GTKEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
        let box = GTKBox()
        box.setMargins(7)
        #expect(box.margins == GTKEdgeInsets(all: 7))
    }

    @Test func styleClassesAreAddedRemovedAndReplacedOnTheWidget() {
        let button = GTKButton(title: "Checkout")
        let own = button.cssClasses
        button.addCSSClass("suggested-action")
        button.addCSSClass("suggested-action")
        #expect(button.cssClasses == own + ["suggested-action"])
        #expect(gtk_widget_has_css_class(button.widget, "suggested-action") != 0)
        button.removeCSSClass("suggested-action")
        button.removeCSSClass("not-there")
        #expect(button.cssClasses == own)
        button.cssClasses = ["heading", "dim-label"]
        #expect(Set(button.cssClasses) == ["heading", "dim-label"])
        button.cssClasses = []
        #expect(button.cssClasses.isEmpty)
    }
}
