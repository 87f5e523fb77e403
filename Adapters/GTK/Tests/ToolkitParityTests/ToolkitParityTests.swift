import SendingStateGTKTesting
import Testing

/// Each scenario, a script of what a person does, played on HeadlessWidgets and on GTK with real
/// input: the two transcripts of control events, gesture phases and actions are the same, so a
/// headless test of a screen vouches for the GTK app.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct ToolkitParityTests {
    @Test(arguments: scenarios)
    func bothToolkitsReportTheSame(_ scenario: Scenario) throws {
        let headless = try HeadlessPlayer.play(scenario)
        #expect(headless.isEmpty == scenario.reportsNothing, "\(headless)")
        if let headlessOnly = scenario.onlyHeadless {
            #expect(headless == headlessOnly.transcript, "GTK can't play it: \(headlessOnly.reason)")
            return
        }
        let gtk = try GTKPlayer.play(scenario)
        if let difference = scenario.gtkDiffers {
            #expect(gtk == difference.transcript, "GTK differs as documented: \(difference.reason)")
            #expect(gtk != headless)
        } else {
            #expect(gtk == headless)
        }
    }

    @Test func thereAreAtLeastFortyScenariosWithDistinctNames() {
        #expect(scenarios.count >= 40)
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
    }
}
