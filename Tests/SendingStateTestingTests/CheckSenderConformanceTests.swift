import SendingState
import SendingStateTesting
import Testing

@MainActor
struct CheckSenderConformanceTests {
    /// One gesture of every kind, as a porter would list them.
    static let everyGesture: [GestureEvent] = [
        .tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3), .swipe(direction: .left),
        .pan(), .pinch(), .rotation(), .screenEdge(edges: .left), .hover(),
    ]

    @Test func aSenderThatKeepsTheContractHasNoViolations() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(), control: .button, input: [.pointer, .keyboard], gestures: Self.everyGesture)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test(
        "Each broken sender is caught, as the kind of violation its defect is",
        arguments: Defect.allCases)
    func eachDefectIsCaughtAsItsKindOfViolation(defect: Defect) throws {
        let driver = ScriptedDriver(defect: defect)
        let violations = try checkSenderConformance(
            of: driver, control: defect.control.contract, input: [.pointer, .keyboard],
            gestures: Self.everyGesture)
        driver.letGo()
        let expected: SenderConformanceViolation.Kind =
            switch defect {
            case .freshStorageOnEveryRead: .storageIdentity
            case .controlEventsOutOfOrder: .controlEventOrder
            case .controlEventsCombined: .combinedControlReport
            case .tapWithoutItsNumberOfTaps, .doubleTapAsTwoSingleTaps: .gestureNotReported
            case .panWithoutBegan: .gesturePhases
            case .swipeInTwoDirections, .swipeTheOtherWay, .pressDurationGoingDown, .screenEdgeFromTwoEdges,
                .screenEdgeFromTheOtherEdge, .continuousGesturesStandStill, .twoFingerGesturesWithOneTouch,
                .nonFiniteVelocity, .hoverWithATouch:
                .gestureValues
            case .recognizersInstalledEagerly, .recognizersNeverRemoved: .recognizerInstallation
            case .keptAliveByTheToolkit: .release
            case .keyboardActivationAsAClick, .sliderValueChangedBeforeTouchDragInside,
                .sliderDragWithoutTouchDragInside:
                .controlEventOrder
            }
        #expect(Set(violations.map(\.kind)) == [expected], "\(violations)")
    }

    @Test func aBrokenStorageStopsTheChecksThatCouldNotWork() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .freshStorageOnEveryRead), gestures: Self.everyGesture)
        #expect(violations.count == 1)
    }

    @Test func aSenderThatIsNotAControlIsCheckedForGesturesOnly() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .controlEventsOutOfOrder), control: .notAControl,
            input: [.pointer, .keyboard], gestures: [.pan()])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theDriversErrorsReachTheCaller() {
        struct NoDisplay: Error {}
        struct FailingDriver: SenderConformanceDriver {
            func makeSender() throws -> ScriptedSender { throw NoDisplay() }
            func click(_ sender: ScriptedSender) {}
            func perform(_ gesture: GestureEvent, on sender: ScriptedSender) {}
            func wait(_ duration: Duration, for sender: ScriptedSender) {}
        }
        #expect(throws: NoDisplay.self) { try checkSenderConformance(of: FailingDriver()) }
    }

    @Test func aViolationNamesTheGestureAndWhatWasWrong() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .panWithoutBegan), control: .notAControl, gestures: [.pan()])
        #expect(
            violations.map(\.description) == [
                "gesture phases: pan() on [changed, ended] reported phases [changed, changed, ended]: expected began first"
            ])
    }

    @Test func theShortFormWithAClickChecksAButtonsPointerClick() throws {
        let clicked = try checkSenderConformance(
            of: ScriptedDriver(defect: .controlEventsOutOfOrder), click: true, gestures: [.pan()])
        #expect(clicked.map(\.kind) == [.controlEventOrder])
        let notClicked = try checkSenderConformance(
            of: ScriptedDriver(defect: .controlEventsOutOfOrder), click: false, gestures: [.pan()])
        #expect(notClicked.isEmpty, "\(notClicked)")
    }

    @Test func aStepperPassesAsAStepperWithBothInputsAndFailsAsAButton() throws {
        let asStepper = try checkSenderConformance(
            of: ScriptedDriver(control: .stepper), control: .stepper, input: [.pointer, .keyboard])
        #expect(asStepper.isEmpty, "\(asStepper)")
        let asButton = try checkSenderConformance(of: ScriptedDriver(control: .stepper), control: .button)
        #expect(
            asButton.map(\.description) == [
                "control event order: a pointer click of a button should report [touchDown, touchUpInside, "
                    + "primaryActionTriggered], each once, in that order; it reported [touchDown, touchUpInside]. "
                    + "A control reports [primaryActionTriggered] itself, from its toolkit's signal or from "
                    + "`respond(to: .touchEndedInside)` of an InputTarget; in a class-based toolkit, a "
                    + "subclass's respond(to:) is called only when its base class declares it"
            ])
    }

    @Test func aControlThatReportsNoPrimaryActionIsToldWhereItComesFrom() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(control: .stepper), control: .button, input: .keyboard)
        #expect(
            violations.map(\.description) == [
                "control event order: a keyboard activation of a button should report "
                    + "[primaryActionTriggered], each once, in that order; it reported []. A control reports "
                    + "[primaryActionTriggered] itself, from its toolkit's signal or from "
                    + "`respond(to: .command(_:))` of an InputTarget; in a class-based toolkit, a "
                    + "subclass's respond(to:) is called only when its base class declares it"
            ])
    }

    @Test func aKeyboardActivationIsCheckedAgainstTheControlsKeyboardEvents() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .keyboardActivationAsAClick), input: .keyboard)
        #expect(
            violations.map(\.description) == [
                "control event order: a keyboard activation of a button should report "
                    + "[primaryActionTriggered], each once, in that order; it reported "
                    + "[touchDown, touchUpInside, primaryActionTriggered]"
            ])
    }

    @Test func onlyTheInputsAskedForAreUsed() throws {
        let keyboard = ScriptedDriver()
        _ = try checkSenderConformance(of: keyboard, input: .keyboard)
        #expect(keyboard.calls == ["wait 1.0 seconds", "key"])
        let pointer = ScriptedDriver()
        _ = try checkSenderConformance(of: pointer)
        #expect(pointer.calls == ["wait 1.0 seconds", "click"])
        let neither = ScriptedDriver()
        _ = try checkSenderConformance(of: neither, input: [])
        #expect(neither.calls.isEmpty)
    }

    @Test func aControlWithoutExpectationsForAnInputIsNotActivatedWithIt() throws {
        let driver = ScriptedDriver()
        let violations = try checkSenderConformance(
            of: driver, control: .textField, input: [.pointer, .keyboard])
        #expect(driver.calls == ["wait 1.0 seconds", "key"])
        #expect(violations.map(\.kind) == [.controlEventOrder], "a button's Space is no text field's Return")
    }

    /// A toggle that only the keyboard reaches, as in a terminal UI: Space flips it.
    final class KeyboardToggle: Sender {
        let senderStorage = SenderStorage()
        var isOn = false

        func pressSpace() {
            isOn.toggle()
            ss.report(.control(.valueChanged))
            ss.report(.control(.primaryActionTriggered))
        }
    }

    struct KeyboardOnlyDriver: SenderConformanceDriver {
        struct NoPointer: Error {}
        func makeSender() -> KeyboardToggle { KeyboardToggle() }
        func click(_ sender: KeyboardToggle) throws { throw NoPointer() }
        func activateWithKeyboard(_ sender: KeyboardToggle) { sender.pressSpace() }
        func perform(_ gesture: GestureEvent, on sender: KeyboardToggle) throws { throw NoPointer() }
        func wait(_ duration: Duration, for sender: KeyboardToggle) {}
    }

    @Test func aKeyboardOnlyToggleKeepsTheContractWithTheKeyboardAlone() throws {
        let violations = try checkSenderConformance(
            of: KeyboardOnlyDriver(), control: .toggle, input: .keyboard)
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func theCheckerWaitsASecondBeforeEveryInteraction() throws {
        let driver = ScriptedDriver()
        _ = try checkSenderConformance(
            of: driver, input: [.pointer, .keyboard], gestures: [.tap(), .tap(numberOfTaps: 2)])
        #expect(
            driver.calls == [
                "wait 1.0 seconds", "click", "wait 1.0 seconds", "key", "wait 1.0 seconds", "tap",
                "wait 1.0 seconds", "tap",
            ])
    }

    @Test func aTapRightAfterAClickCannotJoinItsStreakAsTheCheckerPaces() throws {
        // The scripted sender joins a tap to the last interaction's streak unless time passed.
        let violations = try checkSenderConformance(of: ScriptedDriver(), gestures: [.tap(), .tap()])
        #expect(violations.isEmpty, "\(violations)")
    }

    @Test func aGestureNotReportedShowsWhatTheSenderReportedInstead() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .doubleTapAsTwoSingleTaps), control: .notAControl,
            gestures: [.tap(numberOfTaps: 2)])
        #expect(
            violations.map(\.description) == [
                "gesture not reported: tap(taps: 2, touches: 1) on [recognized] was performed, and a report "
                    + "matching it was expected in some phase, with the taps, touches, direction, edge and "
                    + "press duration the recognizer measured; the sender reported [tap recognized (taps: 1, "
                    + "touches: 1), tap recognized (taps: 1, touches: 1)]"
            ])
    }

    @Test func aGestureNotSeenAtAllSaysSo() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .tapWithoutItsNumberOfTaps), control: .notAControl, gestures: [.tap()])
        let detail = try #require(violations.first?.detail)
        #expect(
            detail.hasSuffix("the sender reported nothing of a checked kind with 1 to 3 touches"), "\(detail)"
        )
    }

    @Test func theViolationsPrintOnePerLine() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .doubleTapAsTwoSingleTaps), control: .notAControl,
            gestures: [.tap(numberOfTaps: 2), .tap(numberOfTaps: 2)])
        #expect(violations.count == 2)
        #expect("\(violations)".split(separator: "\n").map(String.init) == violations.map(\.description))
    }

    @Test func aContinuousGestureThatStandsStillIsToldForEachValueThatDidNotMove() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .continuousGesturesStandStill), control: .notAControl,
            gestures: [.pan(), .screenEdge(edges: .left), .pinch(), .rotation()])
        #expect(
            violations.map(\.detail) == [
                "pan() on [changed, ended]: expected the translation to move; it stayed zero",
                "screenEdge(edges: [left]) on [ended]: expected the translation to move; it stayed zero",
                "pinch() on [changed, ended]: expected the scale to change; it stayed 1",
                "rotation() on [changed, ended]: expected the rotation to change; it stayed 0",
            ])
    }

    @Test func aMeasureThatIsNotANumberIsToldWithEveryValueOfItsReport() throws {
        let violations = try checkSenderConformance(
            of: ScriptedDriver(defect: .nonFiniteVelocity), control: .notAControl, gestures: [.pan()])
        #expect(
            violations.map(\.detail) == [
                "pan() on [changed, ended]: expected every measure finite, as a mapping reads it; it reported "
                    + "began with location (0, 0), translation (0, 0), velocity (nan, 0), scale 1.0, "
                    + "rotation 0.0 and pressDuration 0.0"
            ])
    }

    @Test func aSenderKeptAliveIsToldWhatOutlivedItsRelease() throws {
        let driver = ScriptedDriver(defect: .keptAliveByTheToolkit)
        let violations = try checkSenderConformance(of: driver)
        driver.letGo()
        #expect(
            violations.map(\.description) == [
                "release: expected the sender and its storage to be freed once released; the sender and "
                    + "its storage outlived every reference the checker and the driver held"
            ])
    }
}
