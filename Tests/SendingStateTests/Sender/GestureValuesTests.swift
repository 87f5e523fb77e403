import SendingState
import Testing

struct GestureValuesTests {
    @Test func unspecifiedValuesAreNeutral() {
        let values = GestureValues(phase: .changed)
        #expect(values.scale == 1)
        #expect(values.rotation == 0)
        #expect(values.translation == .zero)
        #expect(values.numberOfTouches == 1)
        #expect(values.direction.isEmpty)
        #expect(values.edge.isEmpty)
    }
}
