import Testing

@testable import SendingState

@MainActor
struct SenderRouteTests {
    @Test func rejectsOccurrencesNoDeclarationCanMatch() {
        let cell = ItemCell()
        var route = SenderRoute(forwarding: ProviderForwarding(providerStorage: cell.senderStorage))
        route.add({ _, _ in }, events: [.control([.touchUpInside, .valueChanged]), .gesture(.pinch())])
        #expect(route.mayMatch(.control(.touchUpInside)))
        #expect(route.mayMatch(.control([.touchDown, .valueChanged])))
        #expect(!route.mayMatch(.control(.touchDown)))
        #expect(route.mayMatch(.gesture(.pinch, GestureValues(phase: .began))))
        #expect(!route.mayMatch(.gesture(.pan, GestureValues(phase: .changed))))
    }

    @Test func aMaskUnitesTheEventsOfOtherMasks() {
        var taps = EventMask()
        taps.insert(.control(.touchUpInside))
        var pans = EventMask()
        pans.insert(.gesture(.pan()))
        var both = taps
        both.formUnion(pans)
        #expect(both.mayMatch(.control([.touchDown, .touchUpInside])))
        #expect(both.mayMatch(.gesture(.pan, GestureValues(phase: .changed))))
        #expect(!both.mayMatch(.control(.touchDown)))
        #expect(!both.mayMatch(.gesture(.swipe, GestureValues(phase: .recognized))))
        #expect(!EventMask().mayMatch(.control(.allEvents)), "an empty mask matches nothing")
    }

    @Test func everyGestureKindHasItsOwnBit() {
        let bits = GestureKind.allCases.map(\.bit)
        #expect(Set(bits).count == GestureKind.allCases.count)
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 })
    }
}
