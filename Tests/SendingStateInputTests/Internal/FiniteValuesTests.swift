import SendingState
import Testing

@testable import SendingStateInput

struct FiniteValuesTests {
    @Test func anInfinityIsReportedAsTheLargestFiniteValueOfItsSign() {
        #expect(Double.infinity.finite == .greatestFiniteMagnitude)
        #expect((-Double.infinity).finite == -.greatestFiniteMagnitude)
    }

    @Test func notANumberIsReportedAsZeroAndAFiniteNumberAsItIs() {
        #expect(Double.nan.finite == 0)
        #expect((-2.5).finite == -2.5)
    }

    @Test func everyMeasureOfAReportIsMadeFinite() {
        var values = GestureValues(phase: .changed, location: Point(x: .nan, y: .infinity))
        values.translation = Point(x: -.infinity, y: 3)
        values.velocity = Point(x: .infinity, y: .nan)
        values.scale = .nan
        values.rotation = -.infinity
        values.pressDuration = .infinity
        let finite = values.finite
        #expect(finite.location == Point(x: 0, y: .greatestFiniteMagnitude))
        #expect(finite.translation == Point(x: -.greatestFiniteMagnitude, y: 3))
        #expect(finite.velocity == Point(x: .greatestFiniteMagnitude, y: 0))
        #expect(finite.scale == 0)
        #expect(finite.rotation == -.greatestFiniteMagnitude)
        #expect(finite.pressDuration == .greatestFiniteMagnitude)
        #expect(finite.phase == .changed)
    }
}
