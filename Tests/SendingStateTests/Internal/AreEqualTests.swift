import Testing

@testable import SendingState

struct AreEqualTests {
    @Test func comparesEquatableValues() {
        #expect(areEqual(1, 1))
        #expect(!areEqual(1, 2))
        #expect(areEqual(Item(id: 1, title: "a"), Item(id: 1, title: "a")))
    }

    @Test func valuesThatAreNotEquatableAreNeverEqual() {
        #expect(!areEqual(Opaque(value: 1), Opaque(value: 1)))
    }
}
