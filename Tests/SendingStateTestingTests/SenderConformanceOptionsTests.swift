import SendingState
import SendingStateTesting
import Testing

/// The checker's options: what each control contract expects, and the input a driver can make.
struct SenderConformanceOptionsTests {
    @Test("The built-in controls expect what the porting article's table says, in order")
    func theBuiltInControlsFollowTheArticlesTable() {
        #expect(
            SenderConformanceControl.button.pointerEvents == [
                .touchDown, .touchUpInside, .primaryActionTriggered,
            ])
        #expect(SenderConformanceControl.button.keyboardEvents == [.primaryActionTriggered])
        #expect(
            SenderConformanceControl.toggle.pointerEvents == [
                .touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered,
            ])
        #expect(SenderConformanceControl.toggle.keyboardEvents == [.valueChanged, .primaryActionTriggered])
        #expect(
            SenderConformanceControl.stepper.pointerEvents == [.touchDown, .valueChanged, .touchUpInside])
        #expect(SenderConformanceControl.stepper.keyboardEvents == [.valueChanged])
        #expect(SenderConformanceControl.slider.pointerEvents == nil)
        #expect(SenderConformanceControl.slider.keyboardEvents == [.valueChanged])
        #expect(SenderConformanceControl.textField.pointerEvents == nil)
        #expect(SenderConformanceControl.textField.keyboardEvents == [.editingDidEndOnExit, .editingDidEnd])
        #expect(SenderConformanceControl.notAControl.pointerEvents == nil)
        #expect(SenderConformanceControl.notAControl.keyboardEvents == nil)
    }

    @Test func aCustomControlKeepsWhatItWasGiven() {
        let dropDown = SenderConformanceControl(
            "drop-down", pointerEvents: [.touchDown, .touchUpInside], keyboardEvents: nil)
        #expect(dropDown.name == "drop-down")
        #expect(dropDown.pointerEvents == [.touchDown, .touchUpInside])
        #expect(dropDown.keyboardEvents == nil)
    }

    @Test func eachBuiltInControlHasItsOwnName() {
        let names = [
            SenderConformanceControl.button, .toggle, .stepper, .slider, .textField, .notAControl,
        ].map(\.name)
        #expect(names == ["button", "toggle", "stepper", "slider", "text field", "view"])
    }

    @Test func pointerAndKeyboardAreDistinctMembers() {
        let both: SenderConformanceInput = [.pointer, .keyboard]
        #expect(both.contains(.pointer) && both.contains(.keyboard))
        #expect(!SenderConformanceInput.pointer.contains(.keyboard))
        #expect(SenderConformanceInput(rawValue: 3) == both)
    }
}
