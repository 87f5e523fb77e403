import SendingStateGTKTesting
import SendingStateParity
import Testing

/// Each scenario, a script of what a person does, played on HeadlessWidgets and on GTK with real
/// input: the two transcripts of control events, gesture phases and actions are the same, and so
/// is what a screen reader reads on the screen afterwards, so a headless test of a screen vouches
/// for the GTK app.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct ToolkitParityTests {
    @Test(arguments: scenarios)
    func bothToolkitsReportTheSame(_ scenario: Scenario) throws {
        let (headless, headlessSemantics) = try HeadlessPlayer.play(scenario)
        #expect(headless.isEmpty == scenario.reportsNothing, "\(headless)")
        if let cannotPlay = scenario.gtkCannotPlay {
            #expect(headless == cannotPlay.transcript, "GTK can't play it: \(cannotPlay.reason)")
            return
        }
        let (gtk, gtkSemantics) = try GTKPlayer.play(scenario)
        if let difference = scenario.gtkDiffers {
            #expect(gtk == difference.transcript, "GTK differs as documented: \(difference.reason)")
            #expect(gtk != headless)
        } else {
            #expect(gtk == headless)
            if let reason = scenario.gtkFocusDiffers {
                #expect(withoutListRows(gtkSemantics) != withoutListRows(headlessSemantics))
                #expect(
                    withoutFocus(withoutListRows(gtkSemantics))
                        == withoutFocus(withoutListRows(headlessSemantics)),
                    "GTK differs only in focus: \(reason)")
            } else {
                #expect(
                    withoutListRows(gtkSemantics) == withoutListRows(headlessSemantics),
                    "a screen reader reads the two screens alike after the scenario")
            }
        }
    }

    @Test func thereAreAtLeastFortyScenariosWithDistinctNames() {
        #expect(scenarios.count >= 40)
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
    }
}
