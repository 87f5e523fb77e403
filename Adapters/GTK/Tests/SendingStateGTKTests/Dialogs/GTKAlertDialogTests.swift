import CGtk
import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKAlertDialogTests {
    /// A screen with a button under a confirmation alert whose buttons map their control events.
    final class ConfirmingScreen: GTKBox, EventForwardingProvider {
        static var count = 0
        let behind = GTKButton(title: "Behind")
        let alert: GTKAlertDialog
        let keep: GTKButton
        let clear: GTKButton

        init() {
            Self.count += 1
            alert = GTKAlertDialog(
                title: "Clear the cart? \(Self.count)", message: "Every quantity goes back to 0.")
            keep = alert.addButton("Keep", role: .cancel)
            clear = alert.addButton("Clear", role: .destructive)
            super.init(axis: .vertical)
            setMargins(40)
            addSubview(behind)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(clear) { _, ctx in
                    for event: ControlEvents in [.touchDown, .touchUpInside, .primaryActionTriggered] {
                        ctx.control(event) { ["clear \(event)"] }
                    }
                }
                EventForwarder(keep) { _, ctx in ctx.control(.primaryActionTriggered) { ["keep"] } }
                EventForwarder(behind) { _, ctx in ctx.control(.primaryActionTriggered) { ["behind"] } }
            }
        }
    }

    let screen = ConfirmingScreen()
    let recorder = Recorder<String>()

    init() {
        screen.ss.addActionHandler(to: recorder)
    }

    /// Shows the screen and its alert over it, and returns once the alert is mapped and has the
    /// keyboard focus.
    private func presentAlert() throws -> (GTKTestWindow, RealInput) {
        let window = GTKTestWindow(screen)
        screen.alert.present(over: window.window)
        let alertInput = RealInput(windowTitle: screen.alert.title)
        #expect(window.waitUntil { gtk_widget_get_mapped(screen.keep.widget) != 0 })
        try alertInput.focusWindow()
        window.settle()
        return (window, alertInput)
    }

    @Test func aButtonClickedWithRealInputReportsAsAButtonDoesAndClosesTheAlert() throws {
        let (window, alertInput) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        try alertInput.click(try screen.alert.rootNode.get(.role(.button, name: "Clear")))
        window.settle()
        #expect(
            recorder.actions == [
                "clear [touchDown]", "clear [touchUpInside]", "clear [primaryActionTriggered]",
            ])
        #expect(!screen.alert.isShown)
    }

    @Test func theAlertIsADialogNamedByItsTitleWhoseButtonsAreFoundByRoleAndName() throws {
        let (window, _) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        let alert = screen.alert.rootNode
        #expect(alert.accessibilityRole == .dialog)
        #expect(alert.accessibilityName == screen.alert.title)
        #expect(try alert.get(.role(.button, name: "Keep")) === screen.keep)
        #expect(try alert.get(.role(.button, name: "Clear")) === screen.clear)
        #expect(
            alert.semanticsDump().hasPrefix("dialog \"\(screen.alert.title)\"\n"), "\(alert.semanticsDump())")
        #expect(alert.accessibilityFindings().isEmpty, "\(alert.accessibilityFindings())")
    }

    @Test func escapeChoosesTheCancelButton() throws {
        let (window, alertInput) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        try alertInput.key("Escape")
        window.settle()
        #expect(recorder.actions == ["keep"])
        #expect(!screen.alert.isShown)
    }

    @Test func theFocusStartsOnTheCancelButtonSoReturnChangesNothing() throws {
        let (window, alertInput) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        try alertInput.key("Return")
        window.settle()
        #expect(recorder.actions == ["keep"])
    }

    @Test func tabThenSpaceChoosesTheNextButton() throws {
        let (window, alertInput) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        try alertInput.key("Tab", "space")
        window.settle()
        #expect(recorder.actions == ["clear [primaryActionTriggered]"])
    }

    @Test func theWindowBehindTakesNoClickWhileTheAlertIsShown() throws {
        let (window, alertInput) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        try window.input.click(screen.behind)
        window.settle()
        #expect(recorder.actions.isEmpty)
        try alertInput.key("Escape")
        window.settle()
        // Past GTK's double-click time, so the second click isn't the refused one's repeat.
        window.wait(seconds: 0.5)
        try window.input.click(screen.behind)
        window.settle()
        #expect(recorder.actions == ["keep", "behind"])
    }

    @Test func anotherWindowTakesClicksWhileTheAlertIsShown() throws {
        let (window, _) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        let other = GTKButton(title: "Elsewhere")
        let provider = ProviderOf(other)
        provider.ss.addActionHandler(to: recorder)
        let otherWindow = GTKTestWindow(other)
        defer { otherWindow.close() }
        try otherWindow.input.click(other)
        otherWindow.settle()
        #expect(recorder.actions == ["Elsewhere"])
        #expect(screen.alert.isShown)
    }

    @Test func anAlertWithoutACancelButtonClosesOnEscapeAndReportsNothing() throws {
        let alert = GTKAlertDialog(title: "Saved \(ConfirmingScreen.count)")
        let done = alert.addButton("OK")
        let provider = ProviderOf(done)
        provider.ss.addActionHandler(to: recorder)
        let window = GTKTestWindow(GTKBox())
        defer {
            alert.dismiss()
            window.close()
        }
        alert.present(over: window.window)
        #expect(window.waitUntil { gtk_widget_get_mapped(done.widget) != 0 })
        try RealInput(windowTitle: alert.title).focusWindow()
        try RealInput(windowTitle: alert.title).key("Escape")
        window.settle()
        #expect(recorder.actions.isEmpty)
        #expect(!alert.isShown)
    }

    @Test func dismissingClosesTheAlertAndReportsNothing() throws {
        let (window, _) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        screen.alert.dismiss()
        window.settle()
        #expect(!screen.alert.isShown)
        #expect(recorder.actions.isEmpty)
    }

    @Test func aClosedAlertCanBePresentedAgain() throws {
        let (window, alertInput) = try presentAlert()
        defer {
            screen.alert.dismiss()
            window.close()
        }
        try alertInput.key("Escape")
        window.settle()
        screen.alert.present(over: window.window)
        #expect(window.waitUntil { screen.alert.isShown && gtk_widget_get_mapped(screen.clear.widget) != 0 })
        try alertInput.focusWindow()
        try alertInput.click(screen.clear)
        window.settle()
        #expect(
            recorder.actions == [
                "keep", "clear [touchDown]", "clear [touchUpInside]", "clear [primaryActionTriggered]",
            ])
    }

    @Test func aShownAlertStaysAliveWithoutAnOwnerUntilItCloses() throws {
        let window = GTKTestWindow(GTKBox())
        defer { window.close() }
        weak var released: GTKAlertDialog?
        do {
            let alert = GTKAlertDialog(title: "Alone \(ConfirmingScreen.count)")
            alert.addButton("OK")
            alert.present(over: window.window)
            released = alert
        }
        #expect(released != nil)
        #expect(window.waitUntil { released?.isShown == true })
        released?.buttons.first.map { cgtk_button_emit_clicked($0.widget) }
        window.settle()
        #expect(released == nil)
    }

    @Test func aScreenReaderReadsAnAlertDialogNamedByItsTitleAndDescribedByItsMessage() throws {
        let alert = screen.alert
        #expect(
            gtk_accessible_get_accessible_role(cgtk_accessible(alert.window.widget))
                == GTK_ACCESSIBLE_ROLE_ALERT_DIALOG)
        #expect(cgtk_accessible_label_is(alert.window.widget, alert.title) != 0)
        #expect(
            cgtk_accessible_property_is(
                alert.window.widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Every quantity goes back to 0.")
                != 0)
        #expect(alert.cancelButton === screen.keep)
    }
}

/// Maps a button's `primaryActionTriggered` to its title, for a sender no screen holds.
@MainActor
final class ProviderOf: EventForwardingProvider {
    let senderStorage = SenderStorage()
    let button: GTKButton

    init(_ button: GTKButton) {
        self.button = button
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(button) { button, ctx in ctx.control(.primaryActionTriggered) { [button.title] } }
    }
}
