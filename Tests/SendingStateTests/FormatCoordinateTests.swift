import Testing

@testable import SendingState

struct FormatCoordinateTests {
    @Test func dropsTheFractionOfIntegralValuesOnly() {
        #expect(formatCoordinate(12) == "12")
        #expect(formatCoordinate(-0.5) == "-0.5")
        #expect(formatCoordinate(1e20) == "1e+20")
        #expect(formatCoordinate(.infinity) == "inf")
    }
}
