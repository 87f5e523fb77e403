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

    @Test func producesActionsFromItsValueOrAConformingType() {
        let box = StateBox(Item(id: 3, title: "c"))
        #expect(box.actions(as: Item.self) { (item: Item) in [TestAction.opened(item.id)] } == [.opened(3)])
        #expect(box.actions(as: (any Equatable).self) { (_: any Equatable) in [TestAction.log] } == [.log])
        #expect(box.actions(as: String.self) { (_: String) in [TestAction.log] }.isEmpty)
    }
}
