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
}
