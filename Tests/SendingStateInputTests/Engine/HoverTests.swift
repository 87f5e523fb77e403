import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// How the engine reports a pointer hovering over views.
@MainActor
struct HoverTests {
    let clock = TestClock()
    let engine: InputEngine
    let window = Node("window", width: 400, height: 400)
    let row = Node("row", x: 0, y: 100, width: 400, height: 44)
    let icon = Node("icon", x: 10, y: 0, width: 44, height: 44)
    let other = Node("other", x: 0, y: 200, width: 400, height: 44)

    init() {
        engine = InputEngine(clock: clock)
        window.add(row)
        row.add(icon)
        window.add(other)
    }

    @Test func thePointerEntersMovesOverAndExitsEachViewOfItsChain() {
        let mappings = Mappings([
            (row, [.gesture(.hover(on: .all))]), (icon, [.gesture(.hover(on: .all))]),
            (other, [.gesture(.hover(on: .all))]),
        ])
        defer { withExtendedLifetime(mappings) {} }
        engine.pointerHovered(at: Point(x: 200, y: 110), time: 0, over: row)
        engine.pointerHovered(at: Point(x: 20, y: 110), time: 0.1, over: icon)
        engine.pointerHovered(at: Point(x: 30, y: 112), time: 0.2, over: icon)
        engine.pointerHovered(at: Point(x: 30, y: 210), time: 0.3, over: other)
        engine.pointerHovered(at: Point(x: 500, y: 500), time: 0.4, over: nil)
        #expect(row.gestures.map(\.values.phase) == [.began, .changed, .changed, .ended])
        #expect(icon.gestures.map(\.values.phase) == [.began, .changed, .ended])
        #expect(other.gestures.map(\.values.phase) == [.began, .ended])
        #expect(icon.gestures.first?.values.location == Point(x: 10, y: 10), "in the icon's coordinates")
        #expect(icon.gestures.map(\.values.numberOfTouches) == [0, 0, 0])
    }

    @Test func aCancelledHoverCancelsEveryViewItWasOver() {
        let mappings = Mappings([(row, [.gesture(.hover(on: .all))]), (icon, [.gesture(.hover(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        engine.pointerHovered(at: Point(x: 20, y: 110), time: 0, over: icon)
        engine.cancelHover(at: 0.1)
        #expect(row.gestures.map(\.values.phase) == [.began, .cancelled])
        #expect(icon.gestures.map(\.values.phase) == [.began, .cancelled])
        engine.cancelHover(at: 0.2)
        #expect(icon.gestures.count == 2, "nothing hovers any more")
    }

    @Test func aHoverAtALocationOrTimeThatIsNotFiniteIsIgnored() {
        let mappings = Mappings([(row, [.gesture(.hover(on: .all))])])
        defer { withExtendedLifetime(mappings) {} }
        engine.pointerHovered(at: Point(x: .nan, y: 110), time: 0, over: row)
        engine.pointerHovered(at: Point(x: 20, y: 110), time: .infinity, over: row)
        engine.cancelHover(at: .nan)
        #expect(row.reports.isEmpty)
    }
}
