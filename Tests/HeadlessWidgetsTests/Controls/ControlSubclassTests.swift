import HeadlessWidgets
import SendingState
import SendingStateInput
import Testing

/// An app's own control, written as a UIKit app subclasses `UIControl`, reacts to touches and keys
/// like the built-in ones.
@MainActor
struct ControlSubclassTests {
    /// A dial that records each tracking call with the touch's location in its own coordinates.
    final class Dial: Control {
        var calls: [String] = []
        var keepsTracking = true
        var eventsSeenAtBegin: [ControlEvents] = []
        var eventsSeenAtEnd: [ControlEvents] = []

        override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
            let location = touch.location(in: self)
            calls.append("begin \(location.x),\(location.y) taps \(touch.tapCount)")
            eventsSeenAtBegin = eventLog.compactMap {
                if case .control(let events) = $0 { events } else { nil }
            }
            #expect(event?.timestamp == touch.timestamp)
            #expect(isTracking)
            return keepsTracking
        }

        override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
            let location = touch.location(in: self)
            let previous = touch.previousLocation(in: self)
            calls.append("continue \(previous.x)->\(location.x) inside \(isTouchInside)")
            return true
        }

        override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
            calls.append("end \(touch?.location(in: nil).x ?? -1)")
            eventsSeenAtEnd = controlEvents(of: self)
        }

        override func cancelTracking(with event: TouchEvent?) {
            calls.append("cancel")
            eventsSeenAtEnd = controlEvents(of: self)
        }

        override var controlKind: ControlKind? { .stepper }

        override func perform(_ command: KeyCommand) -> Bool {
            calls.append("perform \(command)")
            return command == .increment
        }
    }

    let window = makeWindow()
    let dial = Dial(frame: Rect(x: 10, y: 10, width: 100, height: 100))

    init() {
        window.addSubview(dial)
    }

    @Test func itsTrackingMethodsHearTheTouchAfterEachEventWithWhereItIs() throws {
        let touch = try dial.touchDown(at: [Point(x: 20, y: 30)])
        try touch.move(0, to: Point(x: 60, y: 30))
        try touch.move(0, to: Point(x: 200, y: 30))
        try touch.lift(0)
        #expect(
            dial.calls == [
                "begin 20.0,30.0 taps 1", "continue 20.0->60.0 inside true",
                "continue 60.0->200.0 inside false",
                "end 210.0",
            ])
        #expect(dial.eventsSeenAtBegin == [.touchDown], "beginTracking comes after touchDown")
        #expect(!dial.isTracking)
    }

    @Test func endTrackingComesBeforeTheReleaseIsReportedAsUIKitCallsIt() throws {
        let inside = try dial.touchDown(at: [Point(x: 20, y: 30)])
        try inside.lift(0)
        #expect(dial.eventsSeenAtEnd == [.touchDown], "endTracking comes before touchUpInside")
        #expect(controlEvents(of: dial) == [.touchDown, .touchUpInside, .primaryActionTriggered])
        dial.clearEventLog()
        window.clock.advanceWithoutWaiting(by: .seconds(1))
        let outside = try dial.touchDown(at: [Point(x: 20, y: 30)])
        try outside.move(0, to: Point(x: 300, y: 30))
        try outside.lift(0)
        #expect(dial.eventsSeenAtEnd == [.touchDown, .touchDragExit], "and before touchUpOutside")
        #expect(controlEvents(of: dial) == [.touchDown, .touchDragExit, .touchUpOutside])
    }

    @Test func cancelTrackingComesBeforeTheCancelIsReported() throws {
        let touch = try dial.touchDown(at: [Point(x: 20, y: 30)])
        touch.cancel()
        #expect(dial.eventsSeenAtEnd == [.touchDown])
        #expect(controlEvents(of: dial) == [.touchDown, .touchCancel])
    }

    @Test func aControlThatStopsTrackingAtTheBeginningHearsNoMoreOfTheTouch() throws {
        dial.keepsTracking = false
        let touch = try dial.touchDown(at: [Point(x: 20, y: 30)])
        try touch.move(0, to: Point(x: 60, y: 30))
        try touch.lift(0)
        #expect(dial.calls == ["begin 20.0,30.0 taps 1"])
        #expect(
            controlEvents(of: dial) == [
                .touchDown, .touchDragInside, .touchUpInside, .primaryActionTriggered,
            ],
            "the touch events are reported all the same")
    }

    /// A control that overrides only the end of a touch, and counts the ends it hears.
    final class EndCounter: Control {
        var ends = 0

        override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
            ends += 1
        }
    }

    @Test func byDefaultAControlHearsItsTouchToTheEnd() throws {
        let counter = EndCounter(frame: Rect(x: 200, y: 10, width: 100, height: 100))
        window.addSubview(counter)
        let touch = try counter.touchDown(at: [Point(x: 20, y: 30)])
        try touch.move(0, to: Point(x: 60, y: 30))
        try touch.lift(0)
        #expect(counter.ends == 1, "beginTracking and continueTracking return true by default")
    }

    @Test func aCancelledTouchCallsCancelTracking() throws {
        let touch = try dial.touchDown(at: [Point(x: 20, y: 30)])
        touch.cancel()
        #expect(dial.calls == ["begin 20.0,30.0 taps 1", "cancel"])
    }

    @Test func aQuickSecondPressHasATapCountOfTwo() throws {
        try dial.tap()
        try dial.tap()
        #expect(
            dial.calls.filter { $0.hasPrefix("begin") } == [
                "begin 50.0,50.0 taps 1", "begin 50.0,50.0 taps 2",
            ])
    }

    @Test func itsKindChoosesItsKeysAndItsPerformTakesThem() {
        window.isFullKeyboardAccessEnabled = true
        dial.becomeFirstResponder()
        #expect(window.press(.rightArrow) === dial)
        #expect(window.press(.leftArrow) == nil, "perform returned false: the key goes on")
        #expect(dial.calls == ["perform increment", "perform decrement"])
    }
}
