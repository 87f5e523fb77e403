/// The model of one row: its id, and the name its label shows.
struct Row: Sendable {
    var id: Int
    var name: String

    /// The row with an id, named as both lists name it.
    init(id: Int) {
        self.id = id
        name = Row.name(of: id)
    }

    /// The name of the row with an id.
    ///
    /// Both lists make it the same way, so it costs them the same.
    static func name(of id: Int) -> String {
        "Product \(id)"
    }
}
