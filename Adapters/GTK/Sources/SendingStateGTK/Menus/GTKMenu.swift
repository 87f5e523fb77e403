import CGtk
import SendingState

/// Why a menu couldn't be made.
public enum GTKMenuError: Error, Equatable, CustomStringConvertible {
    /// An item's action isn't added to an application or a window yet, so it has no `app.` or
    /// `win.` name for the menu to activate.
    case actionNotAdded(String)
    /// A ``GTKMenu/Item/choice(_:_:value:)`` item's action isn't a choice action, or a
    /// ``GTKMenu/Item/command(_:_:)`` item's action is one, which needs a value to run.
    case itemDoesntFitAction(String)

    /// What went wrong, with the action's name.
    public var description: String {
        switch self {
        case .actionNotAdded(let name):
            "the action \"\(name)\" isn't added to an application or a window, so no menu item can run it"
        case .itemDoesntFitAction(let name):
            "the action \"\(name)\" doesn't fit its menu item: a choice action has .choice items, "
                + "every other action .command items"
        }
    }
}

/// A menu of commands, a `GMenuModel`, that a ``GTKMenuButton`` shows.
///
/// Each command is a ``GTKAction``: choosing the item runs what the action's mappings declare,
/// the item is insensitive while the action is disabled, and the action's first shortcut is shown
/// beside the title, as GTK shows an accelerator; a `view.` action's, as it is when the menu is
/// made.
///
/// ```swift
/// let menu = try GTKMenu([
///     .section([.command("Checkout", checkout)]),
///     .section([.command("Quit", quit)]),
/// ])
/// ```
@MainActor
public final class GTKMenu {
    /// One entry of a menu.
    public enum Item {
        /// A command with its title; choosing it activates the action. A toggle action's item
        /// shows a check mark while the action is on.
        case command(String, GTKAction)
        /// One choice of a choice action, with its title: a radio item, marked while it is the
        /// action's ``GTKAction/choice``; choosing it activates the action with the value.
        case choice(String, GTKAction, value: String)
        /// A group of items, set apart from the others by separators.
        case section([Item])
        /// A submenu, opened from an item with this title.
        case submenu(String, [Item])
    }

    /// The items, as given.
    public let items: [Item]

    /// The GMenu, held for the wrapper's lifetime.
    let model: OpaquePointer

    /// Makes a menu of items whose actions are already added to an application or a window.
    ///
    /// - Parameter items: The items, in order.
    /// - Throws: ``GTKMenuError/actionNotAdded(_:)`` for an item whose action isn't added.
    public init(_ items: [Item]) throws(GTKMenuError) {
        self.items = items
        model = try Self.makeMenu(items)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(model))
    }

    /// A GMenu with the items, or the first item's error.
    private static func makeMenu(_ items: [Item]) throws(GTKMenuError) -> OpaquePointer {
        let menu: OpaquePointer = g_menu_new()
        do throws(GTKMenuError) {
            for item in items {
                switch item {
                case .command(let title, let action):
                    guard let name = action.detailedName else {
                        throw GTKMenuError.actionNotAdded(action.name)
                    }
                    guard action.style != .choice else { throw GTKMenuError.itemDoesntFitAction(action.name) }
                    let menuItem = g_menu_item_new(title, name)
                    // GTK shows the accelerators of `app.` and `win.` actions; a `view.` action's
                    // shortcut is the item's to show.
                    if name.hasPrefix("view."), let accelerator = action.shortcuts.first?.gtkAccelerator {
                        g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
                    }
                    g_menu_append_item(menu, menuItem)
                    g_object_unref(UnsafeMutableRawPointer(menuItem))
                case .choice(let title, let action, let value):
                    guard let name = action.detailedName else {
                        throw GTKMenuError.actionNotAdded(action.name)
                    }
                    guard action.style == .choice else { throw GTKMenuError.itemDoesntFitAction(action.name) }
                    let menuItem = g_menu_item_new(title, nil)
                    g_menu_item_set_action_and_target_value(menuItem, name, g_variant_new_string(value))
                    g_menu_append_item(menu, menuItem)
                    g_object_unref(UnsafeMutableRawPointer(menuItem))
                case .section(let items):
                    let section = try makeMenu(items)
                    g_menu_append_section(menu, nil, cgtk_menu_model(UnsafeMutableRawPointer(section)))
                    g_object_unref(UnsafeMutableRawPointer(section))
                case .submenu(let title, let items):
                    let submenu = try makeMenu(items)
                    g_menu_append_submenu(menu, title, cgtk_menu_model(UnsafeMutableRawPointer(submenu)))
                    g_object_unref(UnsafeMutableRawPointer(submenu))
                }
            }
        } catch {
            g_object_unref(UnsafeMutableRawPointer(menu))
            throw error
        }
        return menu
    }
}

/// A button that shows a menu, a `GtkMenuButton`, such as an app's primary menu in its header bar.
///
/// It shows an icon, `open-menu-symbolic` unless told otherwise, so give it an accessibility
/// label, such as "Main menu", for a screen reader to read. A click or Space opens the menu; the
/// menu's commands report through their actions.
@MainActor
public final class GTKMenuButton: GTKWidget {
    /// The menu it shows.
    public var menu: GTKMenu {
        didSet {
            gtk_menu_button_set_menu_model(menuButton, cgtk_menu_model(UnsafeMutableRawPointer(menu.model)))
        }
    }

    /// Makes a menu button.
    ///
    /// - Parameters:
    ///   - menu: The menu it shows.
    ///   - iconName: The icon it shows, from the icon theme.
    public init(menu: GTKMenu, iconName: String = "open-menu-symbolic") {
        self.menu = menu
        super.init(widget: gtk_menu_button_new())
        // GTK 4.8 reads a menu button as a button holding a button of the same name: the inner one
        // steps aside, so that a screen reader reads one button.
        if let inner = gtk_widget_get_first_child(widget) {
            cgtk_accessible_set_role(inner, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        }
        gtk_menu_button_set_icon_name(menuButton, iconName)
        gtk_menu_button_set_menu_model(menuButton, cgtk_menu_model(UnsafeMutableRawPointer(menu.model)))
    }

    // GTK 4.8 reads an unnamed menu button by its GObject type.
    override var accessibleLabelFallback: String? { "" }

    private var menuButton: OpaquePointer { cgtk_menu_button(widget) }

    /// The wrappers of the menu's items GTK made, by item, so that an item found twice is one
    /// object.
    private var items: [UnsafeMutablePointer<GtkWidget>: MenuItem] = [:]

    /// While the menu is shown, its items, which GTK makes: nodes of role `menuItem` named by
    /// their titles, so that a test finds a command by role and name and clicks it.
    package override var shownSubviews: [GTKWidget] {
        guard isMenuShown, let popover = gtk_menu_button_get_popover(menuButton) else {
            items = [:]
            return []
        }
        var shown: [UnsafeMutablePointer<GtkWidget>: MenuItem] = [:]
        var result: [GTKWidget] = []
        var pending: [UnsafeMutablePointer<GtkWidget>] = [cgtk_widget(popover)]
        while let candidate = pending.popLast() {
            if gtk_widget_get_mapped(candidate) != 0,
                gtk_accessible_get_accessible_role(cgtk_accessible(candidate))
                    == GTK_ACCESSIBLE_ROLE_MENU_ITEM
            {
                let item = items[candidate] ?? MenuItem(widget: candidate)
                item.container = self
                shown[candidate] = item
                result.append(item)
                continue
            }
            var children: [UnsafeMutablePointer<GtkWidget>] = []
            var child = gtk_widget_get_first_child(candidate)
            while let current = child {
                children.append(current)
                child = gtk_widget_get_next_sibling(current)
            }
            pending.append(contentsOf: children.reversed())
        }
        items = shown
        return result
    }

    /// An item of a shown menu, which GTK makes: named by its title; a toggle's check item and a
    /// choice's radio item, which GTK 4.8 gives the role of a command too, have the value `on` or
    /// `off`.
    final class MenuItem: GTKWidget {
        public override var impliedAccessibilityName: String? {
            cgtk_first_label_text(widget).map { String(cString: $0) }
        }

        override var impliedAccessibilityValue: String? {
            guard cgtk_menu_item_is_checkable(widget) != 0 else { return nil }
            return AccessibilityValue.toggle(isOn: cgtk_object_get_bool(widget, "active") != 0)
        }

        public override var visibleText: String? { impliedAccessibilityName }
    }

    /// Whether the menu is shown.
    public var isMenuShown: Bool {
        get {
            guard let popover = gtk_menu_button_get_popover(menuButton) else { return false }
            return gtk_widget_get_visible(cgtk_widget(popover)) != 0
        }
        set {
            if newValue { gtk_menu_button_popup(menuButton) } else { gtk_menu_button_popdown(menuButton) }
        }
    }
}

/// A title bar with widgets at its start and end, a `GtkHeaderBar`, which
/// ``GTKWindow/titleBar`` puts at the top of a window in place of the system's.
///
/// Its widgets are outside the window's content view, so a window's key mappings and the input
/// engine's gestures don't reach them: put menu buttons and GTK's own controls there, whose
/// commands report through their actions.
@MainActor
public final class GTKHeaderBar: GTKWidget {
    /// The widgets at the start, in the order they were added.
    public private(set) var startWidgets: [GTKWidget] = []

    /// The widgets at the end, in the order they were added.
    public private(set) var endWidgets: [GTKWidget] = []

    /// Makes a header bar that shows the window's title and its close button.
    public init() {
        super.init(widget: gtk_header_bar_new())
    }

    private var headerBar: OpaquePointer { cgtk_header_bar(widget) }

    /// The widget shown in the middle in place of the window's title, such as a
    /// ``GTKStackSwitcher``; `nil` for the title.
    public var titleView: GTKWidget? {
        didSet {
            titleView?.container = self
            gtk_header_bar_set_title_widget(headerBar, titleView?.widget)
        }
    }

    /// The widgets at the start, the title view, then the widgets at the end, as they read.
    package override var shownSubviews: [GTKWidget] {
        startWidgets + (titleView.map { [$0] } ?? []) + endWidgets.reversed()
    }

    /// Adds a widget at the start, after those already there: on the left in a left-to-right
    /// language.
    public func packStart(_ view: GTKWidget) {
        startWidgets.append(view)
        view.container = self
        gtk_header_bar_pack_start(headerBar, view.widget)
    }

    /// Adds a widget at the end, before those already there: the primary menu goes here first.
    public func packEnd(_ view: GTKWidget) {
        endWidgets.append(view)
        view.container = self
        gtk_header_bar_pack_end(headerBar, view.widget)
    }
}
