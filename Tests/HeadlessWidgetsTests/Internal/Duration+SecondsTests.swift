import Testing

@testable import HeadlessWidgets

struct DurationSecondsTests {
    @Test func durationsConvertToSecondsWithoutLosingTheFraction() {
        #expect(Duration.milliseconds(300).seconds == 0.3)
        #expect((Duration.seconds(3) + .milliseconds(250)).seconds == 3.25)
        #expect(Duration.milliseconds(-1_500).seconds == -1.5)
    }

    @Test func durationsTooLongForInt64SecondsConvertWithoutTrapping() {
        let longest = Duration(attoseconds: .max)
        #expect(longest.seconds == Double(Int128.max) / 1e18)
        #expect(Duration(attoseconds: .min).seconds == -longest.seconds)
        #expect((Duration.seconds(Int64.max) + .seconds(1)).seconds == Double(Int64.max) + 1)
    }

    @Test func secondsBecomeADurationExactlyOrSaturate() {
        #expect(Duration(saturatingSeconds: 0.5) == .milliseconds(500))
        #expect(Duration(saturatingSeconds: -2) == .seconds(-2))
        #expect(Duration(saturatingSeconds: 1e30) == Duration(attoseconds: .max))
        #expect(Duration(saturatingSeconds: .infinity) == Duration(attoseconds: .max))
        #expect(Duration(saturatingSeconds: -.infinity) == Duration(attoseconds: .min))
        #expect(Duration(saturatingSeconds: .nan) == .zero)
    }
}
