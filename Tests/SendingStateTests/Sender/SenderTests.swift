import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct SenderTests {
    /// A sender that relies on the default `mappedEventsDidChange()`.
    final class MinimalSender: Sender {
        let senderStorage = SenderStorage()
    }

    final class Provider: Sender, EventForwardingProvider {
        let senderStorage = SenderStorage()
        let target = MinimalSender()
        var eventForwarder: any EventForwardable {
            EventForwarder(target) { _, ctx in ctx.control(.valueChanged) { [TestAction.log] } }
        }
    }

    @Test func oneStoredPropertyIsEnoughToAdoptTheProtocol() {
        let provider = Provider()
        let recorder = Recorder<TestAction>()
        provider.ss.addActionHandler(to: recorder)
        provider.target.ss.report(.control(.valueChanged))
        #expect(recorder.actions == [.log])
        #expect(provider.target.ss.mappedEvents == [.control(.valueChanged)])
    }

    @Test func theDefaultMappedEventsHookDoesNothing() {
        let sender = MinimalSender()
        sender.mappedEventsDidChange()
        #expect(sender.ss.mappedEvents.isEmpty)
    }
}
