import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct SwitchTests {
    let window = makeWindow()

    private func switchInWindow() -> (Switch, Window) {
        let toggle = Switch()
        toggle.frame = Rect(x: 0, y: 0, width: 51, height: 31)
        window.addSubview(toggle)
        return (toggle, window)
    }

    @Test func toggleFlipsOnReleaseAndTriggersThePrimaryAction() throws {
        let (toggle, _) = switchInWindow()
        try toggle.toggle()
        #expect(toggle.isOn)
        #expect(
            controlEvents(of: toggle) == [.touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered])
        try toggle.toggle()
        #expect(!toggle.isOn)
    }

    @Test func aTapToggles() throws {
        let (toggle, _) = switchInWindow()
        try toggle.tap()
        #expect(toggle.isOn)
    }

    @Test func settingIsOnSendsNothing() {
        let (toggle, _) = switchInWindow()
        toggle.isOn = true
        #expect(toggle.eventLog.isEmpty)
        #expect(toggle.dumpAttributes == ["on"])
    }

    @Test func aDisabledSwitchRefusesAndStaysOff() {
        let (toggle, _) = switchInWindow()
        toggle.isEnabled = false
        #expect(refusal(of: try toggle.toggle())?.reason == .disabled)
        #expect(!toggle.isOn)
        #expect(toggle.eventLog.isEmpty)
    }

    @Test("Space or Return on a focused switch flips it: valueChanged, then primaryActionTriggered")
    func spaceOrReturnOnAFocusedSwitchFlipsIt() {
        let (toggle, window) = switchInWindow()
        window.isFullKeyboardAccessEnabled = true
        toggle.becomeFirstResponder()
        #expect(window.press(.space) === toggle)
        #expect(toggle.isOn)
        #expect(controlEvents(of: toggle) == [.valueChanged, .primaryActionTriggered])
        #expect(window.press(.return) === toggle)
        #expect(!toggle.isOn)
        #expect(window.press(.space, modifierFlags: .alternate) == nil)
        #expect(window.press(.rightArrow) == nil)
        #expect(!toggle.isOn)
        #expect(controlEvents(of: toggle).count == 4)
    }
}
