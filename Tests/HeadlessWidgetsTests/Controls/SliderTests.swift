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

    @Test func aContinuousSlideSendsValueChangedAtEveryStepAfterTheFingerMoves() throws {
        let slider = sliderInWindow()
        try slider.slide(to: 8, steps: 4)
        #expect(slider.value == 8)
        let step: [ControlEvents] = [.touchDragInside, .valueChanged]
        let expected: [ControlEvents] = [.touchDown] + step + step + step + step + [.touchUpInside]
        #expect(
            controlEvents(of: slider) == expected,
            "as GTK reports a drag on its scale: the move, then the value that follows it")
        #expect(!slider.isHighlighted)
    }

    @Test func aNonContinuousSlideSendsValueChangedOnceAtTheEnd() throws {
        let slider = sliderInWindow(continuous: false)
        try slider.slide(to: 8, steps: 4)
        #expect(
            controlEvents(of: slider)
                == [.touchDown] + Array(repeating: .touchDragInside, count: 4) + [
                    .valueChanged, .touchUpInside,
                ])
    }

    @Test func theFingerFollowsTheThumbInsideTheSlider() throws {
        let slider = sliderInWindow()
        let watcher = TouchWatcher(slider)
        try slider.slide(to: 10, steps: 2)
        #expect(watcher.locations == [Point(x: 0.5, y: 22), Point(x: 100, y: 22), Point(x: 199.5, y: 22)])
        try slider.slide(to: 0, steps: 1)
        #expect(watcher.locations.suffix(2) == [Point(x: 199.5, y: 22), Point(x: 0.5, y: 22)])
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

    @Test func theInitializerClampsTheValueAndOrdersTheBoundsAsThePropertiesDo() {
        #expect(Slider(minimumValue: 0, maximumValue: 10, value: 50).value == 10)
        #expect(Slider(minimumValue: 0, maximumValue: 10, value: -3).value == 0)
        let crossed = Slider(minimumValue: 10, maximumValue: 0, value: 5)
        #expect(crossed.minimumValue == 10)
        #expect(crossed.maximumValue == 10)
        #expect(crossed.value == 10)
        let notANumber = Slider(minimumValue: .nan, maximumValue: 4, value: .nan)
        #expect(notANumber.minimumValue == 0)
        #expect(notANumber.maximumValue == 4)
        #expect(notANumber.value == 0)
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

/// Records where the touches on a view are, through a long press mapped with a zero minimum, which
/// begins as soon as a finger lands and changes with every move.
@MainActor
private final class TouchWatcher: View, EventForwardingProvider, @MainActor ActionHandlingProvider {
    let watched: View
    private(set) var locations: [Point] = []

    init(_ view: View) {
        watched = view
        super.init(frame: .zero)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(watched) { _, ctx in
            ctx.longPressGesture(minimumPressDuration: 0, on: [.began, .changed]) {
                [ctx.gestureValues.location]
            }
        }
    }

    func handle(action: Point) {
        locations.append(action)
    }
}
