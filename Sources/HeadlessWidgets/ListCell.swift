/// A reusable row of a ``ListView``.
///
/// Subclass it for your rows; the list creates instances with `init()` and reuses them as rows
/// scroll out of its window and others scroll in.
@MainActor
open class ListCell: View {
    /// The identifier the cell was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Creates a cell.
    public required init() {
        super.init()
    }

    /// Called just before the cell is reused for another row; override it to reset transient state.
    ///
    /// The default implementation does nothing. The cell's bound state and handlers stay until the
    /// data source configures it again.
    open func prepareForReuse() {}
}
