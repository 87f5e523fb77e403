/// A key pressed with modifiers: what an adapter reports as a ``SenderOccurrence/key(_:)`` and
/// what a key mapping declares.
///
/// A mapping fires only for a press equal to its own, so modifiers must match exactly, as UIKit
/// key commands match. Both sides are written the same way, because a press normalizes itself:
///
/// - An uppercase letter is its lowercase key with ``KeyModifierFlags/shift``, and keeps its case
///   only when it has no one-character lowercase, as `İ`: `"Q"` is
///   Shift-Q, equal to `KeyPress("q", modifierFlags: .shift)`. A terminal reports the `Q` it
///   reads and GTK reports `q` with Shift; both match either declaration.
/// - A character without case, such as `?`, `1` or `€`, already says what Shift
///   did on the person's layout, so Shift is dropped: `KeyPress("?", modifierFlags: .shift)` is
///   `KeyPress("?")`.
/// - Named keys keep Shift: Shift-Tab and Shift-arrow are presses of their own.
/// - Modifier bits other than the four of ``KeyModifierFlags`` are dropped.
///
/// ```swift
/// ctx.key("q") { [AppAction.quit] }                               // q alone
/// ctx.key("Q") { [AppAction.forceQuit] }                          // Shift-Q
/// ctx.key(.return, modifierFlags: .command) { [AppAction.send] }  // Command-Return
/// view.ss.report(.key(KeyPress("q")))
/// ```
public struct KeyPress: Hashable, Sendable {
    /// The key pressed; a letter is always its lowercase key.
    public let key: Key
    /// The modifiers held, among the four of ``KeyModifierFlags``.
    public let modifierFlags: KeyModifierFlags

    /// Creates a press of a key with modifiers, normalized by the rules in the type's overview.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifierFlags: The modifiers held; none by default.
    public init(_ key: Key, modifierFlags: KeyModifierFlags = []) {
        var key = key
        var modifierFlags = modifierFlags.intersection(.all)
        if let character = key.character {
            let properties = character.properties
            if !properties.isCased {
                modifierFlags.remove(.shift)
            } else if properties.isUppercase {
                modifierFlags.insert(.shift)
                if let lowercase = Self.singleScalar(properties.lowercaseMapping) {
                    key = .character(lowercase)
                }
            }
        }
        self.key = key
        self.modifierFlags = modifierFlags
    }

    /// The one scalar of a case mapping, or `nil` when it has several, as `İ` lowercases to two.
    private static func singleScalar(_ mapping: String) -> Unicode.Scalar? {
        let scalars = mapping.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return nil }
        return first
    }
}

extension KeyPress: CustomStringConvertible {
    /// The modifiers then the key, joined with `+`, such as `q`, `shift+q` or `control+command+upArrow`.
    public var description: String {
        (modifierFlags.names + [key.description]).joined(separator: "+")
    }
}

extension KeyPress: ExpressibleByUnicodeScalarLiteral {
    /// Creates a press of the key that types a character, without modifiers: write `"q"`, or
    /// `"Q"` for Shift-Q.
    ///
    /// - Parameter value: The character.
    public init(unicodeScalarLiteral value: Unicode.Scalar) {
        self.init(.character(value))
    }
}
