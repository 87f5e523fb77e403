import Testing

@testable import SendingState

@MainActor
struct SenderRouteTests {
    @Test func collectsDeclarationsEventsAndTheirMask() {
        var route = SenderRoute(provider: ProviderRecord(previous: nil), prefersOwnBinding: false)
        var ran: [Int] = []
        route.add({ _, _ in ran.append(1) }, events: [.control([.touchUpInside, .valueChanged])])
        route.add({ _, _ in ran.append(2) }, events: [.gesture(.pinch())])
        route.add({ _, _ in ran.append(3) }, events: [])
        route.declaration(TestSender(), SenderEventMappingContext(describingInto: EventCollector()))
        #expect(ran == [1, 2, 3], "the declarations run in the order they were added")
        #expect(route.declarationCount == 3)
        #expect(route.events == [.control([.touchUpInside, .valueChanged]), .gesture(.pinch())])
        #expect(route.mask.mayMatch(.control(.valueChanged)))
        #expect(route.mask.mayMatch(.gesture(.pinch, GestureValues(phase: .began))))
        #expect(!route.mask.mayMatch(.control(.touchDown)))
    }

    @Test func prefersTheSendersOwnBindingUntilTheProviderBindsAgain() {
        let record = ProviderRecord(previous: nil)
        let route = SenderRoute(provider: record, prefersOwnBinding: true)
        #expect(route.prefersOwnBinding)
        record.didBind()
        #expect(!route.prefersOwnBinding)
        #expect(!SenderRoute(provider: record, prefersOwnBinding: false).prefersOwnBinding)
    }
}
