import SendingState
import SendingStateInput
import Testing

/// The keys each kind of control takes when it has focus, and the command each key gives it.
struct ControlKindTests {
    @Test func aButtonOrAToggleActivatesOnSpaceOrReturnWithoutModifiers() {
        for kind in [ControlKind.button, .toggle] {
            #expect(kind.command(for: KeyPress(.space)) == .activate)
            #expect(kind.command(for: KeyPress(.return)) == .activate)
            #expect(kind.command(for: KeyPress(.space, modifierFlags: .shift)) == nil)
            #expect(kind.command(for: KeyPress(.return, modifierFlags: .command)) == nil)
            #expect(kind.command(for: "a") == nil)
            #expect(kind.command(for: KeyPress(.upArrow)) == nil)
        }
    }

    @Test func aSliderOrAStepperStepsWithTheArrowsWithoutModifiers() {
        for kind in [ControlKind.slider, .stepper] {
            #expect(kind.command(for: KeyPress(.upArrow)) == .increment)
            #expect(kind.command(for: KeyPress(.rightArrow)) == .increment)
            #expect(kind.command(for: KeyPress(.downArrow)) == .decrement)
            #expect(kind.command(for: KeyPress(.leftArrow)) == .decrement)
            #expect(kind.command(for: KeyPress(.upArrow, modifierFlags: .shift)) == nil)
            #expect(kind.command(for: KeyPress(.space)) == nil)
        }
    }

    @Test func aTextFieldTypesACharacterAsShiftMakesIt() {
        let field = ControlKind.textField
        #expect(field.command(for: "q") == .insertText("q"))
        #expect(field.command(for: "Q") == .insertText("Q"), "Shift-q")
        #expect(field.command(for: KeyPress("q", modifierFlags: .shift)) == .insertText("Q"))
        #expect(field.command(for: "?") == .insertText("?"))
        #expect(field.command(for: KeyPress("é", modifierFlags: .shift)) == .insertText("É"))
        #expect(field.command(for: "İ") == .insertText("İ"), "a capital with no one-letter lowercase")
        #expect(field.command(for: "\u{11}") == nil, "a control character types nothing")
    }

    @Test("Shift is held while typing: Shift-Space types a space, Shift-Return ends editing")
    func shiftIsHeldWhileTyping() {
        let field = ControlKind.textField
        for modifiers in [KeyModifierFlags(), .shift] {
            #expect(field.command(for: KeyPress(.space, modifierFlags: modifiers)) == .insertText(" "))
            #expect(field.command(for: KeyPress(.return, modifierFlags: modifiers)) == .endEditing)
            #expect(
                field.command(for: KeyPress(.deleteBackward, modifierFlags: modifiers)) == .deleteBackward)
            #expect(field.command(for: KeyPress(.deleteForward, modifierFlags: modifiers)) == .deleteForward)
        }
        #expect(
            field.command(for: KeyPress(.leftArrow)) == .moveCaret(forward: false, extendingSelection: false))
        #expect(
            field.command(for: KeyPress(.rightArrow)) == .moveCaret(forward: true, extendingSelection: false))
        #expect(
            field.command(for: KeyPress(.leftArrow, modifierFlags: .shift))
                == .moveCaret(forward: false, extendingSelection: true))
        #expect(
            field.command(for: KeyPress(.rightArrow, modifierFlags: .shift))
                == .moveCaret(forward: true, extendingSelection: true))
    }

    @Test func aKeyWithCommandControlOrOptionIsNeverATextFieldsOwn() {
        let field = ControlKind.textField
        for modifiers in [KeyModifierFlags.command, .control, .alternate, [.shift, .command]] {
            #expect(field.command(for: KeyPress("s", modifierFlags: modifiers)) == nil, "\(modifiers)")
            #expect(field.command(for: KeyPress(.return, modifierFlags: modifiers)) == nil, "\(modifiers)")
        }
        for key in [Key.tab, .escape, .upArrow, .downArrow, .home, .end, .pageUp, .pageDown] {
            #expect(field.command(for: KeyPress(key)) == nil, "\(key)")
        }
    }
}
