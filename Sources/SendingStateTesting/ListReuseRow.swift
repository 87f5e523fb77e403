/// The model of a row in ``checkListReuse(of:)``: the checker's own, so that an action tells which
/// row it came from.
///
/// The driver's row view is `Configurable` with this as its input, and maps its action to the row
/// it shows:
///
/// ```swift
/// EventForwarder(button) { _, ctx in
///     ctx.control(.primaryActionTriggered) { (row: ListReuseRow) in [row] }
/// }
/// ```
public struct ListReuseRow: Hashable, Sendable {
    /// Tells the row apart from the others the check shows.
    public let id: Int

    /// Creates a row's model.
    ///
    /// - Parameter id: Tells the row apart from the others the check shows.
    public init(id: Int) {
        self.id = id
    }
}

extension ListReuseRow: CustomStringConvertible {
    /// `row` and the id, such as `row 2`.
    public var description: String {
        "row \(id)"
    }
}
