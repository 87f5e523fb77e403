import SendingStateParity
import SendingStateWebTesting
import Testing

/// The parity scenarios, played on HeadlessWidgets and in a real headless Chromium.
///
/// Each scenario is a script of what a person does, played with real input: the two transcripts of control events, gesture phases and actions are
/// the same, and so is what a screen reader reads on the screen afterwards. The GTK package plays
/// the same scenarios on GTK.
@MainActor
@Suite(.serialized, .needsChromium)
struct ToolkitParityTests {
    @Test(arguments: scenarios)
    func headlessAndTheWebReportTheSame(_ scenario: Scenario) async throws {
        if let reason = scenario.webCannotPlay {
            withKnownIssue("the web can't play it: \(reason)") { Issue.record("not played") }
            return
        }
        // The web adapter has no segmented control yet: its screen shows none, and nor does the
        // headless screen it is compared with.
        let (headless, headlessSemantics) = try HeadlessPlayer.play(scenario, leavingOut: [.segments])
        #expect(headless.isEmpty == scenario.reportsNothing, "\(headless)")
        let (web, webSemantics) = try await WebPlayer.play(scenario)
        if let difference = scenario.webDiffers {
            #expect(web == difference.transcript, "the web differs as documented: \(difference.reason)")
            #expect(web != headless)
        } else {
            #expect(web == headless)
            if let reason = scenario.webFocusDiffers {
                #expect(withoutListRows(webSemantics) != withoutListRows(headlessSemantics))
                #expect(
                    withoutFocus(withoutListRows(webSemantics))
                        == withoutFocus(withoutListRows(headlessSemantics)),
                    "the web differs only in focus: \(reason)")
            } else {
                #expect(
                    withoutListRows(webSemantics) == withoutListRows(headlessSemantics),
                    "a screen reader reads the two screens alike after the scenario")
            }
        }
    }
}
