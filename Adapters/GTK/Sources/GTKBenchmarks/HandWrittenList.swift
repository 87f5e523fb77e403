import BenchmarkSupport
import CGtk
import CGtkListModel
import Synchronization

/// The same recycled list written by hand against GTK's C API, without SendingState: the baseline
/// that each SendingState figure is divided by.
///
/// It is what a GTK developer writes: "setup" makes a box with a label and a button, and connects
/// "clicked" to a C callback whose user data is the row; "bind" sets the label's text and stores
/// the row's id on the row with `g_object_set_data`, where the click callback reads it. It shows
/// the same count-only model, through the same selection, as GTKListView does, so GTK does the same
/// work for both.
///
/// C callbacks carry no context but their user data, so what they count is static: atomics, which
/// any thread may touch, so that counting costs "bind" no hop to the main actor. The click handler
/// is the app's, on the main actor, as SendingState's handlers are.
@MainActor
final class HandWrittenList {
    /// How many rows "bind" has bound.
    nonisolated static var bindCount: Int {
        binds.load(ordering: .relaxed)
    }

    fileprivate nonisolated static let binds = Atomic(0)

    /// What the click callback calls, with the id it read from the row.
    static let clickHandler = CountingHandler()

    /// The scrolled window around the list view, to show in a window.
    let scrolledWindow: UnsafeMutablePointer<GtkWidget>

    /// The `GtkListView`.
    let listView: UnsafeMutablePointer<GtkWidget>

    /// Makes the list of a number of rows; the list view takes the model, selection and factory.
    init(rowCount: Int) {
        let model = cgtk_index_model_new()
        let selection = gtk_single_selection_new(model)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()
        cgtk_connect_list_item_callback(UnsafeMutableRawPointer(factory), "setup", setUpRow, nil)
        cgtk_connect_list_item_callback(UnsafeMutableRawPointer(factory), "bind", bindRow, nil)
        listView = gtk_list_view_new(cgtk_selection_model(UnsafeMutableRawPointer(selection)), factory)
        // The rows are added to the shown list, as GTKListView's reloadData() adds them.
        cgtk_index_model_splice(model, 0, 0, guint(rowCount))
        scrolledWindow = gtk_scrolled_window_new()
        g_object_ref_sink(scrolledWindow)
        gtk_scrolled_window_set_policy(
            cgtk_scrolled_window(scrolledWindow), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(cgtk_scrolled_window(scrolledWindow), listView)
        gtk_widget_set_vexpand(scrolledWindow, 1)
    }

    /// A row widget that shows a row and is on the screen, or `nil` when there is none.
    func shownRowWidget() -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(listView)
        while let item = child {
            if let row = gtk_widget_get_first_child(item), Self.id(shownBy: row) != nil,
                gtk_widget_get_mapped(row) != 0
            {
                return row
            }
            child = gtk_widget_get_next_sibling(item)
        }
        return nil
    }

    /// Makes a row widget: a box with a label and a button, whose "clicked" callback gets the row.
    nonisolated static func makeRow() -> UnsafeMutablePointer<GtkWidget> {
        let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
        gtk_widget_set_size_request(row, -1, 36)
        let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("")
        gtk_label_set_xalign(cgtk_label(label), 0)
        gtk_widget_set_hexpand(label, 1)
        let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_with_label("☆")
        cgtk_connect_button_callback(button, "clicked", rowWasClicked, UnsafeMutableRawPointer(row))
        gtk_box_append(cgtk_box(row), label)
        gtk_box_append(cgtk_box(row), button)
        return row
    }

    /// Shows a row in a row widget, as "bind" does: sets the label's text and stores the row's id.
    nonisolated static func show(_ id: Int, in row: UnsafeMutablePointer<GtkWidget>) {
        guard let label = gtk_widget_get_first_child(row) else { return }
        gtk_label_set_text(cgtk_label(label), Row.name(of: id))
        // The id is kept as the pointer's value, plus one, since a null pointer means "no row".
        g_object_set_data(cgtk_object(row), "row-id", UnsafeMutableRawPointer(bitPattern: id + 1))
    }

    /// The id of the row a row widget shows, or `nil` before it shows one.
    nonisolated static func id(shownBy row: gpointer) -> Int? {
        guard let stored = g_object_get_data(cgtk_object(row), "row-id") else { return nil }
        return Int(bitPattern: stored) - 1
    }
}

/// The factory's "setup": makes a row widget for a list item.
private func setUpRow(_ factory: gpointer?, _ item: OpaquePointer?, _ data: gpointer?) {
    gtk_list_item_set_child(item, HandWrittenList.makeRow())
}

/// The factory's "bind": shows the list item's row in its row widget.
private func bindRow(_ factory: gpointer?, _ item: OpaquePointer?, _ data: gpointer?) {
    guard let row = gtk_list_item_get_child(item) else { return }
    HandWrittenList.show(Int(gtk_list_item_get_position(item)), in: row)
    HandWrittenList.binds.wrappingAdd(1, ordering: .relaxed)
}

/// A row's "clicked": reads the row's id from the row widget, the user data, and calls the handler.
private func rowWasClicked(_ button: UnsafeMutablePointer<GtkButton>?, _ row: gpointer?) {
    guard let row, let id = HandWrittenList.id(shownBy: row) else { return }
    // GTK emits on the main thread; the handler, like the app's, belongs to the main actor.
    MainActor.assumeIsolated {
        HandWrittenList.clickHandler.handle(action: .toggleFavorite(id: id))
    }
}
