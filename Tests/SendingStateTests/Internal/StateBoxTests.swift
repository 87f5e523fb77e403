import Testing

@testable import SendingState

@MainActor
struct StateBoxTests {
    @Test func readsItsValueAsItsOwnTypeOrAConformingType() {
        let box = StateBox(Item(id: 3, title: "c"))
        #expect(box.value(as: Item.self)?.id == 3)
        #expect(box.value(as: Int.self) == nil)
        #expect(box.value(as: (any Sendable).self) != nil)
    }

    @Test func readsItsStateAsItsOwnTypeOrAConformingType() {
        let box: AnyStateBox = StateBox(Item(id: 3, title: "c"))
        #expect(box.state(as: Item.self)?.id == 3)
        #expect(box.state(as: (any Equatable).self) as? Item == Item(id: 3, title: "c"))
        #expect(box.state(as: String.self) == nil)
    }

    @Test func anEmptiedBoxReadsNothingAndHoldsTheNextValueItIsGiven() {
        let box: AnyStateBox = StateBox(Item(id: 3, title: "c"))
        box.empty()
        #expect(box.value(as: Item.self) == nil)
        #expect(box.value(as: (any Sendable).self) == nil)
        #expect(box.state(as: Item.self) == nil)
        (box as? StateBox<Item>)?.value = Item(id: 4, title: "d")
        #expect(box.state(as: Item.self)?.id == 4)
    }

    @Test func anEmptyBoxHoldsNothing() {
        let box = AnyStateBox()
        #expect(box.value(as: Int.self) == nil)
        #expect(box.state(as: Int.self) == nil)
    }
}
