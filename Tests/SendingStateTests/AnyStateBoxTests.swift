import Testing

@testable import SendingState

@MainActor
struct AnyStateBoxTests {
    @Test func storingTheSameTypeAgainWritesInPlace() throws {
        var slot: AnyStateBox?
        slot.store(Item(id: 1, title: "a"))
        let box = try #require(slot)
        slot.store(Item(id: 2, title: "b"))
        #expect(slot === box)
        #expect(slot?.value(as: Item.self)?.id == 2)
    }

    @Test func storingAnotherTypeReplacesTheBox() throws {
        var slot: AnyStateBox?
        slot.store(Item(id: 1, title: "a"))
        let box = try #require(slot)
        slot.store("text")
        #expect(slot !== box)
        #expect(slot?.value(as: Item.self) == nil)
        #expect(slot?.value(as: String.self) == "text")
    }

    @Test func anEmptyBoxHoldsNothing() {
        let box = AnyStateBox()
        #expect(box.value(as: Int.self) == nil)
        #expect(box.actions { (_: Int) in [TestAction.log] }.isEmpty)
    }
}
