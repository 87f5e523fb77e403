import SendingStateInput
import Testing

/// The text every text of the kit edits: a caret or a selection, counted in characters.
struct EditableTextTests {
    @Test func aNewTextHasItsCaretAtTheEndAndSettingTheTextMovesItThere() {
        var text = EditableText("oat")
        #expect(text.selectedRange == 3..<3)
        text.select(0..<1)
        text.text = "rye milk"
        #expect(text.selectedRange == 8..<8)
        #expect(EditableText().text.isEmpty)
    }

    @Test func typingReplacesTheSelectionAndPutsTheCaretAfterIt() {
        var text = EditableText("oat milk")
        text.select(0..<3)
        text.replaceSelection(with: "rye")
        #expect(text.text == "rye milk")
        #expect(text.selectedRange == 3..<3)
        text.replaceSelection(with: "!")
        #expect(text.text == "rye! milk")
    }

    @Test func aSelectionIsClampedIntoTheText() {
        var text = EditableText("tea")
        text.select(-4..<10)
        #expect(text.selectedRange == 0..<3)
        text.select(5..<9)
        #expect(text.selectedRange == 3..<3)
    }

    @Test func deletingTakesTheSelectionOrOneCharacterAndNothingAtTheEnds() {
        var text = EditableText("tea")
        var changed = text.deleteForward()
        #expect(!changed, "the caret is at the end")
        changed = text.deleteBackward()
        #expect(changed && text.text == "te")
        text.select(0..<0)
        changed = text.deleteBackward()
        #expect(!changed, "the caret is at the start")
        changed = text.deleteForward()
        #expect(changed && text.text == "e")
        text.text = "oat milk"
        text.select(3..<8)
        changed = text.deleteForward()
        #expect(changed && text.text == "oat")
        text.select(0..<2)
        changed = text.deleteBackward()
        #expect(changed && text.text == "t")
    }

    @Test func aCharacterOfSeveralScalarsIsOneStepAndOneDeletion() {
        var text = EditableText("ne\u{301}e👍🏽")
        #expect(text.text.count == 4)
        let deletedEmoji = text.deleteBackward()
        #expect(deletedEmoji)
        #expect(text.text == "ne\u{301}e")
        text.moveCaret(forward: false, extendingSelection: false)
        text.moveCaret(forward: false, extendingSelection: false)
        #expect(text.selectedRange == 1..<1)
        let deletedAccent = text.deleteForward()
        #expect(deletedAccent)
        #expect(text.text == "ne")
    }

    @Test func theArrowsMoveTheCaretOrCollapseOrGrowTheSelection() {
        var text = EditableText("milk")
        text.moveCaret(forward: true, extendingSelection: false)
        #expect(text.selectedRange == 4..<4, "the caret stays at the end")
        text.moveCaret(forward: false, extendingSelection: true)
        text.moveCaret(forward: false, extendingSelection: true)
        #expect(text.selectedRange == 2..<4)
        text.moveCaret(forward: true, extendingSelection: true)
        #expect(text.selectedRange == 2..<4, "the selection can't grow past the end")
        text.moveCaret(forward: false, extendingSelection: false)
        #expect(text.selectedRange == 2..<2, "backward collapses to the start")
        text.select(1..<3)
        text.moveCaret(forward: true, extendingSelection: false)
        #expect(text.selectedRange == 3..<3, "forward collapses to the end")
        text.select(0..<0)
        text.moveCaret(forward: false, extendingSelection: false)
        #expect(text.selectedRange == 0..<0, "the caret stays at the start")
        text.moveCaret(forward: false, extendingSelection: true)
        #expect(text.selectedRange == 0..<0)
    }

    @Test func aCombiningCharacterTypedAfterALetterJoinsItAndTheCaretStaysInTheText() {
        var text = EditableText("e")
        text.replaceSelection(with: "\u{301}")
        #expect(text.text == "e\u{301}")
        #expect(text.selectedRange == 1..<1)
    }
}
