import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct SliderTests {
    let window = makeWindow()

    private func sliderInWindow(continuous: Bool = true) -> Slider {
        let slider = Slider(minimumValue: 0, maximumValue: 10, value: 0)
        slider.isContinuous = continuous
        slider.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        window.addSubview(slider)
        return slider
    }

    @Test func aContinuousSlideSendsValueChangedAtEveryStep() throws {
        let slider = sliderInWindow()
        try slider.slide(to: 8, steps: 4)
        #expect(slider.value == 8)
        #expect(
            controlEvents(of: slider) == [.touchDown] + Array(repeating: .valueChanged, count: 4) + [
                .touchUpInside
            ])
    }

    @Test func aNonContinuousSlideSendsValueChangedOnceAtTheEnd() throws {
        let slider = sliderInWindow(continuous: false)
        try slider.slide(to: 8, steps: 4)
        #expect(controlEvents(of: slider) == [.touchDown, .valueChanged, .touchUpInside])
    }

    @Test func aSlideThatChangesNothingSendsNoValueChanged() throws {
        let slider = sliderInWindow()
        try slider.slide(to: -5, steps: 3)
        #expect(slider.value == 0)
        #expect(controlEvents(of: slider) == [.touchDown, .touchUpInside])
    }

    @Test func theTargetIsClampedIntoRange() throws {
        let slider = sliderInWindow()
        try slider.slide(to: 50, steps: 2)
        #expect(slider.value == 10)
    }

    @Test func theValueIsAlwaysClamped() {
        let slider = Slider(minimumValue: 0, maximumValue: 10, value: 5)
        slider.value = 11
        #expect(slider.value == 10)
        slider.value = -.infinity
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0, "NaN is ignored")
    }

    @Test func boundsThatCrossPushTheOtherBound() {
        let slider = Slider(minimumValue: 0, maximumValue: 10, value: 5)
        slider.minimumValue = 20
        #expect(slider.maximumValue == 20)
        #expect(slider.value == 20)
        slider.maximumValue = 3
        #expect(slider.minimumValue == 3)
        #expect(slider.value == 3)
        slider.maximumValue = .nan
        #expect(slider.maximumValue == 3)
    }

    @Test func invalidSlidesAreRefusedWithoutChangingAnything() {
        let slider = sliderInWindow()
        #expect(
            refusal(of: try slider.slide(to: .nan))?.reason
                == .invalidArgument("the target value must not be NaN"))
        #expect(
            refusal(of: try slider.slide(to: 5, steps: 0))?.reason
                == .invalidArgument("steps must be at least 1, got 0"))
        #expect(slider.value == 0)
        #expect(slider.eventLog.isEmpty)
    }

    @Test func dumpsItsValueAndRange() {
        #expect(
            Slider(minimumValue: 0, maximumValue: 10, value: 2.5).dumpAttributes == ["value=2.5 in 0...10"])
    }

    @Test("An arrow on a focused slider steps the value by a tenth of the range, with valueChanged")
    func anArrowOnAFocusedSliderStepsItsValue() {
        let slider = sliderInWindow(continuous: false)
        slider.minimumValue = -10
        slider.value = 0
        window.isFullKeyboardAccessEnabled = true
        slider.becomeFirstResponder()
        #expect(window.press(.rightArrow) === slider)
        #expect(slider.value == 2)
        window.press(.upArrow)
        #expect(slider.value == 4)
        window.press(.leftArrow)
        window.press(.downArrow)
        window.press(.downArrow)
        #expect(slider.value == -2)
        #expect(controlEvents(of: slider) == Array(repeating: .valueChanged, count: 5))
    }

    @Test func anArrowAtABoundChangesNothingAndSendsNothing() {
        let slider = sliderInWindow()
        slider.value = 9.5
        window.isFullKeyboardAccessEnabled = true
        slider.becomeFirstResponder()
        window.press(.rightArrow)
        #expect(slider.value == 10, "clamped")
        #expect(window.press(.rightArrow) === slider, "the slider still takes the key")
        #expect(slider.value == 10)
        #expect(controlEvents(of: slider) == [.valueChanged])
    }

    @Test func aFocusedSliderIgnoresModifiedArrowsAndOtherKeys() {
        let slider = sliderInWindow()
        window.isFullKeyboardAccessEnabled = true
        slider.becomeFirstResponder()
        #expect(window.press(.rightArrow, modifierFlags: .command) == nil)
        #expect(window.press(.space) == nil)
        #expect(window.press(.home) == nil)
        #expect(slider.value == 0)
        #expect(slider.eventLog.isEmpty)
    }
}
