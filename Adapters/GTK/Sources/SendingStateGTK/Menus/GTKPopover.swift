import CGtk

/// A bubble that shows a content view pointing at a widget, a `GtkPopover`: UIKit's popover
/// presentation.
///
/// Escape or a click outside dismisses it. Its content is in a surface of its own, which the
/// window's input engine doesn't see: a ``GTKButton`` inside reports `primaryActionTriggered` from
/// GTK's "clicked", without `touchDown` or `touchUpInside`, and the content's gestures and key
/// mappings don't run. Give it an accessibility label for a screen reader to read.
///
/// ```swift
/// let popover = GTKPopover()
/// popover.contentView = content
/// popover.present(from: infoButton)
/// ```
@MainActor
public final class GTKPopover: GTKWidget {
    /// The view the popover shows.
    public var contentView: GTKWidget? {
        didSet { gtk_popover_set_child(popover, contentView?.widget) }
    }

    /// The handler that takes the popover out of the widget it points at when GTK destroys that
    /// widget, which mustn't be finalized with a child left.
    private var destroyHandler: gulong = 0

    /// Makes a hidden popover.
    public init() {
        super.init(widget: gtk_popover_new())
    }

    isolated deinit {
        detach()
    }

    private var popover: UnsafeMutablePointer<GtkPopover> { cgtk_popover(widget) }

    /// Whether the popover is shown.
    public var isShown: Bool {
        gtk_widget_get_visible(widget) != 0
    }

    /// The widget the popover points at, while it is attached to one.
    public var sourceView: GTKWidget? { anchor }

    private weak var anchor: GTKWidget?

    /// Shows the popover pointing at a widget, which must be in a window.
    ///
    /// - Parameter view: The widget to point at; the popover stays attached to it until it is
    ///   presented from another one.
    public func present(from view: GTKWidget) {
        if gtk_widget_get_parent(widget) != view.widget {
            detach()
            gtk_widget_set_parent(widget, view.widget)
            anchor = view
            destroyHandler = connectSignal(view.widget, "destroy") { [weak self] _ in self?.detach() }
        }
        gtk_popover_popup(popover)
    }

    /// Hides the popover.
    public func dismiss() {
        gtk_popover_popdown(popover)
    }

    /// Takes the popover out of the widget it points at.
    private func detach() {
        guard let parent = gtk_widget_get_parent(widget) else { return }
        g_signal_handler_disconnect(parent, destroyHandler)
        gtk_widget_unparent(widget)
        anchor = nil
    }
}
