/// The text of a ``TextField`` or a ``TextView`` with its caret or selection, and the edits a
/// keyboard makes to them.
///
/// Offsets count `Character`s, as `text.count` does.
struct EditableText {
    /// The text; setting it puts the caret at the end, as in UIKit.
    var text = "" {
        didSet { selection = text.count..<text.count }
    }

    /// The selected characters as offsets into ``text``, always within it; empty for the caret.
    private(set) var selection = 0..<0

    /// Selects the characters at `range`, each bound clamped into `0...text.count`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    mutating func select(_ range: Range<Int>) {
        let count = text.count
        selection = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
    }

    /// Replaces the selection with `replacement`, and puts the caret after it.
    mutating func replaceSelection(with replacement: String) {
        replace(selection, with: replacement)
    }

    /// Deletes the selection, or the character before the caret.
    ///
    /// - Returns: Whether the text changed: with the caret at the start, nothing is deleted.
    mutating func deleteBackward() -> Bool {
        var deleted = selection
        if deleted.isEmpty {
            guard deleted.lowerBound > 0 else { return false }
            deleted = deleted.lowerBound - 1..<deleted.lowerBound
        }
        replace(deleted, with: "")
        return true
    }

    /// Deletes the selection, or the character after the caret.
    ///
    /// - Returns: Whether the text changed: with the caret at the end, nothing is deleted.
    mutating func deleteForward() -> Bool {
        var deleted = selection
        if deleted.isEmpty {
            guard deleted.upperBound < text.count else { return false }
            deleted = deleted.lowerBound..<deleted.lowerBound + 1
        }
        replace(deleted, with: "")
        return true
    }

    /// Collapses the selection to its start (backward) or end (forward), or moves the caret one
    /// character, within the text; or grows the selection by a character at that end.
    mutating func moveCaret(forward: Bool, extendingSelection: Bool) {
        if extendingSelection {
            let lower = forward ? selection.lowerBound : max(selection.lowerBound - 1, 0)
            let upper = forward ? min(selection.upperBound + 1, text.count) : selection.upperBound
            selection = lower..<upper
            return
        }
        let caret: Int
        if !selection.isEmpty {
            caret = forward ? selection.upperBound : selection.lowerBound
        } else {
            caret = min(max(selection.lowerBound + (forward ? 1 : -1), 0), text.count)
        }
        selection = caret..<caret
    }

    /// Replaces the characters at offsets `range` with `replacement`, and puts the caret after it.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(lower, offsetBy: range.count)
        let head = String(text[..<lower]) + replacement
        text = head + text[upper...]
        // A combining character typed after a letter joins it, so count the caret from the text.
        let caret = min(head.count, text.count)
        selection = caret..<caret
    }
}
