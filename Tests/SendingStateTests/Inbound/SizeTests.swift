import SendingState
import Testing

struct SizeTests {
    @Test func describesIntegralExtentsWithoutFractions() {
        #expect(Size(width: 320, height: 44.5).description == "320×44.5")
        #expect(Size.zero == Size(width: 0, height: 0))
    }
}
