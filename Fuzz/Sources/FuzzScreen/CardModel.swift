/// The model a card shows, which its senders' state-aware mappings read.
struct CardModel: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var revision: Int

    var description: String {
        "#\(id).\(revision)"
    }
}
