import SendingState
import Testing

struct ControlEventsTests {
    @Test func everyUIKitEventIsADistinctBit() {
        let all: [ControlEvents] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
            .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
            .primaryActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
        ]
        #expect(Set(all.map(\.rawValue)).count == 15)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(ControlEvents(all) == .allEvents)
    }

    @Test func composesAsAnOptionSet() {
        let released: ControlEvents = [.touchUpInside, .touchUpOutside]
        #expect(released.contains(.touchUpInside))
        #expect(!released.contains(.touchDown))
        #expect(ControlEvents.allTouchEvents.contains(released))
        #expect(released.description == "[touchUpInside, touchUpOutside]")
    }

    @Test func wrapsAndUnwrapsEventsAsSenderEventControlDoesIn100() {
        let control = SenderEvent.Control(.touchUpInside)
        #expect(control.value == .touchUpInside)
        #expect(SenderEvent.control(.init(.touchUpInside)) == .control(.touchUpInside))
        #expect(ControlEvents([.touchDown, .touchUpInside]).value == [.touchDown, .touchUpInside])
    }
}
