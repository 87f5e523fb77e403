/// What a node is and what state it is in, for assistive technology, in UIKit's vocabulary.
///
/// A HeadlessWidgets view's traits start with what its type and state imply, such as `.button`
/// and `.notEnabled` for a disabled button; traits you set are added to those, as UIKit code does
/// it:
///
/// ```swift
/// titleLabel.accessibilityTraits.insert(.header)  // the label's role becomes .header
/// card.isAccessibilityElement = true
/// card.accessibilityTraits = .button             // a custom view that acts as a button
/// ```
///
/// The traits that say what a node is decide its ``AccessibilityRole``; `.selected`,
/// `.notEnabled`, `.focused` and `.busy` are states, which dumps show as `selected`, `disabled`,
/// `focused` and `busy`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits.
    @inlinable public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The node acts when tapped.
    @inlinable public static var button: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 0) }
    /// The node is on or off; a switch has it with `.button`.
    @inlinable public static var toggleButton: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 1) }
    /// The node's value can be adjusted, as a slider's.
    @inlinable public static var adjustable: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 2) }
    /// The node is text that doesn't change by itself, as a label's.
    @inlinable public static var staticText: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 3) }
    /// The node heads a part of the screen.
    @inlinable public static var header: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 4) }
    /// The node is a picture.
    @inlinable public static var image: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 5) }
    /// The node is selected, as a favourite button that is on.
    @inlinable public static var selected: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 6) }
    /// The node doesn't respond, as a disabled control.
    @inlinable public static var notEnabled: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 7) }
    /// The node has keyboard focus: it is its window's first responder.
    ///
    /// A trait of SendingState's own: UIKit tells assistive technology about focus without a trait.
    @inlinable public static var focused: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 8) }
    /// The node is busy: its content is loading and is about to change, as a list waiting for its
    /// rows.
    ///
    /// A trait of SendingState's own, for toolkits such as GTK whose assistive technology reads a
    /// busy state.
    @inlinable public static var busy: AccessibilityTraits { AccessibilityTraits(rawValue: 1 << 9) }

    /// The words dumps and messages show for the state traits among these, in a fixed order, such
    /// as `["selected", "disabled"]`: a toolkit adapter writes states with them as HeadlessWidgets does.
    public var stateNames: [String] {
        Self.stateWords.filter { contains($0.trait) }.map(\.word)
    }

    /// The traits that say what a node is and their names, as messages show them.
    package static let kindWords: [(trait: AccessibilityTraits, word: String)] = [
        (.button, "button"),
        (.toggleButton, "toggleButton"),
        (.adjustable, "adjustable"),
        (.staticText, "staticText"),
        (.header, "header"),
        (.image, "image"),
    ]

    /// The state traits and the words dumps and messages show for them, in that order.
    package static let stateWords: [(trait: AccessibilityTraits, word: String)] = [
        (.selected, "selected"),
        (.notEnabled, "disabled"),
        (.focused, "focused"),
        (.busy, "busy"),
    ]
}
