import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKButtonTests {
    /// A box holding a button whose every control event is mapped, below another button that a
    /// hidden one can't make move.
    final class ButtonBox: GTKBox, EventForwardingProvider {
        let button = GTKButton(title: "Buy")
        let other = GTKButton(title: "Other")

        init() {
            super.init(axis: .vertical, spacing: 20)
            setMargins(20)
            addSubview(other)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(button) { _, ctx in
                    let events: [ControlEvents] = [
                        .touchDown, .touchDownRepeat, .touchUpInside, .touchUpOutside, .touchDragExit,
                        .primaryActionTriggered,
                    ]
                    for event in events {
                        ctx.control(event) { ["\(event)"] }
                    }
                }
                EventForwarder(other) { _, ctx in ctx.control(.primaryActionTriggered) { ["other"] } }
            }
        }
    }

    let box = ButtonBox()
    let recorder = Recorder<String>()

    init() {
        box.ss.addActionHandler(to: recorder)
    }

    @Test func aClickReportsTouchDownTouchUpInsideAndPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.button)
        window.settle()
        #expect(recorder.actions == ["[touchDown]", "[touchUpInside]", "[primaryActionTriggered]"])
    }

    @Test func aDoubleClickReportsTheSecondPressAsARepeat() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.click(box.button, count: 2)
        window.waitUntil { recorder.actions.count >= 7 }
        window.wait(seconds: 0.1)
        #expect(
            recorder.actions == [
                "[touchDown]", "[touchUpInside]", "[primaryActionTriggered]",
                "[touchDown]", "[touchDownRepeat]", "[touchUpInside]", "[primaryActionTriggered]",
            ])
    }

    @Test func spaceOrReturnOnTheFocusedButtonReportsOnlyPrimaryActionTriggered() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        try window.input.focusWindow()
        gtk_widget_grab_focus(box.button.widget)
        try window.input.key("space")
        window.waitUntil { recorder.actions.count >= 1 }
        try window.input.key("Return")
        window.waitUntil { recorder.actions.count >= 2 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[primaryActionTriggered]", "[primaryActionTriggered]"])
    }

    @Test func aPressDraggedOffTheButtonReportsTouchDragExitThenTouchUpOutside() throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        let center = window.input.center(of: box.button)
        try window.input.drag(box.button, from: center, to: Point(x: center.x, y: center.y + 60))
        window.waitUntil { recorder.actions.count >= 3 }
        window.wait(seconds: 0.1)
        #expect(recorder.actions == ["[touchDown]", "[touchDragExit]", "[touchUpOutside]"])
    }

    @Test(arguments: ["disabled", "hidden"])
    func aDisabledOrHiddenButtonReceivesNothing(state: String) throws {
        let window = GTKTestWindow(box)
        defer { window.close() }
        // Where the button is in the box, computed while it is shown, to click there after.
        var center = graphene_point_t(
            x: Float(gtk_widget_get_width(box.button.widget)) / 2,
            y: Float(gtk_widget_get_height(box.button.widget)) / 2)
        var inBox = graphene_point_t()
        #expect(gtk_widget_compute_point(box.button.widget, box.widget, &center, &inBox) != 0)
        let whereTheButtonIs = Point(x: Double(inBox.x), y: Double(inBox.y))
        if state == "disabled" { box.button.isEnabled = false } else { box.button.isHidden = true }
        try window.input.click(box, at: whereTheButtonIs)
        // Input is handled in order: once the other button's click arrived, the first one had too.
        try window.input.click(box.other)
        window.waitUntil { recorder.actions.contains("other") }
        #expect(recorder.actions == ["other"])
    }

    @Test func theTitleIsTheButtonsLabel() {
        let button = GTKButton(title: "Buy")
        #expect(button.title == "Buy")
        button.title = "Sold"
        #expect(String(cString: gtk_button_get_label(cgtk_button(button.widget))) == "Sold")
    }

    // MARK: - Icons

    @Test func anIconButtonShowsTheIconAndIsNamedOnlyByItsLabel() throws {
        let add = GTKButton(iconName: "list-add-symbolic")
        #expect(add.iconName == "list-add-symbolic")
        #expect(add.title == "")
        #expect(
            gtk_button_get_icon_name(cgtk_button(add.widget)).map { String(cString: $0) }
                == "list-add-symbolic")
        let screen = GTKBox(axis: .vertical)
        screen.addSubview(add)
        let window = GTKTestWindow(screen, width: 200, height: 120)
        defer { window.close() }
        #expect(window.accessibilityFindings().map(\.rule) == [.name])
        add.accessibilityLabel = "Add note"
        #expect(window.accessibilityFindings().isEmpty)
        #expect(try window.get(.role(.button, name: "Add note")) === add)
    }

    @Test func anIconAndTitleButtonShowsBothSideBySideAndIsNamedByTheTitle() throws {
        let delete = GTKButton(iconName: "user-trash-symbolic", title: "Delete")
        #expect(delete.title == "Delete")
        #expect(delete.iconName == "user-trash-symbolic")
        let box = try #require(gtk_button_get_child(cgtk_button(delete.widget)))
        let image = try #require(gtk_widget_get_first_child(box))
        let label = try #require(gtk_widget_get_next_sibling(image))
        #expect(
            gtk_image_get_icon_name(cgtk_image(image)).map { String(cString: $0) } == "user-trash-symbolic")
        #expect(String(cString: gtk_label_get_text(cgtk_label(label))) == "Delete")
        delete.title = "Delete note"
        #expect(delete.title == "Delete note")
        #expect(delete.accessibilityName == "Delete note")
        let screen = GTKBox(axis: .vertical)
        screen.addSubview(delete)
        let window = GTKTestWindow(screen, width: 240, height: 120)
        defer { window.close() }
        #expect(window.accessibilityFindings().isEmpty)
        #expect(window.semanticsDump() == "button \"Delete note\" focused\n")
    }

    @Test func takingTheIconAwayLeavesTheTitleAndGivingItBackKeepsIt() {
        let button = GTKButton(iconName: "document-save-symbolic", title: "Save")
        button.iconName = nil
        #expect(button.title == "Save")
        #expect(gtk_button_get_label(cgtk_button(button.widget)).map { String(cString: $0) } == "Save")
        button.iconName = "document-save-symbolic"
        #expect(button.title == "Save")
        button.title = ""
        #expect(
            gtk_button_get_icon_name(cgtk_button(button.widget)).map { String(cString: $0) }
                == "document-save-symbolic")
        button.iconName = ""
        #expect(button.title == "")
    }

    @Test func aClickOnAnIconButtonReportsAsOnAnyButton() throws {
        let iconBox = IconBox()
        iconBox.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(iconBox)
        defer { window.close() }
        try window.input.click(iconBox.add)
        window.settle()
        #expect(recorder.actions == ["add"])
    }

    /// A box holding an icon button that names its click.
    final class IconBox: GTKBox, EventForwardingProvider {
        let add = GTKButton(iconName: "list-add-symbolic", title: "Add")

        init() {
            super.init(axis: .vertical)
            setMargins(20)
            addSubview(add)
        }

        var eventForwarder: any EventForwardable {
            EventForwarder(add) { _, ctx in ctx.control(.primaryActionTriggered) { ["add"] } }
        }
    }
}
