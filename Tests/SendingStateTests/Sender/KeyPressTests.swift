import SendingState
import Testing

struct KeyPressTests {
    @Test func keepsItsKeyAndModifiers() {
        let press = KeyPress(.upArrow, modifierFlags: [.command, .alternate])
        #expect(press.key == .upArrow)
        #expect(press.modifierFlags == [.command, .alternate])
        #expect(KeyPress(.tab).modifierFlags.isEmpty)
    }

    @Test("An uppercase letter is its lowercase key with Shift, however it is written")
    func anUppercaseLetterIsShiftAndTheLowercaseKey() {
        let shiftQ = KeyPress("Q")
        #expect(shiftQ.key == "q")
        #expect(shiftQ.modifierFlags == .shift)
        #expect(shiftQ == KeyPress("q", modifierFlags: .shift))
        #expect(shiftQ == KeyPress("Q", modifierFlags: .shift))
        #expect(KeyPress("Q", modifierFlags: .command) == KeyPress("q", modifierFlags: [.command, .shift]))
        #expect(KeyPress("É") == KeyPress("é", modifierFlags: .shift))
        #expect(KeyPress("q") != shiftQ)
    }

    @Test("An uppercase letter without a one-character lowercase keeps its case, with Shift")
    func anUppercaseLetterWithoutASingleLowercaseKeepsItsCase() {
        let dotted = KeyPress("\u{130}")  // İ lowercases to i and a combining dot
        #expect(dotted.key == .character("\u{130}"))
        #expect(dotted.modifierFlags == .shift)
    }

    @Test("Shift is dropped from a character without case: the character already says it")
    func shiftIsDroppedFromACharacterWithoutCase() {
        #expect(KeyPress("?", modifierFlags: .shift) == KeyPress("?"))
        #expect(KeyPress("1", modifierFlags: [.shift, .control]) == KeyPress("1", modifierFlags: .control))
        #expect(KeyPress("q", modifierFlags: .shift).modifierFlags == .shift, "a letter keeps it")
    }

    @Test func namedKeysKeepShift() {
        #expect(KeyPress(.tab, modifierFlags: .shift).modifierFlags == .shift)
        #expect(KeyPress(.tab, modifierFlags: .shift) != KeyPress(.tab))
        #expect(KeyPress(.space, modifierFlags: .shift).modifierFlags == .shift)
    }

    @Test("Modifier bits other than the four are dropped, so they never make presses differ")
    func unknownModifierBitsAreDropped() {
        let capsLock = KeyModifierFlags(rawValue: 1 << 16)
        let numericPad = KeyModifierFlags(rawValue: 1 << 21)
        #expect(
            KeyPress("q", modifierFlags: [capsLock, numericPad, .command])
                == KeyPress("q", modifierFlags: .command))
        #expect(
            KeyPress(.return, modifierFlags: KeyModifierFlags(rawValue: -1)).modifierFlags
                == [.shift, .control, .alternate, .command])
    }

    @Test func aLiteralIsAPressWithoutModifiers() {
        let press: KeyPress = "q"
        #expect(press == KeyPress(.character("q")))
        let shifted: KeyPress = "Q"
        #expect(shifted.modifierFlags == .shift)
    }

    @Test func describesTheModifiersThenTheKey() {
        #expect(KeyPress("q").description == "q")
        #expect(KeyPress("Q").description == "shift+q")
        #expect(
            KeyPress(.upArrow, modifierFlags: [.command, .control]).description == "control+command+upArrow")
        #expect(
            KeyPress(.return, modifierFlags: [.alternate, .shift]).description == "alternate+shift+return")
    }
}
