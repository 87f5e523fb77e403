import SendingStateTesting
import Testing

struct SenderConformanceViolationsTests {
    let violations: SenderConformanceViolations = [
        SenderConformanceViolation(.release, "expected the sender to be freed; it outlived its window"),
        SenderConformanceViolation(.gesturePhases, "expected began first; it reported [changed]"),
    ]

    @Test func eachViolationPrintsOnALineOfItsOwn() {
        #expect(
            "\(violations)" == """
                release: expected the sender to be freed; it outlived its window
                gesture phases: expected began first; it reported [changed]
                """)
    }

    @Test func noViolationsPrintsSo() {
        #expect(SenderConformanceViolations([]).description == "no violations")
    }

    @Test func itIsACollectionOfTheViolationsInOrder() {
        #expect(violations.count == 2)
        #expect(violations.map(\.kind) == [.release, .gesturePhases])
        #expect(violations == SenderConformanceViolations(Array(violations)))
    }
}
