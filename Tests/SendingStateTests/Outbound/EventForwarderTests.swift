import SendingStateTestSupport
import Testing

@testable import SendingState

@MainActor
struct EventForwarderTests {
    @Test func passesItsSenderToTheDeclaration() {
        let button = TestSender(tag: 42)
        let forwarder = EventForwarder(button) { sender, ctx in
            ctx.control(.touchUpInside) { [TestAction.tapped(sender.tag)] }
        }
        #expect(forwarder.sender === button)
        #expect(forwarder.forwarders.count == 1)
        let actions = forwarder.actions(for: button, event: .control(.touchUpInside))
        #expect(actions.compactMap { $0 as? TestAction } == [.tapped(42)])
    }

    @Test func doesNotRetainItsSenderOnceInstalled() {
        final class Provider: Sender, EventForwardingProvider {
            let senderStorage = SenderStorage()
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { sender, ctx in
                    ctx.tapGesture { [TestAction.tapped(ObjectIdentifier(sender).hashValue)] }
                }
            }
        }
        var provider: Provider? = Provider()
        let weakProvider = Weak(provider!)
        provider!.ss.addActionHandler(to: Recorder<TestAction>())
        provider!.ss.report(.gesture(.tap, GestureValues(phase: .ended, numberOfTaps: 1)))
        provider = nil
        #expect(weakProvider.object == nil)
    }

    @Test func aDeclarationCalledWithAnotherSenderTypeMapsNothingAndIsReported() {
        let button = TestSender()
        let forwarder = EventForwarder(button) { _, ctx in
            ctx.control(.touchUpInside) { [TestAction.log] }
        }
        let collector = EventCollector()
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            forwarder.declaration(ItemCell(), SenderEventMappingContext(describingInto: collector))
        }
        #expect(collector.events.isEmpty)
        #expect(diagnostics.reports == [.sharedSenderStorage(owner: "TestSender", intruder: "ItemCell")])
    }
}
