import CGtk

/// A `GtkPaned` that shows two views side by side, or one above the other, with a handle between
/// them that a person drags to share the space, such as a sidebar beside its content.
///
/// Each side has a view, ``startView`` and ``endView``, held with a strong reference. When the
/// paned grows or shrinks, the sides that ``startResizes`` and ``endResizes`` allow take the
/// change; a side that ``startShrinks`` or ``endShrinks`` allows can be made smaller than its view
/// asks for. Moving the handle reports nothing.
///
/// ```swift
/// let split = GTKPaned(axis: .horizontal)
/// split.startView = sidebar
/// split.endView = content
/// split.position = 120
/// split.startResizes = false
/// split.startShrinks = false
/// ```
///
/// Assistive technology reads the handle as a `separator` named "Divider", or after the paned's
/// label, such as "Notes, divider", and a test finds it so:
/// `try window.rootNode.get(.role(.separator, name: "Divider"))`.
@MainActor
open class GTKPaned: GTKWidget {
    private var paned: OpaquePointer { cgtk_paned(widget) }

    /// The handle between the views, which GTK makes.
    private let handle: GTKWidget?

    /// Creates a paned with no views.
    ///
    /// - Parameter axis: `.horizontal` for the start view on the left of the end view (on the
    ///   right in a right-to-left language), `.vertical` for the start view above it.
    public init(axis: GTKBox.Axis = .horizontal) {
        let paned: UnsafeMutablePointer<GtkWidget> = gtk_paned_new(
            axis == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        // A new paned's only child is its handle, which GTK 4.8 reads by its type otherwise.
        handle = gtk_widget_get_first_child(paned).map { handleWidget in
            cgtk_accessible_set_role(handleWidget, GTK_ACCESSIBLE_ROLE_SEPARATOR)
            return GTKWidget(widget: handleWidget)
        }
        super.init(widget: paned)
        handle?.container = self
    }

    /// Names the handle after the paned's label, or "Divider" without one.
    override func writeAccessibleLabel() {
        super.writeAccessibleLabel()
        handle?.accessibilityLabel = accessibilityLabel.map { "\($0), divider" } ?? "Divider"
    }

    // GTK 4.8 reads an unnamed paned by its GObject type.
    override var accessibleLabelFallback: String? { "" }

    private var start: GTKWidget?
    private var end: GTKWidget?

    /// The view at the start, on the left or at the top; setting it replaces the previous one.
    public var startView: GTKWidget? {
        get { start }
        set { place(newValue, atStart: true) }
    }

    /// The view at the end, on the right or at the bottom; setting it replaces the previous one.
    public var endView: GTKWidget? {
        get { end }
        set { place(newValue, atStart: false) }
    }

    /// Puts a view in a side in place of the one there, taking it out of its previous container
    /// first, which may be the other side.
    private func place(_ view: GTKWidget?, atStart: Bool) {
        let old = atStart ? start : end
        guard view !== old else { return }
        view?.removeFromSuperview()
        if old?.container === self { old?.container = nil }
        if atStart { start = view } else { end = view }
        view?.container = self
        if atStart {
            gtk_paned_set_start_child(paned, view?.widget)
        } else {
            gtk_paned_set_end_child(paned, view?.widget)
        }
    }

    override func removeContainedView(_ view: GTKWidget) {
        if start === view { place(nil, atStart: true) }
        if end === view { place(nil, atStart: false) }
    }

    /// Where the handle is, in pixels from the start; setting it reports nothing.
    ///
    /// Before the paned is first laid out, GTK puts the handle where the start view's requested
    /// size ends, unless a position is set.
    public var position: Int {
        get { Int(gtk_paned_get_position(paned)) }
        set { gtk_paned_set_position(paned, Int32(newValue)) }
    }

    /// Whether the start view takes a share of a change in the paned's size.
    public var startResizes: Bool {
        get { gtk_paned_get_resize_start_child(paned) != 0 }
        set { gtk_paned_set_resize_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the start view can be made smaller than it asks for.
    public var startShrinks: Bool {
        get { gtk_paned_get_shrink_start_child(paned) != 0 }
        set { gtk_paned_set_shrink_start_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the end view takes a share of a change in the paned's size.
    public var endResizes: Bool {
        get { gtk_paned_get_resize_end_child(paned) != 0 }
        set { gtk_paned_set_resize_end_child(paned, newValue ? 1 : 0) }
    }

    /// Whether the end view can be made smaller than it asks for.
    public var endShrinks: Bool {
        get { gtk_paned_get_shrink_end_child(paned) != 0 }
        set { gtk_paned_set_shrink_end_child(paned, newValue ? 1 : 0) }
    }

    /// The start view, the handle, then the end view, of those there are.
    package override var shownSubviews: [GTKWidget] { [startView, handle, endView].compactMap { $0 } }

    /// The view of a side, or the handle, that is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        shownSubviews.first { path.contains($0.widget) }
    }
}
