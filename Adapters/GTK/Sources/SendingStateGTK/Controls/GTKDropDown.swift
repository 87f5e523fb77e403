import CGtk
import SendingState

/// A `GtkDropDown` of strings: a button that shows the selected item and opens a list of them, like
/// UIKit's pop-up button or a segmented control.
///
/// A person picking an item other than the selected one, by clicking the drop-down and then the
/// item, reports `valueChanged` as the list closes. The click that opens the list reports
/// `touchDown` and `touchUpInside`, as a press on a button does. Setting ``selectedIndex`` or
/// ``items`` from code reports nothing.
///
/// ```swift
/// let sort = GTKDropDown(items: ["Name", "Price", "Aisle"])
/// EventForwarder(sort) { view, ctx in
///     ctx.control(.valueChanged) { [ListAction.sort(by: view.selectedIndex ?? 0)] }
/// }
/// ```
@MainActor
open class GTKDropDown: GTKControl {

    /// Creates a drop-down of strings, with the first selected.
    ///
    /// - Parameter items: The strings to choose from, in order.
    public init(items: [String]) {
        let list = gtk_string_list_new(nil)
        for item in items {
            gtk_string_list_append(list, item)
        }
        // The drop-down takes the list's reference, and shows a string list's strings by itself.
        super.init(widget: gtk_drop_down_new(cgtk_list_model(UnsafeMutableRawPointer(list)), nil))
        // GTK 4.8 reads a drop-down as a combo box holding a button that holds the selected item's
        // page, each named by its type: the button steps aside, so that a screen reader reads one
        // combo box with its value, as for a menu button.
        if let button = gtk_widget_get_first_child(widget) {
            cgtk_accessible_set_role(button, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        }
        connectSignal(widget, "notify::selected") { [weak self] _ in
            guard let self, !self.isSettingFromCode else { return }
            self.ss.report(.control(.valueChanged))
        }
    }

    private var dropDown: OpaquePointer { cgtk_drop_down(widget) }

    /// The drop-down's model: the string list it was made with.
    private var list: OpaquePointer {
        cgtk_string_list(UnsafeMutableRawPointer(gtk_drop_down_get_model(dropDown)))
    }

    private var count: guint { g_list_model_get_n_items(gtk_drop_down_get_model(dropDown)) }

    /// The strings to choose from; setting them selects the first, or nothing when empty, and
    /// reports nothing.
    ///
    /// - Complexity: O(*n*) in the number of items, to read or to set.
    public var items: [String] {
        get {
            (0..<count).map { index in
                gtk_string_list_get_string(list, index).map { String(cString: $0) } ?? ""
            }
        }
        set {
            fromCode {
                gtk_string_list_splice(list, 0, count, nil)
                for item in newValue {
                    gtk_string_list_append(list, item)
                }
                gtk_drop_down_set_selected(dropDown, newValue.isEmpty ? guint.max : 0)
            }
        }
    }

    /// The index of the selected item, or `nil` when none is; setting it reports nothing.
    ///
    /// Setting `nil`, or an index outside ``items``, selects nothing.
    public var selectedIndex: Int? {
        get {
            // GTK_INVALID_LIST_POSITION, a cast macro Swift doesn't import, is the largest guint.
            let selected = gtk_drop_down_get_selected(dropDown)
            return selected == guint.max ? nil : Int(selected)
        }
        set {
            let position = newValue.flatMap { (0..<Int(count)).contains($0) ? guint($0) : nil } ?? guint.max
            fromCode { gtk_drop_down_set_selected(dropDown, position) }
        }
    }

    override var impliedAccessibilityValue: String? { selectedIndex.map { items[$0] } }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
