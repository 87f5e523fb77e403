import Testing

@testable import SendingState

@MainActor
struct ProviderForwardingTests {
    @Test func installsOneRoutePerSenderAndUninstallsThem() {
        let cell = ItemCell()
        let forwarding = ProviderForwarding(providerStorage: cell.senderStorage)
        forwarding.install(cell.eventForwarder)
        #expect(forwarding.senders.count == 3)
        #expect(cell.button.senderStorage.routes.count == 1)
        #expect(cell.button.senderStorage.routes[0].declarations.count == 1)
        #expect(cell.button.senderStorage.routes[0].events.count == 2)
        forwarding.uninstall()
        #expect(cell.button.senderStorage.routes.isEmpty)
        #expect(forwarding.senders.isEmpty)
    }

    @Test func deliveryIteratesASnapshotOfTheHandlers() {
        let cell = ItemCell()
        let forwarding = ProviderForwarding(providerStorage: cell.senderStorage)
        let first = Recorder<TestAction>()
        let second = Recorder<TestAction>()
        first.onHandle = { _ in forwarding.handlers.removeAll() }
        forwarding.handlers = [TypedHandlerBox(first), TypedHandlerBox(second)]
        forwarding.deliver([TestAction.log])
        #expect(first.actions == [.log])
        #expect(
            second.actions == [.log], "removing handlers mid-delivery doesn't make another miss the action")
        forwarding.deliver([TestAction.log])
        #expect(first.actions.count == 1)
    }
}
