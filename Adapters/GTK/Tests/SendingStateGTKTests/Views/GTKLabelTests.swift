import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKLabelTests {
    @Test func theTextIsWhatTheLabelShows() {
        let label = GTKLabel(text: "Milk")
        #expect(label.text == "Milk")
        label.text = "Eggs"
        #expect(label.text == "Eggs")
    }

    @Test(arguments: GTKTextAlignment.allCases)
    func theTextAlignmentReadsBackAndJustifiesTheLines(_ alignment: GTKTextAlignment) {
        let label = GTKLabel(text: "Milk")
        #expect(label.textAlignment == .leading)
        label.textAlignment = alignment
        #expect(label.textAlignment == alignment)
        let (x, justification): (Float, GtkJustification) =
            switch alignment {
            case .leading: (0, GTK_JUSTIFY_LEFT)
            case .center: (0.5, GTK_JUSTIFY_CENTER)
            case .trailing: (1, GTK_JUSTIFY_RIGHT)
            }
        #expect(gtk_label_get_xalign(cgtk_label(label.widget)) == x)
        #expect(gtk_label_get_justify(cgtk_label(label.widget)) == justification)
    }

    @Test(arguments: GTKTextOverflow.allCases)
    func theOverflowReadsBackAsGTKsWrapAndEllipsis(_ overflow: GTKTextOverflow) {
        let label = GTKLabel(text: "Organic Milk")
        #expect(label.overflow == .grow)
        label.overflow = overflow
        #expect(label.overflow == overflow)
        #expect((gtk_label_get_wrap(cgtk_label(label.widget)) != 0) == (overflow == .wrap))
        let ellipsize: PangoEllipsizeMode =
            switch overflow {
            case .grow, .wrap: PANGO_ELLIPSIZE_NONE
            case .truncateHead: PANGO_ELLIPSIZE_START
            case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .truncateTail: PANGO_ELLIPSIZE_END
            }
        #expect(gtk_label_get_ellipsize(cgtk_label(label.widget)) == ellipsize)
    }

    @Test func aTruncatingLabelFitsANarrowWindowAndAGrowingOneDoesnt() {
        let text = String(repeating: "Organic milk from the farm ", count: 8)
        let truncating = GTKLabel(text: text)
        truncating.overflow = .truncateTail
        let growing = GTKLabel(text: text)
        let box = GTKBox(axis: .vertical)
        box.addSubview(truncating)
        let window = GTKTestWindow(box, width: 200, height: 100)
        defer { window.close() }
        #expect(gtk_widget_get_width(truncating.widget) <= 200)
        var natural: Int32 = 0
        gtk_widget_measure(growing.widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        var minimum: Int32 = 0
        gtk_widget_measure(truncating.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
        #expect(natural > 600)
        #expect(minimum < 100)
    }

    /// A box whose label has a tap mapped on it.
    final class LabelBox: GTKBox, EventForwardingProvider {
        let label = GTKLabel(text: "Tap me")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(label)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(label) { _, ctx in ctx.tapGesture { ["tapped"] } }
        }
    }

    @Test func aLabelIsASenderThatGesturesCanBeMappedOn() throws {
        let box = LabelBox()
        let recorder = Recorder<String>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.label)
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == ["tapped"])
    }
}
