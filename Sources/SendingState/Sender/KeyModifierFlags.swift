/// The modifier keys held during a key press, named and valued as UIKit's `UIKeyModifierFlags`.
///
/// A key mapping matches only a press with exactly its modifiers, as a UIKit key command does:
/// a mapping of Command-Q ignores Command-Shift-Q and a plain Q.
///
/// ```swift
/// ctx.key("s", modifierFlags: .command) { [EditorAction.save] }
/// ctx.key("z", modifierFlags: [.command, .shift]) { [EditorAction.redo] }
/// ```
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set, with UIKit's values.
    public let rawValue: Int

    /// Creates a set from its bit pattern.
    ///
    /// Bits other than the four modifiers below are kept here, but a ``KeyPress`` drops them, so
    /// they never make two presses differ.
    ///
    /// - Parameter rawValue: The bits of the modifiers in the set.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Shift key.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// The Control key.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// The Option key on a Mac keyboard, Alt on others.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// The Command key on a Mac keyboard; adapters for other keyboards report their Super or
    /// Windows key as Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)

    /// The four modifiers a ``KeyPress`` tells apart.
    static let all: KeyModifierFlags = [.shift, .control, .alternate, .command]
}

extension KeyModifierFlags: CustomStringConvertible {
    /// The names of the modifiers in the set, in the order Apple's menus show them, such as
    /// `[control, shift, command]`.
    public var description: String {
        "[" + names.joined(separator: ", ") + "]"
    }

    /// The names of the modifiers in the set, in the order Apple's menus show them: ⌃ ⌥ ⇧ ⌘.
    var names: [String] {
        Self.names.filter { contains($0.flag) }.map(\.name)
    }

    private static let names: [(flag: KeyModifierFlags, name: String)] = [
        (.control, "control"), (.alternate, "alternate"), (.shift, "shift"), (.command, "command"),
    ]
}
