import CGtk

/// A `GtkGrid` that lays out its subviews in rows and columns, each in a cell or spanning
/// several, such as a form's labels beside its fields.
///
/// ```swift
/// let form = GTKGrid(rowSpacing: 6, columnSpacing: 12)
/// form.attach(GTKLabel(text: "Name"), column: 0, row: 0)
/// form.attach(nameEntry, column: 1, row: 0)
/// form.attach(GTKLabel(text: "Notes"), column: 0, row: 1)
/// form.attach(notesEntry, column: 1, row: 1)
/// form.attach(saveButton, column: 0, row: 2, width: 2)
/// ```
@MainActor
open class GTKGrid: GTKWidget {
    /// Where a subview is in the grid: its first column and row, and how many of each it spans.
    public struct Cell: Hashable, Sendable {
        /// The leftmost column, from 0 (the rightmost in a right-to-left language).
        public var column: Int
        /// The top row, from 0.
        public var row: Int
        /// How many columns the subview spans.
        public var width: Int
        /// How many rows the subview spans.
        public var height: Int

        /// Makes a cell.
        ///
        /// - Parameters:
        ///   - column: The leftmost column, from 0.
        ///   - row: The top row, from 0.
        ///   - width: How many columns it spans.
        ///   - height: How many rows it spans.
        public init(column: Int, row: Int, width: Int = 1, height: Int = 1) {
            self.column = column
            self.row = row
            self.width = width
            self.height = height
        }
    }

    /// The subviews, in the order they were attached.
    public private(set) var subviews: [GTKWidget] = []

    /// The cell of each subview, in the same order.
    private var cells: [Cell] = []

    private var grid: UnsafeMutablePointer<GtkGrid> { cgtk_grid(widget) }

    /// Creates an empty grid.
    ///
    /// - Parameters:
    ///   - rowSpacing: The space between rows, in pixels.
    ///   - columnSpacing: The space between columns, in pixels.
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        super.init(widget: gtk_grid_new())
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
    }

    /// Puts a subview in a cell, or a block of cells, taking it out of its previous container
    /// first, this grid too.
    ///
    /// - Parameters:
    ///   - view: The view to attach.
    ///   - column: The leftmost column it takes, from 0.
    ///   - row: The top row it takes, from 0.
    ///   - width: How many columns it spans, at least 1.
    ///   - height: How many rows it spans, at least 1.
    public func attach(_ view: GTKWidget, column: Int, row: Int, width: Int = 1, height: Int = 1) {
        precondition(width >= 1 && height >= 1, "a grid's subview spans at least one column and one row")
        view.removeFromSuperview()
        subviews.append(view)
        cells.append(Cell(column: column, row: row, width: width, height: height))
        view.container = self
        gtk_grid_attach(grid, view.widget, Int32(column), Int32(row), Int32(width), Int32(height))
    }

    /// Removes a subview; does nothing if it isn't one.
    ///
    /// - Parameter view: The view to remove.
    public func removeSubview(_ view: GTKWidget) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        cells.remove(at: index)
        view.container = nil
        gtk_grid_remove(grid, view.widget)
    }

    override func removeContainedView(_ view: GTKWidget) {
        removeSubview(view)
    }

    /// The cell a subview takes, or `nil` if it isn't one.
    ///
    /// - Parameter view: A subview.
    /// - Returns: Its column and row, and how many of each it spans.
    public func cell(of view: GTKWidget) -> Cell? {
        subviews.firstIndex { $0 === view }.map { cells[$0] }
    }

    /// The space between rows, in pixels.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(grid)) }
        set { gtk_grid_set_row_spacing(grid, guint(max(0, newValue))) }
    }

    /// The space between columns, in pixels.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(grid)) }
        set { gtk_grid_set_column_spacing(grid, guint(max(0, newValue))) }
    }

    package override var shownSubviews: [GTKWidget] { subviews }

    /// The subview that is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        subviews.first { path.contains($0.widget) }
    }
}
