import CGtk
import CGtkListModel

/// The rows a recycled list or table shows, as GTK sees them: a list model that holds only a count
/// of row numbers, so 100,000 rows cost no items until GTK shows them, in a single selection that
/// selects nothing by itself and that a person can clear.
///
/// ``GTKListView``, ``GTKGridView`` and ``GTKColumnView`` each keep one; the wrapper changes it
/// inside `fromCode`, so that its "selection-changed" handler knows the change isn't a person's.
@MainActor
final class RowNumbers {
    /// The `CGtkListModel` index model of the row numbers.
    let model: gpointer

    /// The `GtkSingleSelection` over ``model`` that the list's widget shows.
    let selection: gpointer

    /// Makes a model of no rows and its selection; the wrapper gives the selection to its widget,
    /// which takes a reference of its own.
    init() {
        model = gpointer(cgtk_index_model_new())
        // The selection takes the model's reference; the rows keep their own reference to each.
        g_object_ref(model)
        selection = gpointer(gtk_single_selection_new(OpaquePointer(model)))
        g_object_ref(selection)
        gtk_single_selection_set_autoselect(OpaquePointer(selection), 0)
        gtk_single_selection_set_can_unselect(OpaquePointer(selection), 1)
    }

    isolated deinit {
        g_object_unref(selection)
        g_object_unref(model)
    }

    /// The selection, as GTK's widgets take it.
    var selectionModel: OpaquePointer { cgtk_selection_model(selection) }

    /// The number of rows.
    var count: Int {
        Int(cgtk_index_model_get_count(OpaquePointer(model)))
    }

    /// Replaces every row with `count` rows, clamped between 0 and what GTK can number, keeping
    /// the selected row only while it is still in range.
    func reset(to count: Int) {
        let selected = selectedRow
        cgtk_index_model_splice(
            OpaquePointer(model), 0, cgtk_index_model_get_count(OpaquePointer(model)),
            guint(max(0, min(count, Int(UInt32.max - 1)))))
        // A position past the new end selects nothing.
        if let selected { gtk_single_selection_set_selected(OpaquePointer(selection), guint(selected)) }
    }

    /// The selected row, or `nil` when none is; setting a row past the end, or a negative one,
    /// selects none.
    var selectedRow: Int? {
        get {
            let selected = gtk_single_selection_get_selected(OpaquePointer(selection))
            return selected == guint.max ? nil : Int(selected)
        }
        set {
            let position = newValue.flatMap { (0..<count).contains($0) ? guint($0) : nil }
            gtk_single_selection_set_selected(OpaquePointer(selection), position ?? guint.max)
        }
    }
}
