/// The model of one product row.
struct RowModel: Sendable {
    var id: Int
    var title: String
    var isFavorite: Bool

    /// Rows `0..<count`, with titles short enough to be stored inline, so copying a row never
    /// touches the heap.
    static func rows(count: Int) -> [RowModel] {
        (0..<count).map { RowModel(id: $0, title: "Item \($0)", isFavorite: $0.isMultiple(of: 3)) }
    }
}
