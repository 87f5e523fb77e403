public import SendingState

/// Supplies a ``WebListView`` with its number of rows and each row's model, in the shape of
/// UIKit's table data source.
///
/// The list makes the row views itself, as few as the page shows, and sends each the model of the
/// row it shows now with `ss.configure(_:)`:
///
/// ```swift
/// extension CatalogueScreen: WebListViewDataSource {
///     func numberOfRows(in listView: WebListView<ProductRow>) -> Int { products.count }
///
///     func listView(_ listView: WebListView<ProductRow>, modelForRowAt row: Int) -> Product {
///         products[row]
///     }
/// }
/// ```
@MainActor
public protocol WebListViewDataSource<RowView>: AnyObject {
    /// The row view class the list shows.
    associatedtype RowView: WebView & Configurable

    /// The number of rows.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: How many rows the list has; a negative number counts as 0.
    func numberOfRows(in listView: WebListView<RowView>) -> Int

    /// The model of a row, which the list sends to the row view that shows it.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - row: The row's index, below ``numberOfRows(in:)``.
    /// - Returns: The model to configure the row view with.
    func listView(_ listView: WebListView<RowView>, modelForRowAt row: Int) -> RowView.Input
}
