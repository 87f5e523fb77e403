/// Where a node is among the parts of the control it belongs to, such as the second of three
/// segments: what a screen reader reads as "2 of 3".
///
/// A control made of parts, such as a segmented control, exposes each part as a node of its own,
/// with its position among its siblings; a toolkit passes it on to its accessibility API, as
/// GTK's position-in-set and set-size relations or ARIA's `aria-posinset` and `aria-setsize`.
///
/// ```swift
/// let second = AccessibilityPosition(2, of: 3)
/// second.description  // "2 of 3"
/// ```
public struct AccessibilityPosition: Hashable, Sendable, CustomStringConvertible {
    /// The node's place among the parts, from 1.
    public var index: Int
    /// How many parts there are.
    public var count: Int

    /// Creates a position among parts.
    ///
    /// - Parameters:
    ///   - index: The node's place, from 1.
    ///   - count: How many parts there are.
    public init(_ index: Int, of count: Int) {
        self.index = index
        self.count = count
    }

    /// The position as a screen reader reads it, such as `2 of 3`.
    public var description: String { "\(index) of \(count)" }
}
