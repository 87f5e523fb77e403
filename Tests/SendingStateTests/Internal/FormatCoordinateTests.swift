import Testing

@testable import SendingState

struct FormatCoordinateTests {
    @Test func dropsTheFractionOfIntegralValuesOnly() {
        #expect(formatCoordinate(12) == "12")
        #expect(formatCoordinate(-0.5) == "-0.5")
        #expect(formatCoordinate(1e20) == "1e+20")
        #expect(formatCoordinate(.infinity) == "inf")
    }

    @Test func keepsTheExponentFromOneQuadrillionOn() {
        #expect(formatCoordinate(999_999_999_999_999) == "999999999999999")
        #expect(formatCoordinate(1e15) == "1000000000000000.0", "Swift's own spelling from 1e15 on")
    }
}
