import CGtk
import SendingState

/// A stack of views that a person goes forward into and back out of, over a `GtkStack`, like
/// UIKit's `UINavigationController`.
///
/// ``push(_:title:)`` shows a view on top of the others, sliding in from the right; ``pop()``
/// takes the top view away and shows the one below. The root view stays. A person goes back with
/// ``backButton``, which is enabled only while there is a view to go back to, or with Alt+Left
/// anywhere in the window while the stack is shown. Then the stack reports `valueChanged`: that is
/// this adapter's choice, as UIKit's navigation controller tells its delegate instead, and a
/// mapping is how a `Sender` tells. Pushing and popping from code report nothing.
///
/// Put the back button and ``titleLabel``, which shows the top view's title, where the window's
/// navigation goes, such as the start of a ``GTKHeaderBar``:
///
/// ```swift
/// let navigation = GTKNavigationStack(root: catalogue, title: "Catalogue")
/// headerBar.packStart(navigation.backButton)
/// EventForwarder(navigation) { navigation, ctx in
///     ctx.control(.valueChanged) { [navigation.views.count] }
/// }
/// navigation.push(details, title: "Milk")
/// ```
@MainActor
open class GTKNavigationStack: GTKWidget {
    /// The views, from the root at the bottom to the one shown on top.
    public private(set) var views: [GTKWidget] = []

    /// The titles of the views, in the same order.
    public private(set) var titles: [String] = []

    /// A button that goes back to the view below the top one; insensitive while the root is shown.
    ///
    /// It stays shown at the root: GTK 4.8 doesn't tell a screen reader about a widget shown after
    /// the window was, so a back button hidden at first would never be read.
    ///
    /// It shows GTK's `go-previous-symbolic` icon and reads as "Back" to a screen reader.
    public let backButton = GTKButton()

    /// A label that shows the title of the view on top.
    public let titleLabel = GTKLabel()

    /// The action Alt+Left runs, enabled while there is a view to go back to.
    private let backAction: OpaquePointer = g_simple_action_new("back", nil)

    /// How many views were ever pushed, so that each page has a name of its own.
    private var pushCount = 0

    private var stack: OpaquePointer { cgtk_stack(widget) }

    /// Creates a navigation stack that shows a root view.
    ///
    /// - Parameters:
    ///   - root: The view at the bottom, which stays.
    ///   - title: The root view's title.
    public init(root: GTKWidget, title: String) {
        super.init(widget: gtk_stack_new())
        gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        gtk_button_set_icon_name(cgtk_button(backButton.widget), "go-previous-symbolic")
        backButton.accessibilityLabel = "Back"
        connectSignal(backButton.widget, "clicked") { [weak self] _ in self?.goBackForAPerson() }
        installBackShortcut()
        push(root, title: title)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(backAction))
    }

    /// The view shown, on top of the others.
    public var topView: GTKWidget { views[views.count - 1] }

    /// Whether there is a view below the top one to go back to.
    public var canGoBack: Bool { views.count > 1 }

    /// Shows a view on top of the others, taking it out of its previous container first; reports
    /// nothing.
    ///
    /// - Parameters:
    ///   - view: The view to show; one already in the stack is taken out of its place first.
    ///   - title: The view's title, which ``titleLabel`` shows.
    public func push(_ view: GTKWidget, title: String) {
        view.removeFromSuperview()
        precondition(view.container !== self, "the root view of a navigation stack can't be pushed again")
        pushCount += 1
        views.append(view)
        titles.append(title)
        view.container = self
        fromCode {
            gtk_stack_add_titled(stack, view.widget, "page-\(pushCount)", title)
            gtk_stack_set_visible_child(stack, view.widget)
        }
        didChangeTop()
    }

    /// Takes the top view away and shows the one below; reports nothing, and does nothing when the
    /// root is shown.
    ///
    /// - Returns: The view taken away, or `nil` when the root is shown.
    @discardableResult
    public func pop() -> GTKWidget? {
        guard canGoBack else { return nil }
        return remove(at: views.count - 1)
    }

    /// Takes away every view above the root and shows the root; reports nothing.
    ///
    /// - Returns: The views taken away, from the lowest up.
    @discardableResult
    public func popToRoot() -> [GTKWidget] {
        guard canGoBack else { return [] }
        let above = Array(views.dropFirst())
        for index in stride(from: views.count - 1, to: 0, by: -1) {
            remove(at: index)
        }
        return above
    }

    /// Takes away a view above the root, with the views above it; the root stays.
    override func removeContainedView(_ view: GTKWidget) {
        guard let index = views.firstIndex(where: { $0 === view }), index > 0 else { return }
        while views.count > index {
            remove(at: views.count - 1)
        }
    }

    /// Takes the view at an index out of the stack, showing the one below it first if it is on top.
    @discardableResult
    private func remove(at index: Int) -> GTKWidget {
        let view = views.remove(at: index)
        titles.remove(at: index)
        view.container = nil
        fromCode {
            gtk_stack_set_visible_child(stack, topView.widget)
            gtk_stack_remove(stack, view.widget)
        }
        didChangeTop()
        return view
    }

    /// Goes back as a person asked, with the back button or Alt+Left, and reports it.
    private func goBackForAPerson() {
        guard pop() != nil else { return }
        ss.report(.control(.valueChanged))
    }

    /// Enables the back button and Alt+Left, and shows the title, as fit the top view.
    private func didChangeTop() {
        backButton.isEnabled = canGoBack
        g_simple_action_set_enabled(backAction, canGoBack ? 1 : 0)
        titleLabel.text = titles.last ?? ""
    }

    /// Makes Alt+Left run the back action wherever the focus is in the window, as GNOME apps go
    /// back, through a shortcut the window manages; GTK skips it while the stack isn't shown.
    private func installBackShortcut() {
        connectSignal(UnsafeMutableRawPointer(backAction), "activate") { [weak self] _ in
            self?.goBackForAPerson()
        }
        let group = g_simple_action_group_new()
        g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(group)), backAction)
        gtk_widget_insert_action_group(
            widget, "navigation", cgtk_action_group(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(group))
        let controller = gtk_shortcut_controller_new()
        let shortcuts = cgtk_shortcut_controller(UnsafeMutableRawPointer(controller))
        gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_MANAGED)
        gtk_shortcut_controller_add_shortcut(
            shortcuts,
            gtk_shortcut_new(
                gtk_shortcut_trigger_parse_string("<Alt>Left"), gtk_named_action_new("navigation.back")))
        gtk_widget_add_controller(widget, controller)
    }

    /// The top view: the stack shows no other.
    package override var shownSubviews: [GTKWidget] { views.last.map { [$0] } ?? [] }

    /// The view that is or contains a widget.
    override func containedView(on path: Set<UnsafeMutablePointer<GtkWidget>>) -> GTKWidget? {
        views.first { path.contains($0.widget) }
    }
}
