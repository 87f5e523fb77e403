import SendingState
import Testing

@MainActor
struct SenderGroupTests {
    @Test func flattensNestedGroupsInDeclarationOrder() {
        let a = TestSender(tag: 1)
        let b = TestSender(tag: 2)
        let c = TestSender(tag: 3)
        let group = SenderGroup {
            EventForwarder(a) { _, ctx in ctx.control(.touchDown) { [TestAction.log] } }
            SenderGroup {
                EventForwarder(b) { _, ctx in ctx.control(.touchDown) { [TestAction.log] } }
                SenderGroup {
                    EventForwarder(c) { _, ctx in ctx.control(.touchDown) { [TestAction.log] } }
                }
            }
        }
        #expect(group.allSenders.map { ($0 as? TestSender)?.tag } == [1, 2, 3])
    }

    @Test func aSenderDeclaredTwiceIsListedOnceAndItsMappingsCombine() {
        let a = TestSender(tag: 1)
        let group = SenderGroup {
            EventForwarder(a) { _, ctx in ctx.control(.touchUpInside) { [TestAction.log] } }
            EventForwarder(a) { _, ctx in ctx.control(.touchUpInside) { [TestAction.tapped(1)] } }
        }
        #expect(group.allSenders.count == 1)
        #expect(group.allMappings.count == 2)
        let actions = group.actions(for: a, event: .control(.touchUpInside)).compactMap { $0 as? TestAction }
        #expect(actions == [.log, .tapped(1)])
    }

    @Test func aSenderDeclaredTwiceFiresItsMappingsInDeclarationOrder() {
        let cell = TwoDeclarationsCell()
        let recorder = Recorder<TestAction>()
        cell.ss.addActionHandler(to: recorder)
        cell.button.tap()
        #expect(recorder.actions == [.tapped(1), .tapped(2), .tapped(3)])
    }
}

/// A cell whose group declares its button in two forwarders, with a third mapping in between.
private final class TwoDeclarationsCell: Sender, EventForwardingProvider {
    let senderStorage = SenderStorage()
    let button = TestSender()
    let other = TestSender()

    var eventForwarder: any EventForwardable {
        SenderGroup {
            EventForwarder(button) { _, ctx in
                ctx.control(.touchUpInside) { [TestAction.tapped(1)] }
                ctx.control(.touchUpInside) { [TestAction.tapped(2)] }
            }
            EventForwarder(other) { _, ctx in
                ctx.control(.touchUpInside) { [TestAction.log] }
            }
            EventForwarder(button) { _, ctx in
                ctx.control(.touchUpInside) { [TestAction.tapped(3)] }
            }
        }
    }
}
