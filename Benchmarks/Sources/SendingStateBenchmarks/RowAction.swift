import SendingState

/// What the benchmark views forward: one case per kind of mapping measured.
enum RowAction: Sendable {
    /// From a state-aware mapping: the id of the row bound at event time.
    case toggleFavorite(id: Int)
    /// From a stateless mapping: the tag of the sender.
    case delete(tag: Int)
    /// From a pan mapping: the translation read from the gesture values.
    case dragged(Point)

    /// A number derived from the payload, which handlers fold into a checksum.
    var weight: Int {
        switch self {
        case .toggleFavorite(let id): id
        case .delete(let tag): tag
        case .dragged(let translation): Int(translation.x)
        }
    }
}
