extension ListCell {
    /// Which labels and image view a cell has, and where: UIKit's table-cell styles.
    ///
    /// ```swift
    /// let cell = ListCell(style: .subtitle, reuseIdentifier: nil)
    /// cell.textLabel?.text = "Oat milk"
    /// cell.detailTextLabel?.text = "Aisle 4"
    /// ```
    public enum CellStyle: Sendable, Hashable {
        /// A text label, with an optional image at the leading edge; no detail label.
        case `default`
        /// A text label at the leading edge and a detail label beside it, with an optional image.
        case value1
        /// A text label in the leading third and a detail label in the rest; no image.
        case value2
        /// A text label above a detail label, with an optional image.
        case subtitle
    }
}
