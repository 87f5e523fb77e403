import CGtk
import SendingState

/// What a widget keeps for its `view.` actions and its context menu.
@MainActor
final class WidgetMenus {
    /// The group of `view.` actions, inserted on the widget when first used; held with a reference.
    var actionGroup: UnsafeMutablePointer<GSimpleActionGroup>?

    /// The `view.` actions, in the order they were added.
    var actions: [GTKAction] = []

    /// The menu the context menu shows.
    var contextMenu: GTKMenu?

    /// The `GtkPopoverMenu` that shows the context menu, a child of the widget; held with a reference.
    var popover: UnsafeMutablePointer<GtkWidget>?

    /// The click gesture that opens the context menu, on the widget.
    var clickOpener: OpaquePointer?

    /// The key controller that opens the context menu and runs the actions' shortcuts, made with
    /// the first of them, on the widget that has the focus for the widget: a list's row view's list
    /// item, or the widget.
    var keyController: OpaquePointer?

    /// The handler that takes the popover out of the widget when GTK destroys the widget.
    var destroyHandler: gulong = 0

    isolated deinit {
        if let actionGroup { g_object_unref(actionGroup) }
        if let popover { g_object_unref(popover) }
    }
}

extension GTKWidget {
    // MARK: - Actions

    /// The widget's own actions, named `view.` followed by their names, which its context menu and
    /// the menus of the widgets inside it run.
    public var viewActions: [GTKAction] { menus?.actions ?? [] }

    /// Adds a `view.` action, which menus shown from this widget or from a widget inside it find
    /// before the window's and the application's actions.
    ///
    /// GTK looks an action name up from the widget outwards, so the nearest widget with a `view.`
    /// action of that name runs it: a context menu of a list's row runs the row's action. Declare
    /// what the action does in the row's event forwarder, and its mappings read the model the row
    /// is configured with when the action runs:
    ///
    /// ```swift
    /// EventForwarder(remove) { _, ctx in
    ///     ctx.control(.primaryActionTriggered) { (row: ProductRow) in [ProductRowAction.remove(row.id)] }
    /// }
    /// ```
    ///
    /// Its shortcuts run it while the focus is in the widget, or on the row of a list whose row view
    /// it is, unless the focused widget uses the key; a menu shows the first beside the item.
    ///
    /// - Parameter action: The action, named `view.` followed by its name from now on.
    /// - Throws: ``GTKActionError/duplicateName(_:)`` when the widget has an action of that name
    ///   already, or the action belongs to something else; nothing changes.
    public func addAction(_ action: GTKAction) throws(GTKActionError) {
        let menus = self.menus ?? WidgetMenus()
        self.menus = menus
        let group: UnsafeMutablePointer<GSimpleActionGroup>
        if let existing = menus.actionGroup {
            group = existing
        } else {
            group = g_simple_action_group_new()
            gtk_widget_insert_action_group(widget, "view", cgtk_action_group(group))
            menus.actionGroup = group
        }
        try action.add(to: cgtk_action_map(group), scope: "view", application: nil)
        menus.actions.append(action)
        installKeyController()
    }

    // MARK: - Context menu

    /// The menu a secondary click on the widget opens at the pointer, as do Shift-F10 and the Menu
    /// key while the focus is in the widget, or on the row of a list whose row view it is; `nil` for
    /// none.
    ///
    /// Its items run their actions, which may be the widget's own ``addAction(_:)``. Escape or a
    /// click outside closes it. A secondary click reports nothing on the control it lands on, as
    /// UIKit's context menu doesn't tap it. Screen readers are told that the widget opens a menu.
    ///
    /// ```swift
    /// row.contextMenu = try GTKMenu([.command("Remove", remove)])
    /// ```
    public var contextMenu: GTKMenu? {
        get { menus?.contextMenu }
        set {
            if let newValue { attachContextMenu(newValue) } else { detachContextMenu() }
        }
    }

    /// Whether the context menu is shown; setting it opens the menu pointing at the whole widget, or
    /// closes it.
    public var isContextMenuShown: Bool {
        get {
            guard let popover = menus?.popover else { return false }
            return gtk_widget_get_visible(popover) != 0
        }
        set {
            if newValue {
                showContextMenu(at: nil)
            } else if let popover = menus?.popover {
                gtk_popover_popdown(cgtk_popover(popover))
            }
        }
    }

    /// Shows the menu in a popover that is a child of the widget, with the gestures that open it.
    private func attachContextMenu(_ menu: GTKMenu) {
        let menus = self.menus ?? WidgetMenus()
        self.menus = menus
        menus.contextMenu = menu
        let model = cgtk_menu_model(UnsafeMutableRawPointer(menu.model))
        if let popover = menus.popover {
            gtk_popover_menu_set_menu_model(cgtk_popover_menu(popover), model)
            return
        }
        guard let popover = gtk_popover_menu_new_from_model(model) else { return }
        g_object_ref_sink(popover)
        // As GTK's own context menus: below the pointer, starting at it, without an arrow.
        gtk_popover_set_has_arrow(cgtk_popover(popover), 0)
        gtk_popover_set_position(cgtk_popover(popover), GTK_POS_BOTTOM)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        gtk_widget_set_parent(popover, widget)
        menus.popover = popover
        // GTK warns when a widget is finalized with a child left, so the popover leaves first.
        let parent = widget
        menus.destroyHandler = connectSignal(widget, "destroy") { _ in
            if gtk_widget_get_parent(popover) == parent { gtk_widget_unparent(popover) }
        }
        let clicks = secondaryClickOpener()
        gtk_widget_add_controller(widget, clicks)
        menus.clickOpener = clicks
        installKeyController()
        cgtk_accessible_set_has_popup(accessibleWidget, 1)
    }

    /// Gives the list item that holds the widget, a list's row view, the keys of its context menu
    /// and its actions, and tells screen readers through it that the row opens a menu; does
    /// nothing once it has them.
    ///
    /// A list calls it when it binds the row view: GTK gives the row view its list item only after
    /// making it.
    func moveKeysToListItem() {
        guard let keys = menus?.keyController, let holder = gtk_event_controller_get_widget(keys),
            holder != accessibleWidget
        else { return }
        // The widget holds the controller's only reference, and adding it takes it again.
        g_object_ref(UnsafeMutableRawPointer(keys))
        gtk_widget_remove_controller(holder, keys)
        gtk_widget_add_controller(accessibleWidget, keys)
        if menus?.popover != nil {
            cgtk_accessible_set_has_popup(holder, 0)
            cgtk_accessible_set_has_popup(accessibleWidget, 1)
        }
    }

    /// Adds the key controller, once, to the widget that has the focus for this one: a list's row
    /// view is read as, and has the focus through, the list item that holds it.
    private func installKeyController() {
        guard let menus, menus.keyController == nil else { return }
        let keys = keyController()
        gtk_widget_add_controller(accessibleWidget, keys)
        menus.keyController = keys
    }

    /// Takes the menu, its popover and its gestures off the widget.
    private func detachContextMenu() {
        guard let menus, let popover = menus.popover else { return }
        gtk_popover_popdown(cgtk_popover(popover))
        g_signal_handler_disconnect(widget, menus.destroyHandler)
        gtk_widget_unparent(popover)
        g_object_unref(popover)
        if let clicks = menus.clickOpener { gtk_widget_remove_controller(widget, clicks) }
        menus.clickOpener = nil
        menus.popover = nil
        menus.contextMenu = nil
        cgtk_accessible_set_has_popup(accessibleWidget, 0)
    }

    /// Opens the context menu pointing at a point in the widget, or at the whole widget.
    private func showContextMenu(at point: Point?) {
        guard let popover = menus?.popover else { return }
        var rect =
            if let point {
                GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
            } else {
                GdkRectangle(
                    x: 0, y: 0, width: gtk_widget_get_width(widget), height: gtk_widget_get_height(widget))
            }
        gtk_popover_set_pointing_to(cgtk_popover(popover), &rect)
        gtk_popover_popup(cgtk_popover(popover))
    }

    /// A click gesture of the secondary button that opens the menu at the pointer and claims the
    /// press, so no widget inside reacts to it.
    private func secondaryClickOpener() -> OpaquePointer {
        let gesture = eventController(gtk_gesture_click_new())
        gtk_gesture_single_set_button(
            cgtk_gesture_single(UnsafeMutableRawPointer(gesture)), guint(GDK_BUTTON_SECONDARY))
        connectSignal(UnsafeMutableRawPointer(gesture), "pressed") { [weak self] arguments in
            guard let self else { return }
            gtk_gesture_set_state(cgtk_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_CLAIMED)
            showContextMenu(at: Point(x: arguments.double(2), y: arguments.double(3)))
        }
        return gesture
    }

    /// A key controller that opens the menu on Shift-F10 or the Menu key, and runs the first
    /// enabled action with a shortcut for the key, while the focus is in the widget and the focused
    /// widget hasn't used the key.
    private func keyController() -> OpaquePointer {
        let controller = eventController(gtk_event_controller_key_new())
        connectSignal(UnsafeMutableRawPointer(controller), "key-pressed") { [weak self] arguments in
            let keyval = guint(arguments.unsignedInt(1))
            let state = guint(arguments.flags(3))
            guard let self, let menus else { return arguments.setReturn(false) }
            if menus.popover != nil, Self.opensContextMenu(keyval: keyval, state: state) {
                arguments.setReturn(true)
                showContextMenu(at: nil)
            } else if let press = KeyPress(keyval: keyval, state: state),
                let action = menus.actions.first(where: { $0.isEnabled && $0.shortcuts.contains(press) })
            {
                arguments.setReturn(true)
                action.activate()
            } else {
                arguments.setReturn(false)
            }
        }
        return controller
    }

    /// Whether a key opens a context menu: Shift-F10, or the Menu key alone.
    private static func opensContextMenu(keyval: guint, state: guint) -> Bool {
        let modifiers =
            UInt32(state)
            & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
                | GDK_SUPER_MASK.rawValue)
        return (Int32(keyval) == GDK_KEY_F10 && modifiers == GDK_SHIFT_MASK.rawValue)
            || (Int32(keyval) == GDK_KEY_Menu && modifiers == 0)
    }
}
