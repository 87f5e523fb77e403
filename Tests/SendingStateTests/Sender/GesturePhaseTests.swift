import SendingState
import Testing

struct GesturePhaseTests {
    @Test func recognizedIsEndedAsInUIKit() {
        #expect(GesturePhase.recognized == .ended)
    }

    @Test func everyPhaseIsNamed() {
        #expect(
            GesturePhase.allCases.map(\.description) == [
                "possible", "began", "changed", "ended", "cancelled", "failed",
            ])
    }
}
