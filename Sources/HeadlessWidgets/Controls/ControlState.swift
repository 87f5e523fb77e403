/// The states a ``Control`` can be in, such as highlighted or disabled, as UIKit's `UIControl.State`.
///
/// A control's ``Control/state`` combines its flags. A ``Button`` keeps a title per state with
/// ``Button/setTitle(_:for:)``, and shows the title of its current state, or the normal title when
/// none is set for that state:
///
/// ```swift
/// let favorite = Button()
/// favorite.setTitle("☆", for: .normal)
/// favorite.setTitle("★", for: .selected)
/// favorite.isSelected = true  // favorite.currentTitle == "★"
/// ```
///
/// The members are UIKit's, with UIKit's raw values. There is no `focused`: HeadlessWidgets has
/// no focus engine.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt

    /// Creates a set from its bit pattern.
    ///
    /// - Parameter rawValue: The bits of the states in the set.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Enabled, not selected and not highlighted: the empty set.
    public static let normal: ControlState = []

    /// A touch is down on the control.
    public static let highlighted = ControlState(rawValue: 1 << 0)

    /// The control is disabled: ``Control/isEnabled`` is `false`.
    public static let disabled = ControlState(rawValue: 1 << 1)

    /// The control is selected: ``Control/isSelected`` is `true`.
    public static let selected = ControlState(rawValue: 1 << 2)
}

extension ControlState: CustomStringConvertible {
    /// The names of the states in the set, such as `[highlighted, selected]`, or `normal`.
    public var description: String {
        let names = self.names
        return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }

    /// The names of the states in the set, `normal` for the empty set, and the bits of unknown ones.
    var names: [String] {
        guard self != .normal else { return ["normal"] }
        let known: [(ControlState, String)] = [
            (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
        ]
        let unknown = subtracting([.highlighted, .disabled, .selected])
        return known.filter { contains($0.0) }.map(\.1)
            + (unknown.isEmpty ? [] : ["0x\(String(unknown.rawValue, radix: 16))"])
    }
}
