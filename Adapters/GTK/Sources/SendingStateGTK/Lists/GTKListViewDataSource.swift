public import SendingState

/// Supplies a ``GTKListView`` or ``GTKGridView`` with its number of rows and each row's model, in
/// the shape of UIKit's table data source.
///
/// The list makes the row views itself, as few as GTK shows, and sends each the model of the row
/// it shows now with `ss.configure(_:)`:
///
/// ```swift
/// extension CatalogueScreen: GTKListViewDataSource {
///     func numberOfRows(in listView: GTKListView<ProductRow>) -> Int { products.count }
///
///     func listView(_ listView: GTKListView<ProductRow>, modelForRowAt row: Int) -> Product {
///         products[row]
///     }
/// }
/// ```
@MainActor
public protocol GTKListViewDataSource<RowView>: AnyObject {
    /// The row view class the list shows.
    associatedtype RowView: GTKWidget & Configurable

    /// The number of rows.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: How many rows the list has; a negative number counts as 0.
    func numberOfRows(in listView: GTKListView<RowView>) -> Int

    /// The model of a row, which the list sends to the row view that shows it.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - row: The row's index, below ``numberOfRows(in:)``.
    /// - Returns: The model to configure the row view with.
    func listView(_ listView: GTKListView<RowView>, modelForRowAt row: Int) -> RowView.Input
}
