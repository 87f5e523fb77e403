/// Supplies a ``ListView`` with its rows.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of rows.
    ///
    /// - Parameter listView: The list asking.
    /// - Returns: How many rows the list has.
    func numberOfRows(in listView: ListView) -> Int

    /// The configured cell for a row, normally from ``ListView/dequeueReusableCell(withIdentifier:for:)``.
    ///
    /// - Parameters:
    ///   - listView: The list asking.
    ///   - row: The row's index.
    /// - Returns: The cell to show.
    /// - Throws: Any error, such as a ``ListViewError``; the list passes it on to its caller.
    func listView(_ listView: ListView, cellForRowAt row: Int) throws -> ListCell
}
