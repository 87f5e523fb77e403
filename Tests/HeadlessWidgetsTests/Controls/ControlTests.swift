import HeadlessWidgets
import SendingState
import SendingStateInput
import Testing

@MainActor
struct ControlTests {
    /// A control in a window that records whether it was highlighted at each event.
    final class Probe: View, EventForwardingProvider {
        let control = Control()
        var highlightedAt: [Bool] = []

        override init(frame: Rect) {
            super.init(frame: frame)
            self.frame = Rect(x: 0, y: 0, width: 300, height: 300)
            control.frame = Rect(x: 10, y: 10, width: 100, height: 44)
            addSubview(control)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(control) { control, ctx in
                ctx.control(.allEvents) { [control.isHighlighted] }
            }
        }

        static func added(to window: Window) -> (Probe, ActionRecorder<Bool>) {
            let probe = Probe()
            window.addSubview(probe)
            let recorder = ActionRecorder<Bool>()
            probe.ss.addActionHandler(to: recorder)
            return (probe, recorder)
        }
    }

    let window = makeWindow()

    @Test func aTapIsTouchDownHighlightedThenTouchUpInsideAndPrimaryAction() throws {
        let (probe, recorder) = Probe.added(to: window)
        try probe.control.tap()
        #expect(controlEvents(of: probe.control) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        #expect(recorder.actions == [true, false, false])
        #expect(!probe.control.isHighlighted)
    }

    @Test func aTouchEndingOutsideGivesTouchUpOutside() throws {
        let (probe, recorder) = Probe.added(to: window)
        try probe.control.tap(ending: .outside)
        #expect(controlEvents(of: probe.control) == [.touchDown, .touchDragExit, .touchUpOutside])
        #expect(recorder.actions == [true, false, false], "the highlight goes when the touch leaves")
        #expect(!probe.control.isHighlighted)
    }

    @Test func aCancelledTouchGivesTouchCancel() throws {
        let (probe, _) = Probe.added(to: window)
        try probe.control.tap(ending: .cancelled)
        #expect(controlEvents(of: probe.control) == [.touchDown, .touchCancel])
        #expect(!probe.control.isHighlighted)
    }

    @Test func aQuickSecondTapIsATouchDownRepeat() async throws {
        let (probe, _) = Probe.added(to: window)
        try probe.control.tap(numberOfTaps: 2)
        await window.clock.advance(by: .seconds(1))
        try probe.control.tap()
        #expect(
            controlEvents(of: probe.control) == [
                .touchDown, .touchUpInside, .primaryActionTriggered,
                [.touchDown, .touchDownRepeat], .touchUpInside, .primaryActionTriggered,
                .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
    }

    @Test func aDisabledControlRefusesATapAndFiresNothing() {
        let (probe, recorder) = Probe.added(to: window)
        probe.control.isEnabled = false
        let refused = refusal(of: try probe.control.tap())
        #expect(refused?.reason == .disabled)
        #expect(refused?.description == "tap on Control refused: Control is disabled")
        #expect(recorder.actions.isEmpty)
        #expect(probe.control.eventLog.isEmpty)
        #expect(!probe.control.isHighlighted)
    }

    @Test func sendActionsFiresUnconditionallyLikeUIKit() {
        let (probe, recorder) = Probe.added(to: window)
        probe.control.isEnabled = false
        probe.control.removeFromSuperview()
        probe.control.sendActions(for: .valueChanged)
        #expect(recorder.actions == [false])
    }

    @Test func flagsAppearInDumps() {
        let control = Control()
        control.isEnabled = false
        control.isSelected = true
        #expect(control.dumpAttributes == ["disabled", "selected"])
    }

    @Test func itsStateCombinesItsFlagsAsUIKitsDoes() {
        let control = Control()
        #expect(control.state == .normal)
        control.isSelected = true
        #expect(control.state == .selected)
        control.isEnabled = false
        #expect(control.state == [.disabled, .selected])
        let uikitSpelling: Control.State = [.disabled, .selected]
        #expect(control.state == uikitSpelling)
    }

    // MARK: - Keyboard

    @Test("A control takes keyboard focus only with Full Keyboard Access, as on a device")
    func aControlTakesFocusOnlyWithFullKeyboardAccess() {
        let window = makeWindow()
        let control = Control(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(!control.canBecomeFirstResponder, "not in a window")
        window.addSubview(control)
        #expect(!control.canBecomeFirstResponder)
        #expect(!control.becomeFirstResponder())
        window.isFullKeyboardAccessEnabled = true
        #expect(control.canBecomeFirstResponder)
        #expect(control.becomeFirstResponder())
        #expect(TextField().canBecomeFirstResponder, "a text field always can")
    }

    @Test("Space or Return on a focused control sends primaryActionTriggered alone, with no touch")
    func spaceOrReturnOnAFocusedControlTriggersItsPrimaryAction() {
        let window = makeWindow()
        window.isFullKeyboardAccessEnabled = true
        let (probe, recorder) = Probe.added(to: window)
        probe.control.becomeFirstResponder()
        #expect(window.press(.space) === probe.control)
        #expect(window.press(.return) === probe.control)
        #expect(controlEvents(of: probe.control) == [.primaryActionTriggered, .primaryActionTriggered])
        #expect(recorder.actions == [false, false], "never highlighted: no touch")
    }

    @Test func aControlPerformsActivationAndNoOtherCommand() {
        let control = Control()
        #expect(!control.perform(.increment))
        #expect(!control.perform(.insertText("a")))
        #expect(control.eventLog.isEmpty)
        #expect(control.perform(.activate))
    }

    @Test func aFocusedControlIgnoresOtherKeysAndModifiedSpace() {
        let window = makeWindow()
        window.isFullKeyboardAccessEnabled = true
        let (probe, _) = Probe.added(to: window)
        probe.control.becomeFirstResponder()
        let presses: [(Key, KeyModifierFlags)] = [
            (.space, .command), (.return, .shift), (.escape, []), ("a", []), (.downArrow, []),
        ]
        for (key, modifiers) in presses {
            #expect(window.press(key, modifierFlags: modifiers) == nil, "\(key)")
        }
        #expect(probe.control.eventLog.isEmpty)
    }

    @Test("A disabled control loses focus, so Space no longer activates it")
    func aDisabledControlIsNotActivatedByTheKeyboard() {
        let window = makeWindow()
        window.isFullKeyboardAccessEnabled = true
        let (probe, _) = Probe.added(to: window)
        probe.control.becomeFirstResponder()
        probe.control.isEnabled = false
        #expect(window.firstResponder == nil)
        #expect(window.press(.space) == nil)
        #expect(!probe.control.becomeFirstResponder())
        #expect(probe.control.eventLog.isEmpty)
    }

    @Test func membersHaveUIKitsRawValuesAndNormalIsEmpty() {
        #expect(ControlState.normal.rawValue == 0)
        #expect(ControlState.highlighted.rawValue == 1)
        #expect(ControlState.disabled.rawValue == 2)
        #expect(ControlState.selected.rawValue == 4)
        #expect(ControlState.normal.isEmpty)
    }

    @Test func describesItsMembers() {
        #expect(ControlState.normal.description == "normal")
        #expect(ControlState.selected.description == "selected")
        #expect(ControlState([.selected, .highlighted]).description == "[highlighted, selected]")
        #expect(ControlState(rawValue: 0x12).description == "[disabled, 0x10]")
    }
}
