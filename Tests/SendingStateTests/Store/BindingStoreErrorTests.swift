import SendingState
import Testing

struct BindingStoreErrorTests {
    @Test func describesEachCase() {
        #expect(
            BindingStoreError.stateNotEncodable(stateType: "Opaque").description
                == "Opaque is not Encodable, so a store of it can't export its state"
        )
        #expect(
            BindingStoreError.binderMismatch(expected: "A", found: "B").description
                == "the JSON holds state for B, but this store renders on A"
        )
    }
}
