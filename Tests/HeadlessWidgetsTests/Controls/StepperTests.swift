import HeadlessWidgets
import SendingState
import SendingStateInput
import Testing

@MainActor
struct StepperTests {
    let window = makeWindow()

    private func stepperInWindow(maximum: Double = 10) -> Stepper {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 100, height: 32))
        stepper.maximumValue = maximum
        window.addSubview(stepper)
        return stepper
    }

    // MARK: - Taps

    @Test func aTapOnPlusStepsUpAfterTouchDownAndBeforeTouchUpInside() throws {
        let stepper = stepperInWindow()
        try stepper.tap(.plus)
        #expect(stepper.value == 1)
        #expect(controlEvents(of: stepper) == [.touchDown, .valueChanged, .touchUpInside])
    }

    @Test func aTapOnMinusStepsDownByTheStepValue() throws {
        let stepper = stepperInWindow()
        stepper.value = 5
        stepper.stepValue = 2.5
        try stepper.tap(.minus)
        #expect(stepper.value == 2.5)
        #expect(controlEvents(of: stepper) == [.touchDown, .valueChanged, .touchUpInside])
    }

    @Test func aTapAtTheCenterIsOnThePlusHalf() throws {
        let stepper = stepperInWindow()
        try stepper.tap()
        #expect(stepper.value == 1)
    }

    @Test func aStepPastABoundChangesNothingAndSendsNoValueChanged() throws {
        let stepper = stepperInWindow(maximum: 1)
        try stepper.tap(.minus)
        stepper.value = 1
        try stepper.tap(.plus)
        #expect(stepper.value == 1)
        #expect(controlEvents(of: stepper) == [.touchDown, .touchUpInside, .touchDown, .touchUpInside])
    }

    @Test func aStepperThatWrapsGoesRoundToTheOtherBound() throws {
        let stepper = stepperInWindow(maximum: 3)
        stepper.wraps = true
        try stepper.tap(.minus)
        #expect(stepper.value == 3)
        try stepper.tap(.plus)
        #expect(stepper.value == 0)
        stepper.value = 2.5
        try stepper.tap(.plus)
        #expect(stepper.value == 0, "a step past the maximum goes to the minimum, not by the remainder")
        stepper.value = 2
        try stepper.tap(.plus)
        #expect(stepper.value == 3, "a step onto a bound stays on it")
        stepper.value = 1
        try stepper.tap(.minus)
        #expect(stepper.value == 0)
    }

    @Test func aStepperThatIsNotContinuousSendsValueChangedOnceAsTheFingerLiftsBeforeTouchUpInside() throws {
        let stepper = stepperInWindow()
        stepper.isContinuous = false
        try stepper.press(.plus, for: 0.6)
        #expect(stepper.value == 3, "at the press, at 0.5 s and at 0.6 s")
        #expect(controlEvents(of: stepper) == [.touchDown, .valueChanged, .touchUpInside])
        stepper.clearEventLog()
        window.clock.advanceWithoutWaiting(by: .seconds(1))
        try stepper.tap(.plus)
        #expect(
            controlEvents(of: stepper) == [.touchDown, .valueChanged, .touchUpInside],
            "a tap reports what the documentation and the checker's stepper contract say")
        stepper.clearEventLog()
        stepper.value = 10
        window.clock.advanceWithoutWaiting(by: .seconds(1))
        try stepper.tap(.plus)
        #expect(controlEvents(of: stepper) == [.touchDown, .touchUpInside], "nothing changed")
    }

    @Test func aTapIsNoPrimaryAction() throws {
        let stepper = stepperInWindow()
        try stepper.tap(.plus)
        #expect(!controlEvents(of: stepper).contains(.primaryActionTriggered))
    }

    // MARK: - Holding

    @Test func holdingAHalfStepsAgainAfterHalfASecondThenEveryTenthOnTheWindowsClock() throws {
        let stepper = stepperInWindow(maximum: 100)
        let start = window.clock.now
        try stepper.press(.plus, for: 1)
        #expect(stepper.value == 7, "at 0, then at 0.5, 0.6, 0.7, 0.8, 0.9 and 1.0 s")
        #expect(window.clock.now == start.advanced(by: .seconds(1)))
        let events = controlEvents(of: stepper)
        #expect(events.first == .touchDown)
        #expect(events.last == .touchUpInside)
        #expect(events.filter { $0 == .valueChanged }.count == 7)
    }

    @Test func aPressShorterThanTheDelayStepsOnceAndLeavesNothingScheduled() throws {
        let stepper = stepperInWindow()
        try stepper.press(.minus, for: 0.4)
        stepper.value = 5
        try stepper.press(.plus, for: 0.4)
        #expect(stepper.value == 6)
        window.clock.advanceWithoutWaiting(by: .seconds(5))
        #expect(stepper.value == 6, "the repeat stopped when the finger lifted")
        #expect(window.clock.waiters.isEmpty)
    }

    @Test func aPressMayLastTenMinutesAndStepsTenTimesASecondAllAlong() throws {
        let stepper = stepperInWindow(maximum: 10_000)
        try stepper.press(.plus, for: 600)
        #expect(stepper.value == 5_997, "1 at the press, and 5,996 at 0.5 s, 0.6 s, … 600 s")
    }

    @Test func aPressOfNoTimeStepsOnce() throws {
        let stepper = stepperInWindow()
        try stepper.press(.plus, for: 0)
        #expect(stepper.value == 1)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() throws {
        let stepper = stepperInWindow()
        stepper.autorepeat = false
        try stepper.press(.plus, for: 2)
        #expect(stepper.value == 1)
    }

    @Test func repeatingStopsAtABoundWithoutWrapping() throws {
        let stepper = stepperInWindow(maximum: 3)
        try stepper.press(.plus, for: 2)
        #expect(stepper.value == 3)
        #expect(controlEvents(of: stepper).filter { $0 == .valueChanged }.count == 3)
    }

    @Test func aHeldFingerThatSlidesOffTheStepperStopsRepeatingUntilItComesBack() throws {
        let stepper = stepperInWindow(maximum: 100)
        let touch = try stepper.touchDown(at: [Point(x: 75, y: 16)])
        window.clock.advanceWithoutWaiting(by: .milliseconds(550))
        #expect(stepper.value == 2)
        try touch.move(0, to: Point(x: 300, y: 16))
        window.clock.advanceWithoutWaiting(by: .seconds(1))
        #expect(stepper.value == 2, "outside, the half doesn't repeat")
        try touch.move(0, to: Point(x: 75, y: 16))
        window.clock.advanceWithoutWaiting(by: .milliseconds(100))
        #expect(stepper.value == 3)
        try touch.lift(0)
        #expect(controlEvents(of: stepper).last == .touchUpInside)
    }

    @Test func aCancelledPressStopsRepeatingAndSendsTheHeldBackChange() throws {
        let stepper = stepperInWindow()
        stepper.isContinuous = false
        let touch = try stepper.touchDown(at: [Point(x: 75, y: 16)])
        touch.cancel()
        #expect(stepper.value == 1)
        #expect(controlEvents(of: stepper) == [.touchDown, .valueChanged, .touchCancel])
        window.clock.advanceWithoutWaiting(by: .seconds(2))
        #expect(stepper.value == 1)
    }

    @Test func invalidPressesAreRefusedWithoutChangingAnything() {
        let stepper = stepperInWindow()
        #expect(
            refusal(of: try stepper.press(.plus, for: -1))?.reason
                == .invalidArgument("duration must be finite and not negative"))
        #expect(
            refusal(of: try stepper.press(.plus, for: 600.5))?.reason
                == .invalidArgument("duration must be at most 600 seconds, got 600.5"))
        stepper.isEnabled = false
        #expect(refusal(of: try stepper.tap(.plus))?.reason == .disabled)
        #expect(stepper.value == 0)
        #expect(stepper.eventLog.isEmpty)
    }

    // MARK: - A press the stepper leaves

    /// A stepper that runs a closure at each of its `valueChanged`, as a screen's handler does.
    final class ReactingStepper: Stepper, EventForwardingProvider, @MainActor ActionHandlingProvider {
        var onValueChanged: @MainActor (ReactingStepper) -> Void = { _ in }

        var eventForwarder: any EventForwardable {
            EventForwarder(self) { stepper, ctx in ctx.control(.valueChanged) { [stepper.value] } }
        }

        func handle(action: Double) {
            onValueChanged(self)
        }
    }

    /// A stepper in the window whose `valueChanged` runs a closure, as a screen's handler does.
    private func reactingStepperInWindow(
        onValueChanged: @escaping @MainActor (ReactingStepper) -> Void
    ) -> ReactingStepper {
        let stepper = ReactingStepper(frame: Rect(x: 0, y: 0, width: 100, height: 32))
        stepper.maximumValue = 100
        stepper.onValueChanged = onValueChanged
        stepper.ss.addActionHandler(to: stepper)
        window.addSubview(stepper)
        return stepper
    }

    @Test(arguments: [false, true])
    func aStepperRemovedFromItsWindowMidPressLeavesNoTimerOnTheClock(intoAnotherWindow: Bool) async throws {
        let other = makeWindow()
        // Weakly: the other window holds the stepper, whose handler holds this closure.
        let stepper = reactingStepperInWindow { [weak other] stepper in
            guard stepper.value == 2 else { return }
            if intoAnotherWindow { other?.addSubview(stepper) } else { stepper.removeFromSuperview() }
        }
        let touch = try stepper.touchDown(at: [Point(x: 75, y: 16)])
        window.clock.advanceWithoutWaiting(by: .seconds(1))
        #expect(stepper.value == 2, "out of the window it was pressed in, the stepper doesn't repeat")
        #expect(window.clock.waiters.isEmpty)
        #expect(other.clock.waiters.isEmpty)
        try await window.settle()
        touch.liftAll()
    }

    @Test func aStepperRemovedFromItsWindowMidPressStopsRepeating() throws {
        let stepper = reactingStepperInWindow { stepper in
            if stepper.value == 2 { stepper.removeFromSuperview() }
        }
        try stepper.press(.plus, for: 1)
        #expect(stepper.value == 2, "at the press and at 0.5 s, when the handler removed it")
        #expect(window.clock.waiters.isEmpty)
    }

    @Test func aStepperWhoseWindowIsReleasedMidPressLeavesNoTimerOnTheClock() async throws {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 100, height: 32))
        let clock: VirtualClock
        weak var releasedWindow: Window?
        do {
            let window = makeWindow()
            clock = window.clock
            releasedWindow = window
            window.addSubview(stepper)
            _ = try stepper.touchDown(at: [Point(x: 75, y: 16)])
        }
        #expect(releasedWindow == nil)
        try await clock.settle()
        #expect(stepper.value == 1, "the press stepped once, and nothing repeated it")
    }

    @Test func aStepperReleasedMidPressLeavesNoTimerOnTheClock() async throws {
        weak var released: ReactingStepper?
        do {
            let stepper = reactingStepperInWindow { stepper in
                if stepper.value == 2 { stepper.removeFromSuperview() }
            }
            released = stepper
            _ = try stepper.touchDown(at: [Point(x: 75, y: 16)])
            window.clock.advanceWithoutWaiting(by: .milliseconds(500))
        }
        #expect(released == nil, "the handler removed it from its window, and nothing else keeps it")
        #expect(window.clock.waiters.isEmpty)
        try await window.settle()
    }

    // MARK: - Keys

    @Test func arrowKeysOnAFocusedStepperStepItWithValueChangedOnly() {
        let stepper = stepperInWindow()
        window.isFullKeyboardAccessEnabled = true
        stepper.becomeFirstResponder()
        #expect(window.press(.rightArrow) === stepper)
        window.press(.upArrow)
        #expect(stepper.value == 2)
        window.press(.leftArrow)
        #expect(stepper.value == 1)
        window.press(.downArrow)
        window.press(.downArrow)
        #expect(stepper.value == 0, "clamped at the minimum")
        #expect(controlEvents(of: stepper) == Array(repeating: .valueChanged, count: 4))
        #expect(window.press(.space) == nil, "Space isn't a stepper's key")
        #expect(!stepper.perform(.activate), "a command other than a step isn't performed")
        #expect(stepper.value == 0)
    }

    // MARK: - Bad values

    @Test func theValueIsClampedAndBadBoundsAndStepsAreIgnored() {
        let stepper = Stepper()
        stepper.maximumValue = 10
        stepper.value = 11
        #expect(stepper.value == 10)
        stepper.value = .nan
        #expect(stepper.value == 10)
        stepper.minimumValue = 20
        #expect(stepper.maximumValue == 20)
        #expect(stepper.value == 20)
        stepper.maximumValue = 5
        #expect(stepper.minimumValue == 5)
        stepper.minimumValue = .nan
        #expect(stepper.minimumValue == 5)
        for bad in [0, -1, .nan, .infinity] {
            stepper.stepValue = bad
            #expect(stepper.stepValue == 1)
        }
    }

    // MARK: - Description

    @Test func aScreenReaderHearsAnAdjustableWithItsValue() {
        let stepper = stepperInWindow()
        stepper.value = 3
        #expect(stepper.accessibilityRole == .adjustable)
        #expect(stepper.accessibilityTraits.contains(.adjustable))
        #expect(stepper.accessibilityValue == "3")
        #expect(stepper.isAccessibilityElement)
    }

    @Test func dumpsItsValueRangeStepAndWrapping() {
        let stepper = Stepper()
        stepper.maximumValue = 5
        stepper.value = 2
        stepper.stepValue = 0.5
        #expect(stepper.dumpAttributes == ["value=2 in 0...5 step=0.5"])
        stepper.wraps = true
        stepper.isEnabled = false
        #expect(stepper.dumpAttributes == ["value=2 in 0...5 step=0.5", "wraps", "disabled"])
    }

    @Test func itIsDrawnAsTwoHalvesWithTheHalfThatCantStepInGrey() {
        let stepper = stepperInWindow()
        let picture = stepper.renderSVG()
        #expect(
            picture.contains(##"<line class="divider" x1="50" y1="0" x2="50" y2="32" stroke="#007aff"/>"##))
        #expect(picture.contains(#"class="minus" x="25""#))
        #expect(picture.contains(##"fill="#8e8e93">−</text>"##), "at the minimum, − can't step")
        #expect(picture.contains(##"fill="#007aff">+</text>"##))
        #expect(
            picture.contains(##"<text class="plus" x="75" y="21.95" font-size="17" text-anchor="middle""##))
        stepper.value = 10
        let atMaximum = stepper.renderSVG()
        #expect(atMaximum.contains(##"fill="#8e8e93">+</text>"##), "at the maximum, + can't step")
        #expect(atMaximum.contains(##"fill="#007aff">−</text>"##))
    }
}
