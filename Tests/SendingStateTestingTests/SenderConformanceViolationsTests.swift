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

    @Test func theDescriptionPutsTheKindBeforeTheDetail() {
        let violation = SenderConformanceViolation(.release, "the sender outlived its window")
        #expect(violation.description == "release: the sender outlived its window")
    }

    @Test func everyKindHasAReadableName() {
        let names = SenderConformanceViolation.Kind.allCases.map(\.rawValue)
        #expect(names.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() })
        #expect(Set(names).count == names.count)
    }
}
