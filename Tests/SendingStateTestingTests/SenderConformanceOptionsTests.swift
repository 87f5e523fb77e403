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
        #expect(
            SenderConformanceControl.slider.pointerEvents == [
                .touchDown, .touchDragInside, .valueChanged, .touchUpInside,
            ])
        #expect(SenderConformanceControl.slider.keyboardEvents == [.valueChanged])
        #expect(SenderConformanceControl.textField.pointerEvents == nil)
        #expect(SenderConformanceControl.textField.keyboardEvents == [.editingDidEndOnExit, .editingDidEnd])
        #expect(SenderConformanceControl.notAControl.pointerEvents == nil)
        #expect(SenderConformanceControl.notAControl.keyboardEvents == nil)
    }

    @Test("A slider's thumb is dragged; every other built-in control is clicked")
    func onlyASlidersPointerActivationIsAThumbDrag() {
        #expect(SenderConformanceControl.slider.pointerActivation == .thumbDrag)
        let clicked = [SenderConformanceControl.button, .toggle, .stepper, .textField, .notAControl]
        #expect(clicked.allSatisfy { $0.pointerActivation == .click })
    }

    @Test func aCustomControlKeepsWhatItWasGiven() {
        let dropDown = SenderConformanceControl(
            "drop-down", pointerEvents: [.touchDown, .touchUpInside], keyboardEvents: nil)
        #expect(dropDown.name == "drop-down")
        #expect(dropDown.pointerEvents == [.touchDown, .touchUpInside])
        #expect(dropDown.pointerActivation == .click, "a click unless told otherwise")
        #expect(dropDown.keyboardEvents == nil)
        let rangeSlider = SenderConformanceControl(
            "range slider", pointerEvents: [.touchDown, .touchDragInside], pointerActivation: .thumbDrag,
            keyboardEvents: [.valueChanged])
        #expect(rangeSlider.pointerActivation == .thumbDrag)
        #expect(rangeSlider.keyboardEvents == [.valueChanged])
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
