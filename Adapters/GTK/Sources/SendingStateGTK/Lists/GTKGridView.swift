import CGtk
public import SendingState

/// A scrolling `GtkGridView` that recycles its item views in columns, as UIKit's collection view
/// reuses its cells.
///
/// Everything but the layout is ``GTKListView``'s: the same data source, row views made only for
/// what GTK shows, `ss.configure(_:)` on "bind" and `ss.removeState()` on "unbind", selection and
/// activation. Rows are numbered across, then down.
///
/// ```swift
/// let grid = GTKGridView(maximumColumns: 4) { ProductTile() }
/// grid.dataSource = screen
/// grid.reloadData()
/// ```
@MainActor
open class GTKGridView<RowView: GTKWidget & Configurable>: GTKListView<RowView> {
    /// Creates an empty grid that makes its item views with a closure.
    ///
    /// - Parameters:
    ///   - maximumColumns: The most columns GTK lays out, however wide the grid is; at least 1.
    ///   - makeRow: Makes an item view; the grid calls it only when GTK needs one more.
    public init(maximumColumns: Int = 7, makeRow: @escaping @MainActor () -> RowView) {
        super.init(listWidgetMaker: { gtk_grid_view_new($0, $1) }, makeRow: makeRow)
        gtk_grid_view_set_max_columns(cgtk_grid_view(listWidget), guint(max(1, maximumColumns)))
    }

    /// The most columns GTK lays out.
    public var maximumColumns: Int {
        get { Int(gtk_grid_view_get_max_columns(cgtk_grid_view(listWidget))) }
        set { gtk_grid_view_set_max_columns(cgtk_grid_view(listWidget), guint(max(1, newValue))) }
    }
}
