import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWidgetSignalsTests {
    enum DetailAction: Equatable {
        case expanded(Bool)
        case opened
    }

    /// A GtkExpander, which the module has no wrapper for, whose "notify::expanded" is reported as
    /// `valueChanged`: the example of the article "Wrapping any GTK widget".
    final class DetailsView: GTKBox, EventForwardingProvider {
        let expander = GTKWidget(widget: gtk_expander_new("Details"))

        init() throws(GTKSignalError) {
            super.init(axis: .vertical)
            addSubview(expander)
            try expander.report("notify::expanded", as: .control(.valueChanged))
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(expander) { expander, ctx in
                ctx.control(.valueChanged) {
                    [DetailAction.expanded(gtk_expander_get_expanded(OpaquePointer(expander.widget)) != 0)]
                }
            }
        }
    }

    @Test func aSignalReportedAsAControlEventDeliversTheActionMappedToItOnARealClick() throws {
        let box = try DetailsView()
        box.setMargins(20)
        let recorder = Recorder<DetailAction>()
        box.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.expander)
        window.settle()
        try window.input.click(box.expander, at: Point(x: 10, y: 8))
        window.settle()
        #expect(recorder.actions == [.expanded(true), .expanded(false)])
    }

    /// A GtkLinkButton whose "activate-link" reports `primaryActionTriggered` and is answered.
    final class LinkView: GTKBox, EventForwardingProvider {
        let link = GTKWidget(widget: gtk_link_button_new("https://example.org"))

        init() throws(GTKSignalError) {
            super.init(axis: .vertical)
            addSubview(link)
            try link.connect("activate-link") { [weak link] arguments in
                link?.ss.report(.control(.primaryActionTriggered))
                arguments.setReturn(true)  // handled: GTK opens nothing
            }
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(link) { _, ctx in ctx.control(.primaryActionTriggered) { [DetailAction.opened] } }
        }
    }

    @Test func aClosureAnswersASignalThatReturnsABooleanAndReportsAnOccurrence() throws {
        let view = try LinkView()
        let recorder = Recorder<DetailAction>()
        view.ss.addActionHandler(to: recorder)
        cgtk_button_emit_clicked(view.link.widget)
        #expect(recorder.actions == [.opened])
        // GTK marks a link visited only when no handler has handled "activate-link".
        #expect(gtk_link_button_get_visited(OpaquePointer(view.link.widget)) == 0)
    }

    @Test func aConnectedClosureReadsTheEmissionsParametersByType() throws {
        let entry = GTKWidget(widget: gtk_entry_new())
        var seen: [String] = []
        try entry.connect("notify::text") { arguments in
            seen.append(
                "count \(arguments.count), object \(arguments.pointer(0) == UnsafeMutableRawPointer(entry.widget)), "
                    + "int \(arguments.int(0)), string \(arguments.string(0) ?? "nil"), past the end "
                    + "\(arguments.pointer(5) == nil)")
        }
        gtk_editable_set_text(cgtk_editable(entry.widget), "milk")
        #expect(seen == ["count 2, object true, int 0, string nil, past the end true"])
    }

    @Test func aSignalThatReturnsABooleanTakesTheClosuresAnswer() throws {
        let window = GTKWidget(widget: gtk_window_new())
        var asked = 0
        try window.connect("close-request") { arguments in
            asked += 1
            arguments.setReturn(true)  // refuse to close
        }
        gtk_window_present(cgtk_window(window.widget))
        GTKMainLoop.iterate(timeout: 3) { gtk_widget_get_mapped(window.widget) != 0 }
        gtk_window_close(cgtk_window(window.widget))
        #expect(asked == 1)
        #expect(gtk_widget_get_visible(window.widget) != 0)
        gtk_window_destroy(cgtk_window(window.widget))
    }

    @Test func anUnknownSignalThrowsAndConnectsNothing() {
        let label = GTKLabel(text: "Milk")
        #expect(throws: GTKSignalError.unknownSignal("clicked", type: "GtkLabel")) {
            try label.connect("clicked") { _ in Issue.record("an unknown signal ran its closure") }
        }
        #expect(
            GTKSignalError.unknownSignal("clicked", type: "GtkLabel").description
                == "GtkLabel has no signal \"clicked\"")
    }

    @Test func anObjectThatIsNotAGObjectThrows() {
        let label = GTKLabel(text: "Milk")
        var notAnObject = 0
        #expect(throws: GTKSignalError.notAnObject) {
            try withUnsafeMutablePointer(to: &notAnObject) { pointer in
                try label.connect("clicked", of: UnsafeMutableRawPointer(pointer)) { _ in }
            }
        }
    }

    @Test func aSignalOfAnObjectThatBelongsToTheWidgetIsConnectedThere() throws {
        let spin = GTKSpinButton(minimumValue: 0, maximumValue: 10)
        let adjustment = UnsafeMutableRawPointer(
            gtk_spin_button_get_adjustment(cgtk_spin_button(spin.widget)))
        var values: [Double] = []
        try spin.connect("value-changed", of: adjustment) { _ in values.append(spin.value) }
        spin.value = 4
        #expect(values == [4])
    }

    @Test func aDisconnectedHandlerRunsNoMoreAndDisconnectingAgainIsIgnored() throws {
        let entry = GTKWidget(widget: gtk_entry_new())
        var runs = 0
        let handler = try entry.connect("changed") { _ in runs += 1 }
        gtk_editable_set_text(cgtk_editable(entry.widget), "a")
        entry.disconnect(handler)
        entry.disconnect(handler)
        gtk_editable_set_text(cgtk_editable(entry.widget), "b")
        #expect(runs == 1)
    }

    @Test func aHandlerIsDisconnectedOnlyFromTheObjectItWasConnectedTo() throws {
        let first = GTKWidget(widget: gtk_entry_new())
        let second = GTKWidget(widget: gtk_entry_new())
        var runs = 0
        let handler = try first.connect("changed") { _ in runs += 1 }
        second.disconnect(handler)
        gtk_editable_set_text(cgtk_editable(first.widget), "a")
        #expect(runs == 1)
    }
}
