import SendingState
import Testing

@MainActor
struct SenderEventMappingTests {
    @Test func pairsASenderWithItsEvent() {
        let button = TestSender()
        let mapping = EventForwarder(button) { _, ctx in
            ctx.longPressGesture(minimumPressDuration: 1) { [TestAction.log] }
        }.allMappings[0]
        #expect(mapping.sender === button)
        #expect(mapping.event == .gesture(.longPress(minimumPressDuration: 1)))
    }
}
