import SendingState
import SendingStateTestSupport
import Testing

@testable import SendingStateWeb

/// A dialog presented over a screen takes the focus and all input; what is behind it is inert
/// in the page, unread by assistive technology, and refused when the page names it anyway.
@MainActor
@Suite(.serialized)
struct DialogTests {
    final class Screen: WebStack, EventForwardingProvider {
        let empty = WebButton(title: "Empty the cart")
        let search = WebTextField(placeholder: "Search")
        let confirm = WebDialog(title: "Empty the cart?", message: "This removes every product.")
        let yes: WebButton
        let cancel: WebButton

        init() {
            yes = confirm.addButton(title: "Empty")
            cancel = confirm.addButton(title: "Cancel", isCancel: true)
            super.init(axis: .vertical)
            addSubview(empty)
            addSubview(search)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(empty) { _, ctx in ctx.control(.primaryActionTriggered) { ["ask"] } }
                EventForwarder(yes) { _, ctx in ctx.control(.primaryActionTriggered) { ["empty"] } }
                EventForwarder(cancel) { _, ctx in ctx.control(.primaryActionTriggered) { ["cancel"] } }
            }
        }
    }

    let screen = Screen()
    let recorder = Recorder<String>()
    let session: WebSession

    init() {
        screen.ss.addActionHandler(to: recorder)
        session = WebSession(root: screen)
        _ = session.pendingChanges()
    }

    @Test func aPresentedDialogMakesTheScreenBehindItInertAndUnread() {
        #expect(screen.search.becomeFirstResponder())
        screen.present(screen.confirm)
        #expect(screen.confirm.isPresented)
        #expect(screen.empty.isBehindDialog && screen.search.isBehindDialog)
        #expect(!screen.yes.isBehindDialog)
        #expect(screen.render().attributes["inert"] == nil)
        #expect(screen.attributes(ofSubview: screen.empty)["inert"] == "")
        #expect(screen.attributes(ofSubview: screen.confirm)["inert"] == nil)
        let dialog = screen.confirm.render()
        #expect(dialog.attributes["role"] == "dialog")
        #expect(dialog.attributes["aria-modal"] == "true")
        #expect(dialog.attributes["aria-label"] == "Empty the cart?")
        #expect(
            screen.semanticsDump() == """
                dialog "Empty the cart?"
                  header "Empty the cart?"
                  staticText "This removes every product."
                  button "Empty"
                  button "Cancel" focused

                """)
    }

    @Test func theFocusMovesToTheCancelButtonAndBackOnceDismissed() throws {
        #expect(screen.search.becomeFirstResponder())
        _ = session.pendingPatch(reset: false)
        screen.present(screen.confirm)
        #expect(session.focusedView === screen.cancel)
        let patch = try #require(session.pendingPatch(reset: false))
        let cancel = try #require(screen.cancel.elementID)
        #expect(patch.contains(#""focus":\#(cancel)"#), "the page is told")
        screen.confirm.dismiss()
        #expect(!screen.confirm.isPresented)
        #expect(session.focusedView === screen.search)
        #expect(!screen.search.isBehindDialog)
        screen.confirm.dismiss()
        #expect(session.focusedView === screen.search, "dismissing a dialog that isn't shown does nothing")
    }

    @Test func aDialogOverADialogLeavesTheFirstInFrontOnceDismissed() {
        screen.present(screen.confirm)
        let sure = WebDialog(title: "Really?")
        let yes = sure.addButton(title: "Yes")
        screen.present(sure)
        #expect(screen.yes.isBehindDialog, "the first dialog is behind the second")
        #expect(session.focusedView === yes)
        sure.dismiss()
        #expect(!screen.yes.isBehindDialog)
        #expect(screen.empty.isBehindDialog, "the screen is still behind the first")
        #expect(session.focusedView === screen.cancel, "the focus goes back into the first")
        screen.confirm.isHidden = true
        #expect(!screen.empty.isBehindDialog, "a hidden dialog keeps nothing from input")
    }

    @Test func aDialogWithoutACancelButtonFocusesItsFirst() {
        let notice = WebDialog(title: "Saved")
        let ok = notice.addButton(title: "OK")
        screen.present(notice)
        #expect(session.focusedView === ok)
        #expect(notice.cancelButton == nil)
        #expect(notice.messageLabel.semanticsDump() == "", "no message, nothing read")
    }

    @Test func inputOnTheScreenBehindADialogIsRefusedAndReportedAndTheDialogsButtonsWork() throws {
        screen.present(screen.confirm)
        _ = session.pendingChanges()
        let behind = try #require(screen.empty.elementID)
        let search = try #require(screen.search.elementID)
        let frame = Rect(x: 0, y: 0, width: 100, height: 44)
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            #expect(!session.handle(.activate(target: behind)))
            #expect(
                !session.handle(
                    .pointer(
                        phase: .down, pointer: 1, location: Point(x: 5, y: 5), target: behind, frame: frame)))
            #expect(!session.handle(.focus(target: search)))
        }
        #expect(
            diagnostics.reports.map(\.description) == [
                "SendingStateWeb: the browser sent an activation on a WebButton behind a dialog; nothing was done",
                "SendingStateWeb: the browser sent a press on a WebButton behind a dialog; nothing was done",
                "SendingStateWeb: the browser sent a focus on a WebTextField behind a dialog; nothing was done",
            ])
        #expect(session.handle(.activate(target: try #require(screen.yes.elementID))))
        #expect(recorder.actions == ["empty"])
    }

    @Test func escapePressesTheCancelButtonOfTheDialogInFront() throws {
        screen.present(screen.confirm)
        _ = session.pendingChanges()
        let yes = try #require(screen.yes.elementID)
        #expect(session.handle(.key(press: KeyPress(.escape), target: yes)))
        #expect(recorder.actions == ["cancel"])
        #expect(!session.handle(.key(press: KeyPress(.escape, modifierFlags: .shift), target: nil)))
        screen.confirm.dismiss()
        #expect(!session.handle(.key(press: KeyPress(.escape), target: nil)), "no dialog, nothing to cancel")
        #expect(recorder.actions == ["cancel"])
    }
}
