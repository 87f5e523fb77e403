import CGtk

extension GTKColumnView {
    /// The index in ``columns`` of the column the table is sorted by, or `nil` when it is sorted
    /// by none.
    ///
    /// Read it, with ``sortOrder``, in the mapping of the table's `valueChanged`, which the table
    /// reports when a person clicks a sortable column's header:
    ///
    /// ```swift
    /// EventForwarder(table) { table, ctx in
    ///     ctx.control(.valueChanged) {
    ///         [TableAction.sort(column: table.sortColumn, order: table.sortOrder)]
    ///     }
    /// }
    /// ```
    public var sortColumn: Int? {
        var descending: gboolean = 0
        let column = cgtk_column_view_primary_sort_column(cgtk_column_view(columnViewWidget), &descending)
        return column < 0 ? nil : Int(column)
    }

    /// The order of the column the table is sorted by: ascending after a first click on its header,
    /// descending after a second; ascending when the table is sorted by none.
    public var sortOrder: SortOrder {
        var descending: gboolean = 0
        _ = cgtk_column_view_primary_sort_column(cgtk_column_view(columnViewWidget), &descending)
        return descending != 0 ? .descending : .ascending
    }

    /// Sorts the table by a column from code, as the app does to show the sort its rows start in;
    /// it reports nothing.
    ///
    /// The table shows the column's sort indicator; sorting the rows is the app's, which then calls
    /// ``reloadData()``. A column that isn't sortable, or out of range, sorts by none.
    ///
    /// - Parameters:
    ///   - column: The column's index in ``columns``, or `nil` to sort by none.
    ///   - order: The order to show.
    public func sort(byColumn column: Int?, order: SortOrder = .ascending) {
        let object = column.flatMap {
            columns.indices.contains($0) && columns[$0].isSortable ? columnObject(at: $0) : nil
        }
        fromCode {
            gtk_column_view_sort_by_column(
                cgtk_column_view(columnViewWidget), object,
                order == .descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
        }
    }
}
