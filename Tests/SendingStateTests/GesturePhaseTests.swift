import SendingState
import Testing

struct GesturePhaseTests {
    @Test func recognizedIsEndedAsInUIKit() {
        #expect(GesturePhase.recognized == .ended)
        #expect(GesturePhases.recognized == .ended)
    }

    @Test func phasesComposeAndContainSinglePhases() {
        let phases: GesturePhases = [.began, .changed]
        #expect(phases.contains(GesturePhase.began))
        #expect(!phases.contains(GesturePhase.ended))
        #expect(GesturePhases.all.contains(GesturePhases(.failed)))
        #expect(phases.description == "[began, changed]")
    }
}
