import HeadlessWidgets
import Testing

struct VirtualClockInstantTests {
    typealias Instant = VirtualClock.Instant

    @Test func instantsAddAndMeasureDurationsExactly() {
        let start = Instant(offset: .seconds(1))
        let frame = Duration.seconds(1) / 60
        var stepped = start
        for _ in 0..<60 { stepped = stepped.advanced(by: frame) }
        #expect(
            stepped == start.advanced(by: frame * 60), "sixty steps land where one step of sixty frames does")
        #expect(start.duration(to: start.advanced(by: .milliseconds(300))) == .milliseconds(300))
        #expect(start.advanced(by: .seconds(-2)).offset == .seconds(-1))
        #expect(start.advanced(by: .milliseconds(250)).duration(to: start) == .milliseconds(-250))
    }

    @Test func instantsAreOrderedByTheirOffset() {
        let early = Instant(offset: .milliseconds(299))
        let late = Instant(offset: .milliseconds(300))
        #expect(early < late && !(late < early) && !(late < late))
        #expect([late, early].sorted() == [early, late])
    }

    @Test func arithmeticSaturatesInsteadOfOverflowing() {
        let largest = Duration(attoseconds: .max)
        let smallest = Duration(attoseconds: .min)
        let far = Instant(offset: largest)
        #expect(far.advanced(by: .seconds(1)) == far)
        #expect(Instant(offset: smallest).advanced(by: .seconds(-1)).offset == smallest)
        #expect(Instant(offset: smallest).duration(to: far) == largest)
        #expect(far.duration(to: Instant(offset: smallest)) == smallest)
    }

    @Test func anInstantDescribesItsOffset() {
        #expect(Instant(offset: .milliseconds(1_500)).description == "1.5 seconds")
        #expect("\(Instant(offset: .zero))" == "0.0 seconds")
    }
}
