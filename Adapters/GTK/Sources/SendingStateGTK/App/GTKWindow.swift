public import CGtk
import SendingStateInput

/// A top-level `GtkWindow` that shows one content view.
///
/// The wrapper holds the window and its content view; closing it, or releasing the wrapper,
/// destroys the window.
///
/// The window hands what GTK delivers to its `InputEngine`, from `SendingStateInput`, which
/// decides what it means with the rules HeadlessWidgets follows too. Pointers: a press, its moves
/// and its release, a touch, a touchpad's pinch and the pointer hovering, each on the wrapper
/// under it, which GTK's own hit test finds. Keys: the focused widget handles its own first, as GTK
/// decides, and Tab and Shift-Tab move the focus; what is left goes to the focused wrapper's kind
/// of control, then up the focus chain to the first sender that maps it, skipping insensitive
/// ones; with nothing focused, to the content view. A key no sender maps goes on to GTK. The walk
/// passes through the wrappers that ``GTKBox``, ``GTKScrolledWindow``, ``GTKListView`` and the
/// navigation and layout containers (``GTKStack``, ``GTKNavigationStack``, ``GTKPaned``,
/// ``GTKGrid``, ``GTKOverlay``) hold: a wrapper put in another GTK container by hand is skipped,
/// and input goes to the nearest of those above it.
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

    /// The input engine that decides what the pointers and keys GTK delivers to the window mean.
    let input = InputEngine(clock: GLibClock())

    /// The pointers down, by GTK's names for them, as the engine numbered them.
    var pointers = PointersDown()

    /// Creates a hidden window.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - width: Its default width, in pixels.
    ///   - height: Its default height, in pixels.
    public convenience init(title: String, width: Int, height: Int) {
        self.init(wrapping: gtk_window_new())
        gtk_window_set_title(cgtk_window(widget), title)
        gtk_window_set_default_size(cgtk_window(widget), Int32(width), Int32(height))
    }

    /// Wraps a window GTK made, such as an About dialog, sinking its floating reference or adding one.
    ///
    /// - Parameter window: A `GtkWindow`, or a widget derived from it.
    init(wrapping window: UnsafeMutablePointer<GtkWidget>) {
        widget = window
        g_object_ref_sink(widget)
        connectSignal(widget, "close-request") { [weak self] _ in self?.onClose?() }
        connectSignal(widget, "destroy") { [weak self] _ in self?.isClosed = true }
        connectSignal(widget, "notify::focus-widget") { [weak self] _ in self?.focusWidgetDidChange() }
        input.doubleTapInterval = Double(cgtk_double_click_time()) / 1000
        startDeliveringPointers()
        startDeliveringKeys()
    }

    isolated deinit {
        if !isClosed { gtk_window_destroy(cgtk_window(widget)) }
        if let storedActionGroup { g_object_unref(storedActionGroup) }
        g_object_unref(widget)
    }

    /// The application that owns the window, once ``GTKApplication/addWindow(_:)`` has added it.
    public internal(set) weak var application: GTKApplication? {
        didSet { for action in actions { action.application = application } }
    }

    /// The window's actions, named `win.` followed by their names.
    public private(set) var actions: [GTKAction] = []

    /// The group that holds the window's actions, once it has one; the wrapper holds a reference.
    private var storedActionGroup: UnsafeMutablePointer<GSimpleActionGroup>?

    /// The group that holds the window's actions, inserted as `win` on the window when first used.
    private var actionGroup: UnsafeMutablePointer<GSimpleActionGroup> {
        if let storedActionGroup { return storedActionGroup }
        let group: UnsafeMutablePointer<GSimpleActionGroup> = g_simple_action_group_new()
        gtk_widget_insert_action_group(widget, "win", cgtk_action_group(group))
        storedActionGroup = group
        return group
    }

    /// Adds a `win.` action, which runs while the focus is in this window; its shortcuts work once
    /// the window belongs to a ``GTKApplication``.
    ///
    /// - Parameter action: The action, named `win.` followed by its name from now on.
    /// - Throws: ``GTKActionError/duplicateName(_:)`` when the window has an action of that name
    ///   already, or the action belongs to something else; nothing changes.
    public func addAction(_ action: GTKAction) throws(GTKActionError) {
        try action.add(to: cgtk_action_map(actionGroup), scope: "win", application: application)
        actions.append(action)
    }

    /// The window as the root of the tree SendingState reads: a node of role `window`, or
    /// `dialog` for an alert, named by its title, that shows its ``titleBar`` and its
    /// ``contentView``.
    ///
    /// Find what a window shows, its header bar included, from here, as a screen reader reads the
    /// window:
    ///
    /// ```swift
    /// let pay = try window.rootNode.get(.role(.button, name: "Pay"))
    /// try window.rootNode.auditAccessibility()
    /// ```
    public private(set) lazy var rootNode: GTKWidget = WindowNode(window: self)

    /// The window as a node of the tree: its GTK window, which GTK names by its title.
    private final class WindowNode: GTKWidget {
        weak var window: GTKWindow?

        init(window: GTKWindow) {
            self.window = window
            super.init(widget: window.widget)
        }

        public override var impliedAccessibilityName: String? {
            gtk_window_get_title(cgtk_window(widget)).map { String(cString: $0) }
        }

        public override var visibleText: String? { impliedAccessibilityName }

        package override var shownSubviews: [GTKWidget] {
            [window?.titleBar, window?.contentView].compactMap { $0 }
        }
    }

    /// The view the window shows.
    public var contentView: GTKWidget? {
        didSet { gtk_window_set_child(cgtk_window(widget), contentView?.widget) }
    }

    /// The bar at the top of the window, such as a ``GTKHeaderBar``, in place of the system's title
    /// bar; `nil` for the system's.
    public var titleBar: GTKWidget? {
        didSet { gtk_window_set_titlebar(cgtk_window(widget), titleBar?.widget) }
    }

    /// Called when the keyboard focus moves to another wrapper of the window, or leaves them all,
    /// with ``firstResponder``: by a person's click or Tab, or by
    /// ``GTKWidget/becomeFirstResponder()``.
    ///
    /// ```swift
    /// window.onFirstResponderChange = { responder in saveButton.isEnabled = responder !== editor }
    /// ```
    public var onFirstResponderChange: (@MainActor (GTKWidget?) -> Void)?

    /// The wrapper last reported to ``onFirstResponderChange``.
    weak var reportedFirstResponder: GTKWidget?

    /// Called when a person closes the window, before GTK destroys it.
    public var onClose: (@MainActor () -> Void)?

    /// Whether the window has a title bar and borders; set it before presenting.
    public var isDecorated: Bool {
        get { gtk_window_get_decorated(cgtk_window(widget)) != 0 }
        set { gtk_window_set_decorated(cgtk_window(widget), newValue ? 1 : 0) }
    }

    /// The window's title, which the title bar shows and a screen reader reads; it can change at
    /// any time.
    public var title: String {
        get { gtk_window_get_title(cgtk_window(widget)).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(cgtk_window(widget), newValue) }
    }

    /// Whether closing the window hides it rather than destroying it; `false` by default.
    ///
    /// A preferences window hides, to be presented again as it was; ``onClose`` is called either
    /// way.
    public var hidesOnClose: Bool {
        get { gtk_window_get_hide_on_close(cgtk_window(widget)) != 0 }
        set { gtk_window_set_hide_on_close(cgtk_window(widget), newValue ? 1 : 0) }
    }

    /// The window this one belongs to, such as the main window for a preferences window: the
    /// desktop keeps it above that one and centers it there, and a screen reader reads it as part
    /// of it; `nil` by default.
    public weak var transientParent: GTKWindow? {
        didSet {
            gtk_window_set_transient_for(cgtk_window(widget), transientParent.map { cgtk_window($0.widget) })
        }
    }

    /// Whether the window takes all input from the other windows of its group while it is shown,
    /// as a dialog does; `false` by default.
    public var isModal: Bool {
        get { gtk_window_get_modal(cgtk_window(widget)) != 0 }
        set { gtk_window_set_modal(cgtk_window(widget), newValue ? 1 : 0) }
    }

    /// Whether the window is shown: presented, and not closed or hidden since.
    public var isVisible: Bool { !isClosed && gtk_widget_get_visible(widget) != 0 }

    /// The icon of every window that sets none, from the icon theme, such as the application's id
    /// once its icon is installed; `nil` for GTK's default.
    public static var defaultIconName: String? {
        get { gtk_window_get_default_icon_name().map { String(cString: $0) } }
        set { gtk_window_set_default_icon_name(newValue) }
    }

    /// Shows the window and brings it to the front; a closed window, which GTK has destroyed, is
    /// left as it is.
    public func present() {
        guard !isClosed else { return }
        gtk_window_present(cgtk_window(widget))
    }

    /// Closes the window as a person does with its close button.
    ///
    /// It calls ``onClose``, then hides the window if it ``hidesOnClose``, or destroys it as
    /// ``close()`` does. A closed window is left as it is.
    public func performClose() {
        guard !isClosed else { return }
        onClose?()
        if hidesOnClose {
            gtk_widget_set_visible(widget, 0)
        } else {
            close()
        }
    }

    /// Destroys the window; the wrapper's content view stays alive while the wrapper holds it.
    public func close() {
        guard !isClosed else { return }
        gtk_window_destroy(cgtk_window(widget))
        isClosed = true
    }
}
