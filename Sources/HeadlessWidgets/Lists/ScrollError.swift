public import SendingState

/// A search by ``ScrollView/scrollUntilVisible(_:as:delta:maximumDrags:)`` that found nothing a
/// person could see.
///
/// Its description says in one line what was searched, how far, and why the search stopped:
///
/// ```
/// no reachable Label with text "Caviar" in ListView: the content reached its end after 3 drags, from offset (0, 0) to (0, 352) of content 320×528
/// ```
public struct ScrollError: Error, Hashable, Sendable {
    /// Why a search stopped.
    public enum Reason: Hashable, Sendable {
        /// A drag left the content where it was: it had reached its end.
        case reachedEnd
        /// The search made as many drags as it was allowed.
        case tooManyDrags
        /// The scroll view's ``ScrollView/isScrollEnabled`` is `false`, so no drag could move it.
        case scrollDisabled
        /// A drag was refused, or an argument of the search was invalid.
        case refused(InteractionRefusal)
    }

    /// Why the search stopped.
    public let reason: Reason
    /// What was looked for, such as `Label with text "Caviar"`.
    public let query: String
    /// The scroll view searched, as `Type#identifier "text"`.
    public let scrollView: String
    /// How many drags the search made.
    public let drags: Int
    /// The content offset when the search began.
    public let startOffset: Point
    /// The content offset when it stopped.
    public let endOffset: Point
    /// The scroll view's content size when it stopped.
    public let contentSize: Size
    /// Why the last node that matched, but couldn't be seen, was refused; `nil` when no node
    /// matched.
    public let lastRefusal: InteractionRefusal?

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - reason: Why the search stopped.
    ///   - query: What was looked for.
    ///   - scrollView: The scroll view searched.
    ///   - drags: How many drags the search made.
    ///   - startOffset: The content offset when the search began.
    ///   - endOffset: The content offset when it stopped.
    ///   - contentSize: The content size when it stopped.
    ///   - lastRefusal: Why the last match that couldn't be seen was refused, if one matched.
    public init(
        reason: Reason, query: String, scrollView: String, drags: Int, startOffset: Point, endOffset: Point,
        contentSize: Size, lastRefusal: InteractionRefusal? = nil
    ) {
        self.reason = reason
        self.query = query
        self.scrollView = scrollView
        self.drags = drags
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.contentSize = contentSize
        self.lastRefusal = lastRefusal
    }
}

extension ScrollError: CustomStringConvertible {
    /// A sentence naming what was searched, how far, why the search stopped and, when a node
    /// matched, why it couldn't be seen.
    public var description: String {
        let dragged = "\(drags) drag\(drags == 1 ? "" : "s")"
        let searched = "from offset \(startOffset) to \(endOffset) of content \(contentSize)"
        let why: String
        switch reason {
        case .reachedEnd: why = "the content reached its end after \(dragged), \(searched)"
        case .tooManyDrags: why = "it gave up after \(dragged), \(searched)"
        case .scrollDisabled: why = "scrolling is disabled, at offset \(endOffset) of content \(contentSize)"
        case .refused(let refusal): why = "\(refusal), after \(dragged), \(searched)"
        }
        let match = lastRefusal.map { "; the last match was refused: \($0)" } ?? ""
        return "no reachable \(query) in \(scrollView): \(why)\(match)"
    }
}
