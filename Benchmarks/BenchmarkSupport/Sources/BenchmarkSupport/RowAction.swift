public import SendingState

/// What the benchmark views forward: one case per kind of mapping measured.
public enum RowAction: Sendable {
    /// From a state-aware mapping: the id of the row bound at event time.
    case toggleFavorite(id: Int)
    /// A row was activated: the id of the row bound at event time.
    case open(id: Int)
    /// From a stateless mapping: the tag of the sender.
    case delete(tag: Int)
    /// From a pan mapping: the translation read from the gesture values.
    case dragged(Point)

    /// A number derived from the payload, which handlers fold into a checksum.
    public var weight: Int {
        switch self {
        case .toggleFavorite(let id), .open(let id): id
        case .delete(let tag): tag
        case .dragged(let translation): Int(translation.x)
        }
    }
}
