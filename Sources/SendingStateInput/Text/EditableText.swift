/// A text with a caret or a selection, and the edits a keyboard makes to them: the editing that
/// every text field and text view of the kit shares.
///
/// Offsets count `Character`s, as `text.count` does, so a letter with an accent or an emoji with
/// a skin tone is one step of the caret and one deletion. UIKit counts UTF-16 code units instead.
///
/// ```swift
/// var field = EditableText("oat milk")
/// field.select(0..<3)                   // "oat"
/// field.replaceSelection(with: "rye")   // "rye milk", the caret after "rye"
/// field.deleteBackward()                // "ry milk"
/// ```
public struct EditableText: Hashable, Sendable {
    /// The text; setting it puts the caret at the end, as in UIKit.
    public var text: String {
        didSet { selectedRange = text.count..<text.count }
    }

    /// The selected characters as offsets into ``text``, always within it; an empty range is the
    /// caret.
    public private(set) var selectedRange: Range<Int>

    /// Creates a text with the caret at its end.
    ///
    /// - Parameter text: The text; empty by default.
    public init(_ text: String = "") {
        self.text = text
        selectedRange = text.count..<text.count
    }

    /// Selects the characters at `range`, each bound clamped into `0...text.count`.
    ///
    /// - Parameter range: The offsets of the characters to select; an empty range places the caret.
    /// - Complexity: O(*n*) in the length of the text.
    public mutating func select(_ range: Range<Int>) {
        let count = text.count
        selectedRange = min(max(range.lowerBound, 0), count)..<min(max(range.upperBound, 0), count)
    }

    /// Replaces the selection with `replacement`, and puts the caret after it.
    ///
    /// - Parameter replacement: The text typed or pasted.
    /// - Complexity: O(*n*) in the length of the text.
    public mutating func replaceSelection(with replacement: String) {
        replace(selectedRange, with: replacement)
    }

    /// Deletes the selection, or the character before the caret, as the delete key does.
    ///
    /// - Returns: Whether the text changed: with the caret at the start, nothing is deleted.
    /// - Complexity: O(*n*) in the length of the text.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        var deleted = selectedRange
        if deleted.isEmpty {
            guard deleted.lowerBound > 0 else { return false }
            deleted = deleted.lowerBound - 1..<deleted.lowerBound
        }
        replace(deleted, with: "")
        return true
    }

    /// Deletes the selection, or the character after the caret, as the forward-delete key does.
    ///
    /// - Returns: Whether the text changed: with the caret at the end, nothing is deleted.
    /// - Complexity: O(*n*) in the length of the text.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        var deleted = selectedRange
        if deleted.isEmpty {
            guard deleted.upperBound < text.count else { return false }
            deleted = deleted.lowerBound..<deleted.lowerBound + 1
        }
        replace(deleted, with: "")
        return true
    }

    /// Moves the caret one character, as the left or right arrow does, or grows the selection by a
    /// character at that end, as Shift with the arrow does.
    ///
    /// Without `extendingSelection`, a selection collapses to its start (backward) or its end
    /// (forward), as in every text field.
    ///
    /// - Parameters:
    ///   - forward: `true` for the right arrow, `false` for the left.
    ///   - extendingSelection: Whether Shift is held.
    /// - Complexity: O(*n*) in the length of the text.
    public mutating func moveCaret(forward: Bool, extendingSelection: Bool) {
        let count = text.count
        if extendingSelection {
            let lower = forward ? selectedRange.lowerBound : max(selectedRange.lowerBound - 1, 0)
            let upper = forward ? min(selectedRange.upperBound + 1, count) : selectedRange.upperBound
            selectedRange = lower..<upper
            return
        }
        let caret: Int
        if !selectedRange.isEmpty {
            caret = forward ? selectedRange.upperBound : selectedRange.lowerBound
        } else {
            caret = min(max(selectedRange.lowerBound + (forward ? 1 : -1), 0), count)
        }
        selectedRange = caret..<caret
    }

    /// Replaces the characters at offsets `range` with `replacement`, and puts the caret after it.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(lower, offsetBy: range.count)
        let head = String(text[..<lower]) + replacement
        text = head + text[upper...]
        // A combining character typed after a letter joins it, so count the caret from the text.
        let caret = min(head.count, text.count)
        selectedRange = caret..<caret
    }
}
