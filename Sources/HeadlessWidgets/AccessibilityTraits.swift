/// What a node is and what state it is in, for assistive technology, in UIKit's vocabulary.
///
/// A view's ``View/accessibilityTraits`` start with what its type and state imply, such as
/// `.button` and `.notEnabled` for a disabled ``Button``; traits you set are added to those, as
/// UIKit code does it:
///
/// ```swift
/// titleLabel.accessibilityTraits.insert(.header)  // the label's role becomes .header
/// card.isAccessibilityElement = true
/// card.accessibilityTraits = .button             // a custom view that acts as a button
/// ```
///
/// The traits that say what a node is decide its ``View/accessibilityRole``; `.selected`,
/// `.notEnabled` and `.focused` are states, shown in ``View/semanticsDump()`` as `selected`,
/// `disabled` and `focused`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The node acts when tapped.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The node is on or off; a ``Switch`` has it with `.button`.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 1)
    /// The node's value can be adjusted, as a ``Slider``'s.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 2)
    /// The node is text that doesn't change by itself, as a ``Label``'s.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 3)
    /// The node heads a part of the screen.
    public static let header = AccessibilityTraits(rawValue: 1 << 4)
    /// The node is a picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 5)
    /// The node is selected, as a ``Control`` whose ``Control/isSelected`` is `true`.
    public static let selected = AccessibilityTraits(rawValue: 1 << 6)
    /// The node doesn't respond, as a ``Control`` whose ``Control/isEnabled`` is `false`.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 7)
    /// The node has keyboard focus: it is its window's first responder.
    ///
    /// HeadlessWidgets' own trait: UIKit tells assistive technology about focus without a trait.
    public static let focused = AccessibilityTraits(rawValue: 1 << 8)

    /// The state traits and the words dumps and messages show for them, in that order.
    static let stateWords: [(trait: AccessibilityTraits, word: String)] = [
        (.selected, "selected"),
        (.notEnabled, "disabled"),
        (.focused, "focused"),
    ]
}
