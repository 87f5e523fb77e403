import SendingState
import Testing

struct ActionHandlingProviderTests {
    /// A handler that is not isolated to the main actor, as the protocol allows.
    final class Counter: ActionHandlingProvider {
        var count = 0
        func handle(action: Int) {
            count += action
        }
    }

    @Test func aHandlerCanBeUsedOffTheMainActor() async {
        let counter = Counter()
        counter.handle(action: 2)
        counter.handle(action: 3)
        #expect(counter.count == 5)
    }

    @Test @MainActor func aNonisolatedHandlerReceivesForwardedActions() {
        final class Provider: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            let button = TestSender()
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { _, ctx in ctx.control(.valueChanged) { [1, 2, 3] } }
            }
        }
        let provider = Provider()
        let counter = Counter()
        provider.ss.addActionHandler(to: counter)
        provider.button.ss.report(.control(.valueChanged))
        #expect(counter.count == 6)
    }
}
