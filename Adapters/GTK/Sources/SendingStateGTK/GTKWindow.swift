public import CGtk

/// A top-level `GtkWindow` that shows one content view.
///
/// The wrapper holds the window and its content view; closing it, or releasing the wrapper,
/// destroys the window.
///
/// Keys go through the focus chain, as HeadlessWidgets' `Window.press(_:modifierFlags:)` delivers
/// them. The focused widget handles its own keys first, as GTK decides: an entry types, a focused
/// button takes Space and Return. Tab and Shift-Tab move the focus. Any other key is reported as
/// `SenderOccurrence.key(_:)` to the first sender that maps it, from the focused widget's wrapper
/// up to ``contentView``, skipping insensitive ones; with nothing focused, to the content view. A
/// key no sender maps goes on to GTK. The walk passes through the wrappers that ``GTKBox``,
/// ``GTKScrolledWindow`` and ``GTKListView`` hold: a wrapper put in another GTK container by hand
/// is skipped, and the walk goes on from the nearest of those above it.
///
/// ```swift
/// let window = GTKWindow(title: "Groceries", width: 360, height: 420)
/// window.contentView = ShoppingListScreen()
/// window.present()
/// ```
@MainActor
public final class GTKWindow {
    /// The wrapped GTK window, held with a strong reference for the wrapper's lifetime.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var isClosed = false

    /// Creates a hidden window.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - width: Its default width, in pixels.
    ///   - height: Its default height, in pixels.
    public init(title: String, width: Int, height: Int) {
        widget = gtk_window_new()
        g_object_ref_sink(widget)
        gtk_window_set_title(cgtk_window(widget), title)
        gtk_window_set_default_size(cgtk_window(widget), Int32(width), Int32(height))
        connectSignal(widget, "close-request") { [weak self] _ in self?.onClose?() }
        connectSignal(widget, "destroy") { [weak self] _ in self?.isClosed = true }
        startDeliveringKeys()
    }

    isolated deinit {
        if !isClosed { gtk_window_destroy(cgtk_window(widget)) }
        g_object_unref(widget)
    }

    /// The view the window shows.
    public var contentView: GTKWidget? {
        didSet { gtk_window_set_child(cgtk_window(widget), contentView?.widget) }
    }

    /// Called when a person closes the window, before GTK destroys it.
    public var onClose: (@MainActor () -> Void)?

    /// Whether the window has a title bar and borders; set it before presenting.
    public var isDecorated: Bool {
        get { gtk_window_get_decorated(cgtk_window(widget)) != 0 }
        set { gtk_window_set_decorated(cgtk_window(widget), newValue ? 1 : 0) }
    }

    /// Shows the window and brings it to the front.
    public func present() {
        gtk_window_present(cgtk_window(widget))
    }

    /// Destroys the window; the wrapper's content view stays alive while the wrapper holds it.
    public func close() {
        guard !isClosed else { return }
        gtk_window_destroy(cgtk_window(widget))
    }
}
