import Testing

@testable import SendingState

@MainActor
struct SenderRouteTests {
    @Test func collectsDeclarationsEventsAndTheirMask() {
        var ran: [Int] = []
        let storage = SenderStorage()
        let route = SenderRoute(
            provider: ProviderRecord(previous: nil), storage: storage,
            declaration: { _, _ in ran.append(1) }, events: [.control([.touchUpInside, .valueChanged])],
            prefersOwnBinding: false
        )
        .adding({ _, _ in ran.append(2) }, events: [.gesture(.pinch())])
        .adding({ _, _ in ran.append(3) }, events: [])
        route.declaration(TestSender(), SenderEventMappingContext(describingInto: EventCollector()))
        #expect(ran == [1, 2, 3], "the declarations run in the order they were added")
        #expect(route.declarationCount == 3)
        #expect(route.events == [.control([.touchUpInside, .valueChanged]), .gesture(.pinch())])
        #expect(route.mask.mayMatch(.control(.valueChanged)))
        #expect(route.mask.mayMatch(.gesture(.pinch, GestureValues(phase: .began))))
        #expect(!route.mask.mayMatch(.control(.touchDown)))
        withExtendedLifetime(storage) {}
    }

    @Test func addingADeclarationMakesANewRouteAndLeavesTheFirstAsItWas() {
        let record = ProviderRecord(previous: nil)
        let storage = SenderStorage()
        let first = SenderRoute(
            provider: record, storage: storage, declaration: { _, _ in }, events: [.control(.touchUpInside)],
            prefersOwnBinding: true)
        let second = first.adding({ _, _ in }, events: [.control(.valueChanged)])
        #expect(first !== second)
        #expect(first.events == [.control(.touchUpInside)])
        #expect(!first.mask.mayMatch(.control(.valueChanged)))
        #expect(second.provider === record)
        #expect(second.storage === storage)
        #expect(second.prefersOwnBinding, "the new route keeps which binding is newer")
    }

    @Test func prefersTheSendersOwnBindingUntilTheProviderBindsAgain() {
        let record = ProviderRecord(previous: nil)
        let storage = SenderStorage()
        let route = SenderRoute(
            provider: record, storage: storage, declaration: { _, _ in }, events: [], prefersOwnBinding: true)
        #expect(route.prefersOwnBinding)
        record.didBind()
        #expect(!route.prefersOwnBinding)
        let unbound = SenderRoute(
            provider: record, storage: storage, declaration: { _, _ in }, events: [], prefersOwnBinding: false
        )
        #expect(!unbound.prefersOwnBinding)
    }

    @Test func readsTheSendersOwnBindingWhenItIsNewerAndTheProvidersModelOtherwise() {
        let sender = TestSender()
        sender.senderStorage.bind(Item(id: 1, title: "own"), on: sender)
        let record = ProviderRecord(previous: nil)
        record.state = StateBox(Item(id: 2, title: "provider's"))
        let route = SenderRoute(
            provider: record, storage: sender.senderStorage, declaration: { _, _ in }, events: [],
            prefersOwnBinding: true)
        #expect(route.state?.value(as: Item.self)?.id == 1)
        record.didBind()
        #expect(route.state?.value(as: Item.self)?.id == 2)
    }
}
