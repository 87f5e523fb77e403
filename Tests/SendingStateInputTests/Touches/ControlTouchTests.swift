import SendingState
import SendingStateInput
import SendingStateTestSupport
import Testing

/// What the engine reports for a control's touch: the events, their order, and the streak of quick
/// presses.
@MainActor
struct ControlTouchTests {
    let clock = TestClock()
    let engine: InputEngine
    let window = Node("window", width: 400, height: 400)
    let button = Node("button", x: 100, y: 100, width: 80, height: 40)

    init() {
        engine = InputEngine(clock: clock)
        button.controlKind = .button
        window.add(button)
    }

    /// A press and release of one pointer at a point, in window coordinates.
    func click(at point: Point = Point(x: 140, y: 120), time: Double) {
        let pointer = engine.pointerDown(at: point, time: time, on: button)
        engine.pointerUp(pointer ?? -1, at: point, time: time + 0.05)
    }

    @Test func aClickReportsTouchDownThenTouchUpInsideAndTellsTheControlBeforeEach() {
        click(time: 1)
        #expect(
            button.transcript == [
                "will began", "control[touchDown]", "will ended(inside: true)", "control[touchUpInside]",
                "ended inside",
            ])
    }

    @Test func afterEachTouchEventTheControlHearsTheChangeWithWhereAndWhenTheTouchIs() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 110, y: 110), time: 1, on: button))
        engine.pointerMoved(pointer, to: Point(x: 150, y: 110), time: 1.1)
        engine.pointerMoved(pointer, to: Point(x: 300, y: 110), time: 1.2)
        engine.pointerUp(pointer, at: Point(x: 310, y: 110), time: 1.3)
        let heard = button.changesAfterEvents
        #expect(
            heard.map(\.change) == [
                .began, .moved(inside: true), .moved(inside: false), .ended(inside: false),
            ])
        #expect(
            heard.map(\.after) == [
                .control(.touchDown), .control(.touchDragInside), .control(.touchDragExit),
                .control(.touchUpOutside),
            ], "each comes after its event")
        #expect(
            heard.map(\.touch) == [
                ControlTouch(location: Point(x: 110, y: 110), time: 1),
                ControlTouch(
                    location: Point(x: 150, y: 110), previousLocation: Point(x: 110, y: 110), time: 1.1),
                ControlTouch(
                    location: Point(x: 300, y: 110), previousLocation: Point(x: 150, y: 110), time: 1.2,
                    isInside: false),
                ControlTouch(
                    location: Point(x: 310, y: 110), previousLocation: Point(x: 300, y: 110), time: 1.3,
                    isInside: false),
            ])
        #expect(heard.map { $0.touch?.isInside } == [true, true, false, false])
        #expect(heard.map { $0.touch?.tapCount } == [1, 1, 1, 1])
        #expect(button.senderInput.touch?.location == Point(x: 310, y: 110), "the last touch is kept")
    }

    @Test func aCancelledTouchIsHeardAfterTouchCancelAtTheCancellationsTime() throws {
        _ = try #require(engine.pointerDown(at: Point(x: 110, y: 110), time: 1, on: button))
        engine.cancelPointers(at: 1.5)
        let last = try #require(button.changesAfterEvents.last)
        #expect(last.change == .cancelled)
        #expect(last.after == .control(.touchCancel))
        #expect(last.touch == ControlTouch(location: Point(x: 110, y: 110), time: 1.5))
    }

    @Test func theTouchOfAQuickSecondPressHasATapCountOfTwo() {
        click(time: 0)
        click(time: 0.1)
        #expect(
            button.changesAfterEvents.filter { $0.change == .began }.map { $0.touch?.tapCount } == [1, 2])
    }

    @Test func pointersLiftedInOneEventEndTheControlsTouchInsideAsOneLiftDoes() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        let other = try #require(engine.pointerDown(at: Point(x: 10, y: 10), time: 0, on: window))
        engine.pointersUp([pointer: Point(x: 141, y: 120), other: Point(x: 10, y: 10)], time: 0.1)
        #expect(button.controlEvents == [.touchDown, .touchUpInside])
        #expect(button.touchesEndedInside == 1)
    }

    @Test func aControlTracksItsTouchFromThePressUntilItEndsOrIsCancelled() throws {
        #expect(!button.senderInput.isTracking)
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        #expect(button.senderInput.isTracking)
        engine.pointerMoved(pointer, to: Point(x: 150, y: 120), time: 0.1)
        engine.pointerUp(pointer, at: Point(x: 150, y: 120), time: 0.2)
        #expect(!button.senderInput.isTracking)
        _ = engine.pointerDown(at: Point(x: 140, y: 120), time: 1, on: button)
        engine.cancelPointers(at: 1.1)
        #expect(button.trackingAtChanges == [true, true, false, true, false], "already over as it ends")
    }

    @Test func aSecondPointerOnAControlNeitherTracksNorEndsItsTouch() throws {
        let first = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        let second = try #require(engine.pointerDown(at: Point(x: 150, y: 120), time: 0.05, on: button))
        engine.pointerUp(second, at: Point(x: 150, y: 120), time: 0.1)
        #expect(button.controlEvents == [.touchDown])
        #expect(button.touchesEndedInside == 0)
        engine.pointerUp(first, at: Point(x: 140, y: 120), time: 0.2)
        #expect(button.controlEvents == [.touchDown, .touchUpInside])
        #expect(button.touchesEndedInside == 1)
    }

    @Test func draggingOutAndBackInReportsExitOutsideEnterAndInside() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        engine.pointerMoved(pointer, to: Point(x: 150, y: 120), time: 0.1)
        engine.pointerMoved(pointer, to: Point(x: 250, y: 120), time: 0.2)
        engine.pointerMoved(pointer, to: Point(x: 260, y: 120), time: 0.3)
        engine.pointerMoved(pointer, to: Point(x: 179, y: 139), time: 0.4)
        engine.pointerUp(pointer, at: Point(x: 179, y: 139), time: 0.5)
        #expect(
            button.controlEvents == [
                .touchDown, .touchDragInside, .touchDragExit, .touchDragOutside, .touchDragEnter,
                .touchUpInside,
            ])
        #expect(
            button.touchChanges == [
                .began, .moved(inside: true), .moved(inside: false), .moved(inside: false),
                .moved(inside: true),
                .ended(inside: true),
            ])
        #expect(button.touchesEndedInside == 1)
    }

    @Test func aReleaseOutsideReportsTouchUpOutsideAndTheControlDoesNothingMore() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        engine.pointerMoved(pointer, to: Point(x: 300, y: 120), time: 0.1)
        engine.pointerUp(pointer, at: Point(x: 300, y: 120), time: 0.2)
        #expect(button.controlEvents == [.touchDown, .touchDragExit, .touchUpOutside])
        #expect(button.touchesEndedInside == 0)
    }

    @Test func aReleaseSomewhereElseThanTheLastMoveIsMeasuredAgain() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        engine.pointerUp(pointer, at: Point(x: 300, y: 120), time: 0.2)
        #expect(button.controlEvents == [.touchDown, .touchUpOutside], "no drag event: the release measures")
    }

    @Test func aReleaseWhereThePointerLastWasEndsAsItsLastMoveLeftIt() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        // The control moves away under the still pointer: what the last move measured stands.
        button.origin = Point(x: 300, y: 300)
        engine.pointerUp(pointer, at: Point(x: 140, y: 120), time: 0.2)
        #expect(button.controlEvents == [.touchDown, .touchUpInside])
    }

    @Test func aCancellationReportsTouchCancel() throws {
        _ = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        engine.cancelPointers(at: 0.1)
        #expect(button.controlEvents == [.touchDown, .touchCancel])
        #expect(button.touchChanges == [.began, .cancelled])
        #expect(engine.pointersDown == 0)
    }

    @Test func aControlTracksOnlyTheFirstPointerThatPressesIt() throws {
        let first = try #require(engine.pointerDown(at: Point(x: 110, y: 120), time: 0, on: button))
        let second = try #require(engine.pointerDown(at: Point(x: 170, y: 120), time: 0, on: button))
        engine.pointerMoved(second, to: Point(x: 300, y: 120), time: 0.1)
        engine.pointerUp(second, at: Point(x: 300, y: 120), time: 0.1)
        #expect(button.controlEvents == [.touchDown], "the second pointer makes no touch events")
        engine.pointerUp(first, at: Point(x: 110, y: 120), time: 0.2)
        #expect(button.controlEvents == [.touchDown, .touchUpInside])
    }

    @Test func aQuickSecondPressIsATouchDownRepeatInOneReport() {
        click(time: 1)
        click(time: 1.2)
        #expect(button.reports[2] == .control([.touchDown, .touchDownRepeat]))
    }

    @Test("touchDownRepeat ends exactly at the double-tap interval, as a double tap does")
    func touchDownRepeatEndsExactlyAtTheIntervalAsADoubleTapDoes() {
        engine.doubleTapInterval = 0.4
        click(time: 1)
        // The first click ended at 1.05: a press at 1.45 is exactly the interval later.
        click(time: 1.45 - 1e-6)
        click(time: 1.5 + 0.4)
        #expect(
            button.controlEvents.filter { $0.contains(.touchDown) } == [
                .touchDown, [.touchDown, .touchDownRepeat], .touchDown,
            ])
    }

    @Test func aPressFartherThanTenPointsFromTheLastIsNoRepeat() {
        click(at: Point(x: 110, y: 120), time: 1)
        click(at: Point(x: 121, y: 120), time: 1.2)
        #expect(button.reports[2] == .control(.touchDown))
    }

    @Test func aPressAtATimeEarlierThanTheLastReleaseStartsANewStreak() {
        click(time: 1_000)
        // A toolkit's clock that wrapped around, as GDK's 32-bit milliseconds do after 49.7 days.
        click(time: 3)
        #expect(button.reports[2] == .control(.touchDown))
    }

    @Test func aPressHeldTooLongToBeATapBreaksTheStreak() throws {
        let pointer = try #require(engine.pointerDown(at: Point(x: 140, y: 120), time: 0, on: button))
        engine.pointerUp(pointer, at: Point(x: 140, y: 120), time: 0.6)
        click(time: 0.7)
        #expect(button.reports[2] == .control(.touchDown))
    }

    @Test func aDoubleTapIntervalThatIsNoDurationIsIgnored() {
        for interval in [Double.nan, -1, .infinity] {
            engine.doubleTapInterval = interval
            #expect(engine.doubleTapInterval == GestureThresholds.doubleTapInterval)
        }
        engine.doubleTapInterval = 0
        #expect(engine.doubleTapInterval == 0)
    }
}
