import SendingState
import Testing

@MainActor
struct AnyEventForwarderTests {
    @Test func forwardsTheMappingsSendersAndActionsOfWhatItWraps() {
        let cell = ItemCell()
        cell.ss.configure(Item(id: 4, title: "a"))
        let erased = AnyEventForwarder(cell.eventForwarder)
        #expect(erased.allMappings.count == 4)
        #expect(
            erased.allSenders.map(ObjectIdentifier.init)
                == [cell.button, cell.secondButton, cell.background].map(ObjectIdentifier.init))
        #expect(erased.forwarders.count == 3)
        #expect(
            erased.actions(for: cell.button, event: .control(.touchUpInside)).compactMap { $0 as? TestAction }
                == [.tapped(1), .opened(4)])
        #expect(
            erased.actions(for: cell.background, occurrence: .gesture(.pan, GestureValues(phase: .began)))
                .compactMap { $0 as? TestAction } == [.gesture(.began)])
        #expect(erased.actions(for: cell.button, event: .control(.touchDown)).isEmpty)
    }

    @Test func erasedForwardersGoInAGroup() {
        let a = TestSender(tag: 1)
        let b = TestSender(tag: 2)
        let prebuilt = [
            AnyEventForwarder(
                EventForwarder(a) { _, ctx in ctx.control(.touchUpInside) { [TestAction.tapped(1)] } }),
            AnyEventForwarder(EventForwarder(b) { _, ctx in ctx.tapGesture { [TestAction.tapped(2)] } }),
        ]
        let group = SenderGroup {
            prebuilt[0]
            prebuilt[1]
        }
        #expect(group.allMappings.map(\.event) == [.control(.touchUpInside), .gesture(.tap())])
        #expect(
            group.actions(for: b, event: .gesture(.tap())).compactMap { $0 as? TestAction } == [.tapped(2)])
    }

    @Test func actionsForAnEventMatchTheDeclaredEventNotAnOccurrence() {
        let button = TestSender()
        let forwarder = EventForwarder(button) { _, ctx in
            ctx.control([.touchUpInside, .touchDown]) { [TestAction.log] }
            ctx.tapGesture(numberOfTaps: 2) { [TestAction.tapped(2)] }
        }
        #expect(
            forwarder.actions(for: button, event: .control(.touchUpInside)).isEmpty,
            "declared with two events")
        #expect(forwarder.actions(for: button, event: .control([.touchUpInside, .touchDown])).count == 1)
        #expect(forwarder.actions(for: button, occurrence: .control(.touchUpInside)).count == 1)
        #expect(forwarder.actions(for: button, event: .gesture(.tap())).isEmpty)
        #expect(forwarder.actions(for: button, event: .gesture(.tap(numberOfTaps: 2))).count == 1)
    }
}
