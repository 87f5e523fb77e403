import SendingState
import Testing

struct GesturePhasesTests {
    @Test func recognizedIsEndedAsInUIKit() {
        #expect(GesturePhases.recognized == .ended)
    }

    @Test func phasesComposeAndContainSinglePhases() {
        let phases: GesturePhases = [.began, .changed]
        #expect(phases.contains(GesturePhase.began))
        #expect(!phases.contains(GesturePhase.ended))
        #expect(GesturePhases.all.contains(GesturePhases(.failed)))
        #expect(phases.description == "[began, changed]")
    }

    @Test func eachPhaseHasItsOwnBit() {
        let sets = GesturePhase.allCases.map(GesturePhases.init)
        #expect(Set(sets.map(\.rawValue)).count == GesturePhase.allCases.count)
        #expect(sets.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(GesturePhases(rawValue: sets.reduce(0) { $0 | $1.rawValue }) == .all)
    }
}
