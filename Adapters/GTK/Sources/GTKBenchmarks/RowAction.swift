/// What a row view forwards: the id of the row it shows when the event happens.
enum RowAction: Sendable {
    /// The row's favourite button was clicked.
    case favorite(Int)
    /// The row was activated.
    case open(Int)

    /// The id of the row the action is for.
    var id: Int {
        switch self {
        case .favorite(let id), .open(let id): id
        }
    }
}
