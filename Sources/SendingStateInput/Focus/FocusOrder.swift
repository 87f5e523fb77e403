public import SendingState

/// The order in which Tab moves the keyboard focus: reading order, top to bottom, then left to
/// right.
///
/// A toolkit that moves the focus itself, as GTK does, keeps its own order; an adapter that moves it
/// for its toolkit, as HeadlessWidgets does, or a terminal UI, uses this one, so that Tab goes to the
/// same view everywhere.
///
/// ```swift
/// let order = FocusOrder.sorted(fields.map { ($0, $0.frame.origin) })
/// let next = FocusOrder.next(after: focused, in: order, forward: true)
/// ```
public enum FocusOrder {
    /// Sorts the views that can take focus into reading order.
    ///
    /// Views sort by the top edge, then the left edge of their frames in the window's coordinates,
    /// then the order they were given in, which is tree order when the candidates are collected
    /// depth-first. A coordinate that is NaN reads
    /// last.
    ///
    /// - Parameter candidates: Each view that can take focus, with the top-left corner of its frame
    ///   in the window's coordinates.
    /// - Returns: The views in reading order.
    /// - Complexity: O(*n* log *n*) for *n* candidates.
    public static func sorted<View>(_ candidates: [(view: View, origin: Point)]) -> [View] {
        candidates.enumerated()
            .map { index, candidate in
                (candidate.view, readingKey(candidate.origin.y), readingKey(candidate.origin.x), index)
            }
            .sorted { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }
            .map(\.0)
    }

    /// The view that Tab focuses next, or Shift-Tab: the one after the focused view in the order,
    /// or before it, wrapping around; with nothing focused, or a focused view not in the order, the
    /// first, or the last.
    ///
    /// Views are compared by identity, as the objects they are.
    ///
    /// - Parameters:
    ///   - focused: The view that has focus now, if any.
    ///   - order: The views that can take focus, in reading order.
    ///   - forward: `true` for Tab, `false` for Shift-Tab.
    /// - Returns: The view to focus; `nil` when nothing can take focus.
    /// - Complexity: O(*n*) for *n* views in the order.
    public static func next<View>(after focused: View?, in order: [View], forward: Bool) -> View? {
        guard !order.isEmpty else { return nil }
        guard let focused, let index = order.firstIndex(where: { $0 as AnyObject === focused as AnyObject })
        else {
            return forward ? order.first : order.last
        }
        return order[(index + (forward ? 1 : order.count - 1)) % order.count]
    }

    /// A coordinate as reading order compares it: NaN after every number, so sorting stays
    /// consistent.
    private static func readingKey(_ coordinate: Double) -> Double {
        coordinate.isNaN ? .infinity : coordinate
    }
}
