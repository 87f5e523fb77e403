/// Supplies a ``GTKColumnView`` with its number of rows and each row's model, in the shape of
/// ``GTKListViewDataSource``.
///
/// The column view makes the cells itself, as few as GTK shows, and sends each the model of the row
/// it shows now with `ss.configure(_:)`:
///
/// ```swift
/// extension ProductTable: GTKColumnViewDataSource {
///     func numberOfRows(in columnView: GTKColumnView<Product>) -> Int { products.count }
///
///     func columnView(_ columnView: GTKColumnView<Product>, modelForRowAt row: Int) -> Product {
///         products[row]
///     }
/// }
/// ```
@MainActor
public protocol GTKColumnViewDataSource<Row>: AnyObject {
    /// The model of a row, which every cell of the row is configured with.
    associatedtype Row

    /// The number of rows.
    ///
    /// - Parameter columnView: The column view asking.
    /// - Returns: How many rows the column view has; a negative number counts as 0.
    func numberOfRows(in columnView: GTKColumnView<Row>) -> Int

    /// The model of a row, which the column view sends to each cell that shows it.
    ///
    /// - Parameters:
    ///   - columnView: The column view asking.
    ///   - row: The row's index, below ``numberOfRows(in:)``.
    /// - Returns: The model to configure the row's cells with.
    func columnView(_ columnView: GTKColumnView<Row>, modelForRowAt row: Int) -> Row
}
