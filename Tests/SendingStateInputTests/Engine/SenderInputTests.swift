import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// The recognizers a sender's mappings need: built from them and retired with them.
@MainActor
struct SenderInputTests {
    let node = Node("node")

    @Test func eachMappedGestureKindGetsOneRecognizerAndControlEventsNone() {
        let mappings = Mappings([
            (
                node,
                [
                    .control(.touchUpInside), .gesture(.tap()), .gesture(.tap(numberOfTaps: 2)),
                    .gesture(.pan()),
                ]
            )
        ])
        #expect(node.senderInput.installedGestureKinds == [.tap, .pan])
        mappings.remap([(node, [.control(.allEvents)])])
        #expect(node.senderInput.installedGestureKinds.isEmpty)
    }

    @Test func recognizersAreRetiredWithTheirLastMappingAndKeptWhileOneIsLeft() {
        let mappings = Mappings([(node, [.gesture(.tap()), .gesture(.hover()), .gesture(.pinch())])])
        #expect(node.senderInput.installedGestureKinds == [.tap, .hover, .pinch])
        mappings.remap([(node, [.gesture(.tap(numberOfTaps: 2))])])
        #expect(node.senderInput.installedGestureKinds == [.tap])
        mappings.remap([])
        #expect(node.senderInput.installedGestureKinds.isEmpty)
    }

    @Test func aLongPressBeginsAtTheShortestMinimumMappedAndATapFailsThere() {
        let mappings = Mappings([
            (
                node,
                [
                    .gesture(.longPress(minimumPressDuration: 1.2)),
                    .gesture(.longPress(minimumPressDuration: 0.3)), .gesture(.tap()),
                ]
            )
        ])
        defer { withExtendedLifetime(mappings) {} }
        #expect(node.senderInput.pressThreshold == 0.3)
    }

    @Test func withoutALongPressATapFailsAtUIKitsDefaultMinimum() {
        let mappings = Mappings([(node, [.gesture(.tap())])])
        defer { withExtendedLifetime(mappings) {} }
        #expect(node.senderInput.pressThreshold == GestureThresholds.minimumPressDuration)
    }

    @Test func aTapHeldAsLongAsTheShortestLongPressIsNoTap() throws {
        let engine = InputEngine(clock: TestClock())
        let mappings = Mappings([(node, [.gesture(.tap()), .gesture(.longPress(minimumPressDuration: 0.2))])])
        defer { withExtendedLifetime(mappings) {} }
        let pointer = try #require(engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: node))
        engine.pointerUp(pointer, at: Point(x: 5, y: 5), time: 0.2)
        #expect(node.gestures.map(\.kind) == [.longPress, .longPress], "it began and ended, and is no tap")
        let again = try #require(engine.pointerDown(at: Point(x: 5, y: 5), time: 1, on: node))
        engine.pointerUp(again, at: Point(x: 5, y: 5), time: 1.19)
        #expect(node.gestures.filter { $0.kind == .tap }.count == 1, "a press a hair shorter is a tap")
    }

    @Test func aSecondLongPressMinimumMappedLaterGetsARecognizerOfItsOwn() throws {
        let engine = InputEngine(clock: TestClock())
        let mappings = Mappings([(node, [.gesture(.longPress(minimumPressDuration: 0.2))])])
        #expect(node.senderInput.longPressMinimums == [0.2])
        mappings.remap([(node, [.gesture(.longPress(minimumPressDuration: 0.2)), .gesture(.longPress())])])
        #expect(node.senderInput.longPressMinimums == [0.2, 0.5])
        mappings.remap([(node, [.gesture(.longPress(minimumPressDuration: 1))])])
        #expect(node.senderInput.longPressMinimums == [1])
        let pointer = try #require(engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: node))
        engine.pointerUp(pointer, at: Point(x: 5, y: 5), time: 1.2)
        #expect(node.gestures.map(\.values.phase) == [.began, .ended])
    }

    @Test func aGestureInProgressKeepsItsRecognizerWhenTheMappingsChangeAroundIt() throws {
        let engine = InputEngine(clock: TestClock())
        let mappings = Mappings([(node, [.gesture(.pan(on: .all))])])
        let pointer = try #require(engine.pointerDown(at: Point(x: 5, y: 5), time: 0, on: node))
        engine.pointerMoved(pointer, to: Point(x: 5, y: 40), time: 0.1)
        mappings.remap([(node, [.gesture(.pan(on: .all)), .gesture(.tap()), .gesture(.longPress())])])
        engine.pointerMoved(pointer, to: Point(x: 5, y: 60), time: 0.2)
        engine.pointerUp(pointer, at: Point(x: 5, y: 60), time: 0.3)
        #expect(
            node.gestures.filter { $0.kind == .pan }.map(\.values.phase) == [.began, .changed, .ended],
            "the pan that began before the change goes on to its end")
    }
}
