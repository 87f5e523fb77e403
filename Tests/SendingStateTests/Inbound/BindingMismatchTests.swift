import SendingState
import Testing

struct BindingMismatchTests {
    @Test func theDescriptionNamesWhatWasAppliedAndBothTypes() {
        let mismatch = BindingMismatch(
            source: "AnyBoundable(Row)", expectedBinderType: "Cell", actualBinderType: "Header")
        #expect(
            mismatch.description
                == "AnyBoundable(Row) drives Cell but was applied to Header; nothing was applied.")
    }
}
