import CGtk
import SendingStateGTK
import SendingStateGTKTesting
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKBoxTests {
    @Test func addingASubviewPutsItsWidgetInTheBoxAndMovesItFromAnother() {
        let first = GTKBox()
        let second = GTKBox(axis: .horizontal, spacing: 4)
        let label = GTKLabel(text: "Milk")
        first.addSubview(label)
        #expect(first.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(label)])
        #expect(label.superview === first)
        #expect(gtk_widget_get_parent(label.widget) == first.widget)
        second.addSubview(label)
        #expect(first.subviews.isEmpty)
        #expect(label.superview === second)
        #expect(gtk_widget_get_parent(label.widget) == second.widget)
    }

    @Test func removingASubviewTakesItsWidgetOutOfTheBox() {
        let box = GTKBox()
        let label = GTKLabel()
        box.addSubview(label)
        label.removeFromSuperview()
        #expect(box.subviews.isEmpty)
        #expect(label.superview == nil)
        #expect(gtk_widget_get_parent(label.widget) == nil)
    }

    @Test func aBoxDoesNotKeepItsSuperviewAlive() {
        weak var weakOuter: GTKBox?
        let inner = GTKBox()
        do {
            let outer = GTKBox()
            weakOuter = outer
            outer.addSubview(inner)
        }
        #expect(weakOuter == nil)
        #expect(inner.superview == nil)
    }
}
