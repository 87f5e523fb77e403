import SendingState
import SendingStateTestSupport
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

    @Test func aGroupDeclaresKeysOnSeveralSendersLikeAnyOtherMapping() {
        let screen = TestSender(tag: 1)
        let field = TestSender(tag: 2)
        let group = SenderGroup {
            EventForwarder(screen) { _, ctx in
                ctx.key("q") { [TestAction.log] }
                ctx.control(.touchUpInside) { [TestAction.tapped(1)] }
            }
            EventForwarder(field) { _, ctx in ctx.key(.escape) { [TestAction.tapped(2)] } }
        }
        #expect(
            group.allMappings.map { "\(($0.sender as? TestSender)?.tag ?? 0) \($0.event)" } == [
                "1 key(q)", "1 control[touchUpInside]", "2 key(escape)",
            ])
        #expect(group.actions(for: screen, occurrence: .key("q")) as? [TestAction] == [.log])
        #expect(group.actions(for: field, occurrence: .key("q")).isEmpty)
        #expect(
            group.actions(for: field, occurrence: .key(KeyPress(.escape))) as? [TestAction] == [.tapped(2)])
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
