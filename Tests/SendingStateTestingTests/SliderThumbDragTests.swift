import SendingState
import SendingStateTesting
import Testing

/// A slider's pointer input is a drag of its thumb, which reports UIKit's events for one move.
@MainActor
struct SliderThumbDragTests {
    /// What the checker says a slider's thumb drag should report, before what it reported.
    static let expectedOrder =
        "control event order: a drag of a slider's thumb, made by the driver's dragThumb(_:), should "
        + "report [touchDown, touchDragInside, valueChanged, touchUpInside], each once, in that order; "
        + "it reported "

    @Test func aSliderWhoseDragReportsUIKitsEventsForOneMovePasses() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(control: .slider), control: .slider, input: [.pointer, .keyboard])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theCheckerDragsASlidersThumbInsteadOfClickingIt() throws {
        let driver = ScriptedDriver(control: .slider)
        _ = try checkSenderConformance(of: driver, control: .slider, input: [.pointer, .keyboard])
        #expect(driver.calls == ["wait 1.0 seconds", "drag thumb", "wait 1.0 seconds", "key"])
    }

    @Test func aSliderReportingValueChangedBeforeTouchDragInsideFailsNamingTheExpectedOrder() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .sliderValueChangedBeforeTouchDragInside), control: .slider)
        #expect(
            violations.map(\.description) == [
                Self.expectedOrder + "[touchDown, valueChanged, touchDragInside, touchUpInside]"
            ])
    }

    @Test func aSliderForgettingTouchDragInsideFailsNamingTheExpectedOrder() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .sliderDragWithoutTouchDragInside), control: .slider)
        #expect(
            violations.map(\.description) == [Self.expectedOrder + "[touchDown, valueChanged, touchUpInside]"]
        )
    }

    @Test func aDragThatOnlyClicksTheThumbFailsNamingTheExpectedOrder() throws {
        // A driver whose drag is a click: the thumb never moves, so the value never changes.
        struct ClickingDriver: SenderConformanceDriver {
            func makeSender() -> ScriptedSender { ScriptedSender(defect: nil, control: .slider) }
            func click(_ sender: ScriptedSender) { sender.click() }
            func dragThumb(_ sender: ScriptedSender) { sender.click() }
            func perform(_ gesture: GestureEvent, on sender: ScriptedSender) { sender.perform(gesture) }
            func wait(_ duration: Duration, for sender: ScriptedSender) { sender.wait(duration) }
        }
        let violations = try checkSenderConformance(of: ClickingDriver(), control: .slider)
        #expect(violations.map(\.description) == [Self.expectedOrder + "[touchDown, touchUpInside]"])
    }

    /// A driver that clicks but can't drag: it writes no `dragThumb(_:)`.
    struct ClickOnlyDriver: SenderConformanceDriver {
        func makeSender() -> ScriptedSender { ScriptedSender(defect: nil, control: .slider) }
        func click(_ sender: ScriptedSender) { sender.click() }
        func activateWithKeyboard(_ sender: ScriptedSender) { sender.pressKey() }
        func perform(_ gesture: GestureEvent, on sender: ScriptedSender) { sender.perform(gesture) }
        func wait(_ duration: Duration, for sender: ScriptedSender) { sender.wait(duration) }
    }

    @Test func aCheckOfASlidersPointerThrowsWhenTheDriverCanClickButNotDrag() {
        #expect(throws: SenderConformanceDriverError.thumbDragNotImplemented) {
            try checkSenderConformance(of: ClickOnlyDriver(), control: .slider, input: [.pointer, .keyboard])
        }
    }

    @Test func aDriverThatCannotDragStillChecksASlidersKeyboard() throws {
        let violations = try checkSenderConformance(of: ClickOnlyDriver(), control: .slider, input: .keyboard)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aCustomControlWhosePointerActivationIsAThumbDragIsDraggedNotClicked() throws {
        let rangeSlider = SenderConformanceControl(
            "range slider", pointerEvents: [.touchDown, .touchDragInside, .valueChanged, .touchUpInside],
            pointerActivation: .thumbDrag, keyboardEvents: nil)
        let driver = ScriptedDriver(control: .slider)
        let violations = try checkSenderConformance(of: driver, control: rangeSlider)
        #expect(violations.isEmpty, "\(violations)")
        #expect(driver.calls == ["wait 1.0 seconds", "drag thumb"])
    }
}
