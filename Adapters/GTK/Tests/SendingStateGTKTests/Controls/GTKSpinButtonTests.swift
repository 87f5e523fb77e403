import CGtk
import HeadlessWidgets
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKSpinButtonTests {
    /// A box around a spin button whose control events are mapped.
    final class SpinBox: GTKBox, EventForwardingProvider {
        let spin = GTKSpinButton(minimumValue: 0, maximumValue: 10, value: 5)

        /// Where the focus goes next, for a person to tab to.
        let next = GTKButton(title: "Next")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(spin)
            addSubview(next)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(spin) { spin, ctx in
                for event: ControlEvents in [.touchDown, .touchUpInside, .valueChanged] {
                    ctx.control(event) { ["\(event) \(spin.value)"] }
                }
            }
        }
    }

    let box = SpinBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    /// The center of the spin button's + or − button, in the spin button's coordinates.
    private func centerOfButton(_ cssClass: String) throws -> Point {
        var child = gtk_widget_get_first_child(box.spin.widget)
        while let button = child, gtk_widget_has_css_class(button, cssClass) == 0 {
            child = gtk_widget_get_next_sibling(button)
        }
        var bounds = graphene_rect_t()
        guard let button = child, gtk_widget_compute_bounds(button, box.spin.widget, &bounds) != 0 else {
            throw RealInputError("no \(cssClass) button")
        }
        return Point(
            x: Double(bounds.origin.x + bounds.size.width / 2),
            y: Double(bounds.origin.y + bounds.size.height / 2))
    }

    @Test func aClickOnPlusReportsTouchDownThenValueChangedThenTouchUpInside() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.spin, at: centerOfButton("up"))
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown] 5.0", "[valueChanged] 6.0", "[touchUpInside] 6.0"])
        #expect(box.spin.value == 6)
    }

    @Test func aClickOnMinusStepsTheValueDown() throws {
        box.spin.stepValue = 0.5
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.spin, at: centerOfButton("down"))
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown] 5.0", "[valueChanged] 4.5", "[touchUpInside] 4.5"])
    }

    @Test func aClickAtTheEndOfTheRangeReportsNoValueChanged() throws {
        box.spin.value = 10
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.spin, at: centerOfButton("up"))
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown] 10.0", "[touchUpInside] 10.0"])
    }

    @Test func typingANumberAndPressingReturnReportsOneValueChanged() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(box.spin.widget)
        try window.input.key("ctrl+a")
        try window.input.type("8")
        try window.input.key("Return")
        window.waitUntil { box.spin.value == 8 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[valueChanged] 8.0"])
    }

    @Test func typingANumberAndTabbingAwayReportsOneValueChanged() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(box.spin.widget)
        try window.input.type("3")
        try window.input.key("Tab")
        window.waitUntil { box.spin.value == 3 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[valueChanged] 3.0"])
        #expect(gtk_widget_has_focus(box.next.widget) != 0)
    }

    @Test func aClickOnTheTextReportsOnlyTheTouches() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.spin, at: Point(x: 10, y: window.input.center(of: box.spin).y))
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown] 5.0", "[touchUpInside] 5.0"])
    }

    @Test func theSpinButtonShowsAsManyDecimalsAsTheStepNeeds() {
        let spin = GTKSpinButton(value: 4, stepValue: 0.25)
        #expect(String(cString: gtk_editable_get_text(cgtk_editable(spin.widget))) == "4.00")
        spin.stepValue = 0.5
        #expect(String(cString: gtk_editable_get_text(cgtk_editable(spin.widget))) == "4.0")
        spin.stepValue = 2
        #expect(String(cString: gtk_editable_get_text(cgtk_editable(spin.widget))) == "4")
    }

    @Test func aStepThatIsNotGreaterThanZeroChangesNothingAndIsReported() {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            let spin = GTKSpinButton(stepValue: 0)
            #expect(spin.stepValue == 1)
            spin.stepValue = 0.5
            spin.stepValue = -2
            spin.stepValue = .nan
            #expect(spin.stepValue == 0.5)
        }
        #expect(diagnostics.reports.count == 3)
        #expect(diagnostics.reports.last?.description.contains("its step stays 0.5") == true)
    }

    @Test func valuesAndRangesSetByCodeReportNothing() {
        let window = GTKTestWindow(box)
        defer { window.close() }
        box.spin.value = 7
        box.spin.maximumValue = 6
        box.spin.minimumValue = 2
        box.spin.stepValue = 2
        window.wait(seconds: 0.1)
        #expect(box.spin.value == 6)
        #expect(box.spin.minimumValue == 2)
        #expect(box.spin.maximumValue == 6)
        #expect(box.spin.stepValue == 2)
        #expect(recorder.actions.isEmpty)
    }

    @Test func theValueIsClampedToTheRange() {
        let spin = GTKSpinButton(minimumValue: 2, maximumValue: 4, value: 9, stepValue: 0.25)
        #expect(spin.value == 4)
        #expect(spin.minimumValue == 2)
        #expect(spin.maximumValue == 4)
        #expect(spin.stepValue == 0.25)
    }

    @Test func aSpinButtonIsAdjustableToAssistiveTechnology() {
        #expect(GTKSpinButton().accessibilityRole == .adjustable)
    }
}
