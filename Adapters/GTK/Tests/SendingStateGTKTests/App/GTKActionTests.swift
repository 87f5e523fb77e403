import CGtk
import Foundation
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// Toggle and choice actions: their state, what they report, and what a menu shows of them.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKActionTests {
    /// A view whose mappings name each event of an action, with its state then.
    final class ActionView: GTKBox, EventForwardingProvider {
        let action: GTKAction

        init(_ action: GTKAction) {
            self.action = action
            super.init(axis: .vertical)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(action) { action, ctx in
                ctx.control(.valueChanged) { ["valueChanged \(action.isOn) \(action.choice ?? "-")"] }
                ctx.control(.primaryActionTriggered) { ["primaryActionTriggered"] }
            }
        }
    }

    @Test func aToggleTurnsOverOnEachActivationAndReportsAsASwitchDoes() throws {
        let darkStyle = try GTKAction("dark-style", isOn: false)
        let view = ActionView(darkStyle)
        let recorder = Recorder<String>()
        view.ss.addActionHandler(to: recorder)
        #expect(!darkStyle.isOn)
        darkStyle.activate()
        #expect(darkStyle.isOn)
        darkStyle.activate()
        #expect(!darkStyle.isOn)
        #expect(
            recorder.actions == [
                "valueChanged true -", "primaryActionTriggered", "valueChanged false -",
                "primaryActionTriggered",
            ])
    }

    @Test func settingAToggleFromCodeReportsNothingAndADisabledOneDoesntTurn() throws {
        let darkStyle = try GTKAction("dark-style", isOn: true)
        let view = ActionView(darkStyle)
        let recorder = Recorder<String>()
        view.ss.addActionHandler(to: recorder)
        #expect(darkStyle.isOn)
        darkStyle.isOn = false
        #expect(!darkStyle.isOn)
        darkStyle.isEnabled = false
        darkStyle.activate()
        #expect(!darkStyle.isOn)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aChoiceChangesOnlyToAnotherValueAndAlwaysReportsItsActivation() throws {
        let sort = try GTKAction("sort", choice: "name")
        let view = ActionView(sort)
        let recorder = Recorder<String>()
        view.ss.addActionHandler(to: recorder)
        #expect(sort.choice == "name")
        sort.activate(choosing: "price")
        #expect(sort.choice == "price")
        sort.activate(choosing: "price")
        sort.activate()
        sort.choice = "name"
        #expect(sort.choice == "name")
        #expect(
            recorder.actions == [
                "valueChanged false price", "primaryActionTriggered", "primaryActionTriggered",
            ])
    }

    @Test func stateBelongsToItsKindOfActionAndIsANoOpOnOthers() throws {
        let quit = try GTKAction("quit")
        #expect(!quit.isOn)
        #expect(quit.choice == nil)
        quit.isOn = true
        quit.choice = "x"
        quit.activate(choosing: "x")
        #expect(!quit.isOn)
        #expect(quit.choice == nil)
        let toggle = try GTKAction("toggle", isOn: true)
        toggle.choice = "x"
        #expect(toggle.choice == nil)
        let sort = try GTKAction("sort", choice: "name")
        sort.isOn = true
        sort.choice = nil
        #expect(!sort.isOn)
        #expect(sort.choice == "name")
        #expect(throws: GTKActionError.invalidName("not valid!")) { try GTKAction("not valid!", isOn: true) }
        #expect(throws: GTKActionError.invalidName("not valid!")) { try GTKAction("not valid!", choice: "a") }
    }

    @Test func aMenuShowsAToggleAsACheckItemAndAChoiceAsRadioItemsWithTheirTargets() throws {
        let window = GTKWindow(title: "Actions", width: 200, height: 100)
        defer { window.close() }
        let darkStyle = try GTKAction("dark-style", isOn: false)
        let sort = try GTKAction("sort", choice: "name")
        try window.addAction(darkStyle)
        try window.addAction(sort)
        let menu = try GTKMenu([
            .command("Dark style", darkStyle),
            .section([.choice("By name", sort, value: "name"), .choice("By price", sort, value: "price")]),
        ])
        let button = GTKMenuButton(menu: menu)
        let model = try #require(gtk_menu_button_get_menu_model(cgtk_menu_button(button.widget)))
        #expect(items(of: model) == ["win.dark-style", "win.sort 'name'", "win.sort 'price'"])
        #expect(throws: GTKMenuError.itemDoesntFitAction("sort")) { try GTKMenu([.command("Sort", sort)]) }
        #expect(throws: GTKMenuError.itemDoesntFitAction("dark-style")) {
            try GTKMenu([.choice("Dark", darkStyle, value: "on")])
        }
        #expect(throws: GTKMenuError.actionNotAdded("later")) {
            try GTKMenu([.choice("Later", try GTKAction("later", choice: "a"), value: "a")])
        }
    }

    /// Each item of a menu model and of its sections: its action, and its target when it has one.
    func items(of model: UnsafeMutablePointer<GMenuModel>) -> [String] {
        (0..<g_menu_model_get_n_items(model)).flatMap { index -> [String] in
            if let section = g_menu_model_get_item_link(model, index, "section") {
                defer { g_object_unref(section) }
                return items(of: section)
            }
            let text = { (name: String) -> String? in
                guard let value = g_menu_model_get_item_attribute_value(model, index, name, nil) else {
                    return nil
                }
                let printed = g_variant_print(value, 0)
                defer {
                    g_free(printed)
                    g_variant_unref(value)
                }
                return printed.map { String(cString: $0).trimmingCharacters(in: ["'"]) }
            }
            let action = text("action") ?? "-"
            return [action + (text("target").map { " '\($0)'" } ?? "")]
        }
    }
}
