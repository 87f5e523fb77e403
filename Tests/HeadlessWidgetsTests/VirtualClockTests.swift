import HeadlessWidgets
import Testing

@MainActor
struct VirtualClockTests {
    @Test func advancesOnlyByFinitePositiveAmounts() {
        let clock = VirtualClock()
        clock.advance(by: 1.5)
        clock.advance(by: -3)
        clock.advance(by: .nan)
        clock.advance(by: .infinity)
        #expect(clock.now == 1.5)
    }
}
