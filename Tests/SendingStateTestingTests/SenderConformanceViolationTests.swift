import SendingStateTesting
import Testing

struct SenderConformanceViolationTests {
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
