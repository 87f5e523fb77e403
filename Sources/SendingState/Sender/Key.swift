/// A key on a keyboard: a named key such as Return or an arrow, or the key that types a character.
///
/// Named keys follow UIKit's `UIKeyCommand` inputs where UIKit has one (`inputUpArrow` is
/// ``upArrow``). A character key is written as a one-character literal, `"q"`, or
/// ``character(_:)``. The characters a named key types make that named key, so `"\r"` is
/// ``return``, `" "` is ``space``, `"\t"` is ``tab``, `"\u{1B}"` is ``escape``, and a backspace
/// (`"\u{8}"`) or DEL (`"\u{7F}"`) is ``deleteBackward``: one key never has two spellings.
///
/// ```swift
/// ctx.key("q") { [AppAction.quit] }
/// ctx.key(.escape) { [AppAction.dismiss] }
/// ```
///
/// A ``KeyPress`` adds the modifiers, and decides how a letter's case relates to Shift.
public struct Key: Hashable, Sendable {
    /// A named key or the character a key types.
    private enum Storage: Hashable, Sendable {
        case named(Name)
        case character(Unicode.Scalar)
    }

    /// The named keys, in the order descriptions list them.
    private enum Name: String, Hashable, Sendable, CaseIterable {
        case `return`, space, tab, escape, deleteBackward, deleteForward
        case upArrow, downArrow, leftArrow, rightArrow, home, end, pageUp, pageDown
    }

    private let storage: Storage

    private init(_ name: Name) {
        storage = .named(name)
    }

    /// The Return or Enter key.
    public static let `return` = Key(.return)
    /// The space bar.
    public static let space = Key(.space)
    /// The Tab key.
    public static let tab = Key(.tab)
    /// The Escape key.
    public static let escape = Key(.escape)
    /// The key that deletes backward: Backspace, or Delete on a Mac keyboard.
    public static let deleteBackward = Key(.deleteBackward)
    /// The key that deletes forward: Delete, or Fn-Delete on a Mac keyboard; UIKit's `inputDelete`.
    public static let deleteForward = Key(.deleteForward)
    /// The up arrow.
    public static let upArrow = Key(.upArrow)
    /// The down arrow.
    public static let downArrow = Key(.downArrow)
    /// The left arrow.
    public static let leftArrow = Key(.leftArrow)
    /// The right arrow.
    public static let rightArrow = Key(.rightArrow)
    /// The Home key.
    public static let home = Key(.home)
    /// The End key.
    public static let end = Key(.end)
    /// The Page Up key.
    public static let pageUp = Key(.pageUp)
    /// The Page Down key.
    public static let pageDown = Key(.pageDown)

    /// The key that types a character.
    ///
    /// A character that a named key types makes that named key: `character("\r")` is ``return``.
    /// Case is kept here; a ``KeyPress`` turns an uppercase letter into its lowercase key with Shift.
    ///
    /// - Parameter character: The character, as one Unicode scalar; a GTK adapter gets it from
    ///   `gdk_keyval_to_unicode`, a terminal reads it from its input.
    /// - Returns: The key.
    public static func character(_ character: Unicode.Scalar) -> Key {
        switch character {
        case "\r", "\n": .return
        case " ": .space
        case "\t": .tab
        case "\u{1B}": .escape
        case "\u{8}", "\u{7F}": .deleteBackward
        default: Key(storage: .character(character))
        }
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The character of a character key; `nil` for a named key.
    public var character: Unicode.Scalar? {
        if case .character(let character) = storage { character } else { nil }
    }
}

extension Key: ExpressibleByUnicodeScalarLiteral {
    /// Creates the key that types a character, as ``character(_:)`` does: write `"q"`.
    ///
    /// - Parameter value: The character.
    public init(unicodeScalarLiteral value: Unicode.Scalar) {
        self = .character(value)
    }
}

extension Key: CustomStringConvertible {
    /// The key's name, such as `return` or `upArrow`, or its character, such as `q`; a control
    /// character reads as its code point, such as `U+0011`.
    public var description: String {
        switch storage {
        case .named(let name):
            name.rawValue
        case .character(let character) where character.properties.generalCategory == .control:
            "U+" + String(repeating: "0", count: max(0, 4 - String(character.value, radix: 16).count))
                + String(character.value, radix: 16, uppercase: true)
        case .character(let character):
            String(character)
        }
    }
}
