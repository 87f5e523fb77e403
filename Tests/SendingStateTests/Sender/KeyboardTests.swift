import SendingState
import Testing

/// The keyboard's vocabulary: keys, modifier flags and key presses, how each is written and how it
/// reads.
struct KeyboardTests {
    @Test func aCharacterKeyIsWrittenAsALiteralAndReadsBackItsCharacter() {
        let q: Key = "q"
        #expect(q == .character("q"))
        #expect(q.character == "q")
        #expect(q != "w")
        #expect(Key.return.character == nil)
    }

    @Test("The characters a named key types make that named key, so one key has one spelling")
    func charactersOfNamedKeysAreTheNamedKeys() {
        #expect(Key.character("\r") == .return)
        #expect(Key.character("\n") == .return)
        #expect(Key.character(" ") == .space)
        #expect(Key.character("\t") == .tab)
        #expect(Key.character("\u{1B}") == .escape)
        #expect(Key.character("\u{8}") == .deleteBackward)
        #expect(Key.character("\u{7F}") == .deleteBackward)
        #expect(Key.character(" ").character == nil)
    }

    @Test func namedKeysAreDistinct() {
        let named: [Key] = [
            .return, .space, .tab, .escape, .deleteBackward, .deleteForward, .upArrow, .downArrow,
            .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown,
        ]
        #expect(Set(named).count == named.count)
        #expect(!named.contains("q"))
    }

    @Test func keepsTheCaseOfItsCharacter() {
        #expect(Key.character("Q") != Key.character("q"), "a KeyPress, not the key, folds case")
    }

    @Test func describesItselfByNameOrCharacter() {
        let named: [Key] = [
            .return, .space, .tab, .escape, .deleteBackward, .deleteForward, .upArrow, .downArrow,
            .leftArrow, .rightArrow, .home, .end, .pageUp, .pageDown,
        ]
        #expect(
            named.map(\.description) == [
                "return", "space", "tab", "escape", "deleteBackward", "deleteForward", "upArrow",
                "downArrow", "leftArrow", "rightArrow", "home", "end", "pageUp", "pageDown",
            ])
        #expect(Key.character("q").description == "q")
        #expect(Key.character("é").description == "é")
        #expect(
            Key.character("\u{11}").description == "U+0011", "a control character reads as its code point")
        #expect(Key.character("\u{85}").description == "U+0085")
        #expect(Key.character("\u{1F}").description == "U+001F", "in uppercase hexadecimal")
    }

    @Test("The flags have UIKit's UIKeyModifierFlags values, so code that stores them ports as is")
    func flagsHaveUIKitsValues() {
        #expect(KeyModifierFlags.shift.rawValue == 0x20000)
        #expect(KeyModifierFlags.control.rawValue == 0x40000)
        #expect(KeyModifierFlags.alternate.rawValue == 0x80000)
        #expect(KeyModifierFlags.command.rawValue == 0x100000)
    }

    @Test func describesTheFlagsInTheOrderOfApplesMenus() {
        #expect(
            KeyModifierFlags([.command, .shift, .alternate, .control]).description
                == "[control, alternate, shift, command]")
        #expect(KeyModifierFlags.command.description == "[command]")
        #expect(KeyModifierFlags().description == "[]")
    }

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
