import CGtk

/// A `GtkOverlay` that shows views on top of a content view, each placed by its alignment, such
/// as a badge in a corner or a banner over a list.
///
/// The content view sets the overlay's size; each overlay view is laid out over it, the last added
/// on top, and takes the clicks that land on it.
///
/// ```swift
/// let overlay = GTKOverlay()
/// overlay.contentView = productList
/// overlay.addOverlayView(cartBadge, horizontalAlignment: .end, verticalAlignment: .start)
/// ```
@MainActor
open class GTKOverlay: GTKWidget {
    /// Where an overlay view goes along one axis of the content view.
    public enum Alignment: Sendable {
        /// Across the whole content view.
        case fill
        /// At the start: the left (the right in a right-to-left language), or the top.
        case start
        /// In the middle.
        case center
        /// At the end: the right (the left in a right-to-left language), or the bottom.
        case end

        var gtkAlign: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .center: GTK_ALIGN_CENTER
            case .end: GTK_ALIGN_END
            }
        }
    }

    /// The views on top of the content view, from the bottom up.
    public private(set) var overlayViews: [GTKWidget] = []

    private var overlay: OpaquePointer { cgtk_overlay(widget) }

    /// Creates an overlay with no views.
    public init() {
        super.init(widget: gtk_overlay_new())
    }

    private var content: GTKWidget?

    /// The view under the overlay views, which sets the overlay's size; setting it replaces the
    /// previous one, and takes the new one out of its previous container first.
    public var contentView: GTKWidget? {
        get { content }
        set {
            guard newValue !== content else { return }
            newValue?.removeFromSuperview()
            if content?.container === self { content?.container = nil }
            content = newValue
            newValue?.container = self
            gtk_overlay_set_child(overlay, newValue?.widget)
        }
    }

    /// Adds a view on top of the others, taking it out of its previous container first.
    ///
    /// The alignments set the view's own alignment, which GTK places it by.
    ///
    /// - Parameters:
    ///   - view: The view to show on top.
    ///   - horizontalAlignment: Where it goes across the content view.
    ///   - verticalAlignment: Where it goes down the content view.
    public func addOverlayView(
        _ view: GTKWidget, horizontalAlignment: Alignment = .fill, verticalAlignment: Alignment = .fill
    ) {
        view.removeFromSuperview()
        overlayViews.append(view)
        view.container = self
        gtk_widget_set_halign(view.widget, horizontalAlignment.gtkAlign)
        gtk_widget_set_valign(view.widget, verticalAlignment.gtkAlign)
        gtk_overlay_add_overlay(overlay, view.widget)
    }

    /// Removes an overlay view; does nothing if it isn't one.
    ///
    /// - Parameter view: The view to remove.
    public func removeOverlayView(_ view: GTKWidget) {
        guard let index = overlayViews.firstIndex(where: { $0 === view }) else { return }
        overlayViews.remove(at: index)
        view.container = nil
        gtk_overlay_remove_overlay(overlay, view.widget)
    }

    override func removeContainedView(_ view: GTKWidget) {
        if content === view { contentView = nil } else { removeOverlayView(view) }
    }

    /// The content view, then the overlay views from the bottom up.
    package override var shownSubviews: [GTKWidget] { (contentView.map { [$0] } ?? []) + overlayViews }

    /// The view that is or contains a widget, the topmost first.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        shownSubviews.reversed().first { path.contains($0.widget) }
    }

    // GTK 4.8 reads an unnamed widget of this kind by its GObject type.
    override var accessibleLabelFallback: String? { "" }
}
