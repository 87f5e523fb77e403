import CGtk
import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@testable import SendingStateGTK

/// A row with a Remove command of its own in its context menu, and a button.
@MainActor
final class ContextMenuRow: GTKBox, Configurable, EventForwardingProvider {
    let nameLabel = GTKLabel()
    let favoriteButton = GTKButton(title: "☆")
    let remove: GTKAction

    init() throws {
        remove = try GTKAction("remove", shortcuts: [KeyPress(.deleteForward)])
        super.init(axis: .horizontal, spacing: 8)
        addSubview(nameLabel)
        addSubview(favoriteButton)
        try addAction(remove)
        contextMenu = try GTKMenu([.command("Remove", remove)])
    }

    var configurer: (ContextMenuRow, ProductRow) -> Void {
        { row, model in row.nameLabel.text = model.name }
    }

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(remove) { _, ctx in
                ctx.control(.primaryActionTriggered) { (row: ProductRow) in [ProductRowAction.remove(row.id)]
                }
            }
            EventForwarder(favoriteButton) { _, ctx in
                ctx.control(.touchDown) { (row: ProductRow) in [ProductRowAction.open(row.id)] }
                ctx.control(.primaryActionTriggered) { (row: ProductRow) in
                    [ProductRowAction.favorite(row.id)]
                }
            }
        }
    }
}

/// Three products for a list of rows with a context menu.
@MainActor
final class ContextMenuProducts: GTKListViewDataSource {
    var names = ["Milk", "Eggs", "Tea"]

    func numberOfRows(in listView: GTKListView<ContextMenuRow>) -> Int { names.count }

    func listView(_ listView: GTKListView<ContextMenuRow>, modelForRowAt row: Int) -> ProductRow {
        ProductRow(id: row + 1, name: names[row])
    }
}

/// A widget's context menu and its own actions.
///
/// Opening a menu grabs the display, so what needs a menu open runs in GTKMainLoopProbe's
/// "context-menu" scenario, on a display of its own.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct ContextMenuTests {
    @Test func aViewActionIsNamedViewAndItsNameIsTakenOnce() throws {
        let view = GTKBox(axis: .vertical)
        let remove = try GTKAction("remove")
        try view.addAction(remove)
        #expect(remove.detailedName == "view.remove")
        #expect(view.viewActions.map(\.name) == ["remove"])
        #expect(throws: GTKActionError.duplicateName("remove")) { try view.addAction(GTKAction("remove")) }
        #expect(throws: GTKActionError.duplicateName("remove")) {
            try GTKBox(axis: .vertical).addAction(remove)
        }
    }

    @Test func aReusedRowsMenuActionActsOnTheModelTheRowShowsNow() throws {
        let row = try ContextMenuRow()
        let recorder = Recorder<ProductRowAction>()
        row.ss.configure(ProductRow(id: 1, name: "Milk"))
        AnyActionHandlingProvider(recorder).attach(to: row)
        row.ss.configure(ProductRow(id: 2, name: "Eggs"))
        // As the menu's item does: GTK looks the name up from the popover, a child of the row.
        gtk_widget_activate_action_variant(row.nameLabel.widget, "view.remove", nil)
        #expect(recorder.actions == [.remove(2)])
    }

    @Test func theNearestWidgetsViewActionRunsWhenTwoHaveTheSameName() throws {
        let outer = try ContextMenuRow()
        let row = try ContextMenuRow()
        outer.addSubview(row)
        let recorder = Recorder<ProductRowAction>()
        outer.ss.configure(ProductRow(id: 9, name: "Rice"))
        row.ss.configure(ProductRow(id: 3, name: "Tea"))
        AnyActionHandlingProvider(recorder).attach(to: outer)
        AnyActionHandlingProvider(recorder).attach(to: row)
        gtk_widget_activate_action_variant(row.favoriteButton.widget, "view.remove", nil)
        gtk_widget_activate_action_variant(outer.nameLabel.widget, "view.remove", nil)
        #expect(recorder.actions == [.remove(3), .remove(9)])
    }

    @Test func aContextMenuTellsScreenReadersThatTheWidgetOpensAMenuUntilItIsRemoved() throws {
        let label = GTKLabel(text: "Milk")
        #expect(cgtk_accessible_has_popup(label.widget) == 0)
        let remove = try GTKAction("remove")
        try label.addAction(remove)
        let menu = try GTKMenu([.command("Remove", remove)])
        label.contextMenu = menu
        #expect(cgtk_accessible_has_popup(label.widget) != 0)
        #expect(label.contextMenu === menu)
        #expect(gtk_widget_get_first_child(label.widget) != nil)
        #expect(!label.isContextMenuShown)
        label.contextMenu = nil
        #expect(cgtk_accessible_has_popup(label.widget) == 0)
        #expect(gtk_widget_get_first_child(label.widget) == nil)
        #expect(label.contextMenu == nil)
    }

    @Test func aListsRowViewTellsScreenReadersThroughItsRowThatItOpensAMenu() throws {
        let products = ContextMenuProducts()
        // GIO accepts the row's action name, so making a row doesn't throw.
        let list = GTKListView { try! ContextMenuRow() }
        list.dataSource = products
        list.reloadData()
        let window = GTKTestWindow(list, width: 300, height: 200)
        defer { window.close() }
        window.waitUntil { list.rowView(at: 1) != nil }
        let row = try #require(list.rowView(at: 1))
        let item = try #require(gtk_widget_get_parent(row.widget))
        #expect(cgtk_accessible_has_popup(item) != 0)
        #expect(cgtk_accessible_has_popup(row.widget) == 0)
        // Binding the row view again moves nothing: it has one key controller, on its list item.
        products.names[1] = "Rye"
        list.reconfigureAllRows()
        #expect(row.nameLabel.text == "Rye")
        #expect(cgtk_accessible_has_popup(item) != 0)
        #expect(keyControllerCount(of: item) == 1)
        #expect(keyControllerCount(of: row.widget) == 0)
        row.contextMenu = nil
        #expect(cgtk_accessible_has_popup(item) == 0)
        #expect(keyControllerCount(of: item) == 1, "the row's action keeps its shortcut")
    }

    @Test func aViewActionsShortcutRunsItWhileItsListRowHasTheFocusUnlessItIsDisabled() throws {
        let products = ContextMenuProducts()
        let recorder = Recorder<ProductRowAction>()
        let list = GTKListView { try! ContextMenuRow() }
        list.dataSource = products
        list.actionHandler = AnyActionHandlingProvider(recorder)
        list.reloadData()
        let window = GTKTestWindow(list, width: 300, height: 200)
        defer { window.close() }
        window.waitUntil { list.rowView(at: 2) != nil }
        let second = try #require(list.rowView(at: 1))
        let third = try #require(list.rowView(at: 2))
        try window.input.click(second.nameLabel)
        try window.input.key("Delete")
        window.waitUntil { !recorder.actions.isEmpty }
        #expect(recorder.actions == [.remove(2)])
        second.remove.isEnabled = false
        try window.input.key("Delete")
        try window.input.click(third.nameLabel)
        try window.input.key("Delete")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == [.remove(2), .remove(3)])
    }

    @Test func aMenuShowsTheFirstShortcutOfAViewActionBesideItsItem() throws {
        let row = try ContextMenuRow()
        let menu = try #require(row.contextMenu)
        let model = cgtk_menu_model(UnsafeMutableRawPointer(menu.model))
        let accelerator = try #require(g_menu_model_get_item_attribute_value(model, 0, "accel", nil))
        defer { g_variant_unref(accelerator) }
        #expect(String(cString: g_variant_get_string(accelerator, nil)) == "Delete")
        let plain = try GTKAction("plain")
        try row.addAction(plain)
        let other = try GTKMenu([.command("Plain", plain)])
        #expect(
            g_menu_model_get_item_attribute_value(
                cgtk_menu_model(UnsafeMutableRawPointer(other.model)), 0, "accel", nil)
                == nil)
    }

    /// How many of a widget's event controllers are key controllers.
    private func keyControllerCount(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let controllers = gtk_widget_observe_controllers(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        return (0..<g_list_model_get_n_items(controllers)).count { index in
            guard let controller = g_list_model_get_item(controllers, index) else { return false }
            defer { g_object_unref(controller) }
            return g_type_check_instance_is_a(
                controller.assumingMemoryBound(to: GTypeInstance.self), gtk_event_controller_key_get_type())
                != 0
        }
    }

    @Test func releasingAWidgetWithAContextMenuFreesItAndTheMenusPopover() throws {
        let watch = GObjectWatch()
        do {
            let label = GTKLabel(text: "Milk")
            let remove = try GTKAction("remove")
            try label.addAction(remove)
            label.contextMenu = try GTKMenu([.command("Remove", remove)])
            watch.watch(label.widget)
            watch.watch(try #require(gtk_widget_get_first_child(label.widget)))
        }
        #expect(watch.aliveCount == 0)
    }

    @Test func aSecondaryClickOnAButtonReportsNothing() throws {
        let row = try ContextMenuRow()
        row.contextMenu = nil
        let recorder = Recorder<ProductRowAction>()
        row.ss.configure(ProductRow(id: 1, name: "Milk"))
        AnyActionHandlingProvider(recorder).attach(to: row)
        let window = GTKTestWindow(row, width: 200, height: 80)
        defer { window.close() }
        try window.input.move(to: row.favoriteButton)
        try window.input.xdotool(["click", "3"])
        window.wait(seconds: 0.2)
        #expect(recorder.actions.isEmpty)
        try window.input.click(row.favoriteButton)
        window.waitUntil { recorder.actions.count >= 2 }
        #expect(recorder.actions == [.open(1), .favorite(1)])
    }

    /// GTKMainLoopProbe's "context-menu" scenario: a right click on a row's button opens the row's
    /// menu without touching the button, Return chooses Remove; once the row shows another
    /// product, Shift-F10 opens the menu, Escape closes it, and the Menu key and Return remove the
    /// new product; a click in a popover's button reports `primaryActionTriggered` only.
    @Test func realInputOpensARowsContextMenuWhoseItemRemovesTheProductTheRowShowsNow() throws {
        let lines = try runProbe("context-menu")
        #expect(
            lines == [
                "right click shown: true, reported: []",
                #"chosen reported: ["remove 2"], shown: false"#,
                "shift-F10 shown: true",
                "escape shown: false",
                "menu key shown: true",
                #"chosen reported: ["remove 9"]"#,
                "popover shown: true",
                #"popover reported: ["delete"]"#,
                "escape shown: false",
            ])
    }
}
