import HeadlessWidgets
import SendingState
import Testing

// SendingState 1.0.0's event themes: control events wrapped in SenderEvent.Control, gesture kinds
// as option sets, events as dictionary keys, and AnyEventForwarder erasing any forwarder.

@MainActor
struct SenderEventTests {
    @Test func aControlEventWrapsTheUIControlEvent() {
        let event = UIControl.Event.touchUpInside
        let control = SenderEvent.Control(event)
        #expect(control.value == event)
        let set: Set<SenderEvent.Control> = [
            .init(.touchUpInside), .init(.touchUpInside), .init(.valueChanged),
        ]
        #expect(set.count == 2)
        var actions: [SenderEvent: [String]] = [:]
        actions[SenderEvent.control(.init(.touchUpInside))] = ["Hello, SendingState!"]
        #expect(actions[.control(.init(.touchUpInside))] == ["Hello, SendingState!"])
        if case .control(let wrapped) = SenderEvent.control(.init(.touchUpInside)) {
            #expect(wrapped.value == .touchUpInside)
        }
    }

    @Test func gestureKindsAreAnOptionSet() {
        let basic: SenderEvent.Gesture.Kind = [.tap, .longPress]
        let continuous: SenderEvent.Gesture.Kind = [.pan, .pinch, .rotation]
        let all = basic.union(continuous).union([.swipe, .screenEdge, .hover])
        #expect(all.contains(.tap))
        #expect(all.contains(.hover))
        #expect(!basic.contains(.pan))
    }

    @Test func theEventsOfAForwarderSurviveTypeErasure() throws {
        let button = UIButton()
        button.tag = 23
        let otherButton = UIButton()
        let forwarder = EventForwarder(button) { sender, ctx in
            ctx.control(.touchUpInside) { [TestAction.buttonTapped(sender.tag), .custom("Korea")] }
            ctx.control(.touchDown) { [TestAction.custom("South")] }
        }
        let anyForwarder = AnyEventForwarder(forwarder)
        #expect(anyForwarder.allMappings.count == 2)
        let mapping = try #require(anyForwarder.allMappings.first)
        #expect(mapping.sender === button)
        #expect(anyForwarder.allMappings.map(\.event).contains(.control(.init(.touchDown))))
        let actions = anyForwarder.actions(for: button, event: .control(.init(.touchUpInside)))
        #expect(actions as? [TestAction] == [.buttonTapped(23), .custom("Korea")])
        #expect(anyForwarder.actions(for: otherButton, event: .control(.init(.touchUpInside))).isEmpty)
        #expect(anyForwarder.actions(for: button, event: .control(.init(.valueChanged))).isEmpty)
        let collection: [AnyEventForwarder] = [anyForwarder, AnyEventForwarder(SenderGroup { forwarder })]
        #expect(collection.flatMap(\.allMappings).count == 4)
    }
}
