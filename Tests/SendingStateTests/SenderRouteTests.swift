import Testing

@testable import SendingState

@MainActor
struct SenderRouteTests {
    @Test func collectsDeclarationsEventsAndTheirMask() {
        var route = SenderRoute(provider: ProviderRecord(previous: nil), prefersOwnBinding: false)
        route.add({ _, _ in }, events: [.control([.touchUpInside, .valueChanged])])
        route.add({ _, _ in }, events: [.gesture(.pinch())])
        #expect(route.declarations.count == 2)
        #expect(route.events == [.control([.touchUpInside, .valueChanged]), .gesture(.pinch())])
        #expect(route.mask.mayMatch(.control(.valueChanged)))
        #expect(route.mask.mayMatch(.gesture(.pinch, GestureValues(phase: .began))))
        #expect(!route.mask.mayMatch(.control(.touchDown)))
    }

    @Test func prefersTheSendersOwnBindingUntilTheProviderBindsAgain() {
        let record = ProviderRecord(previous: nil)
        let route = SenderRoute(provider: record, prefersOwnBinding: true)
        #expect(route.prefersOwnBinding)
        record.bind(1)
        #expect(!route.prefersOwnBinding)
        #expect(!SenderRoute(provider: record, prefersOwnBinding: false).prefersOwnBinding)
    }
}
