import SendingState
import Testing

struct KeyTests {
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
}
