import SendingState
import Testing

@testable import SendingStateInput

/// Input a careless toolkit or porter feeds the recognizers: each mistake, and what the
/// recognizers make of it.
@MainActor
struct CarelessInputTests {
    let log = ReportLog()

    /// Every recognizer of pointer presses, reporting to the log.
    func everyRecognizer() -> [any PointerGestureRecognizer] {
        [
            TapRecognizer(report: log.report), LongPressRecognizer(report: log.report),
            SwipeRecognizer(report: log.report), PanRecognizer(report: log.report),
            PanRecognizer(screenSize: Size(width: 400, height: 400), report: log.report),
            PinchRecognizer(report: log.report), RotationRecognizer(report: log.report),
        ]
    }

    @Test func eventsAtATimeThatIsNotFiniteAreIgnoredByEveryRecognizer() {
        for recognizer in everyRecognizer() {
            for time in [Double.nan, .infinity, -.infinity] {
                recognizer.pointerDown(0, at: Point(x: 5, y: 5), time: time)
            }
            #expect(recognizer.deadline == nil, "\(recognizer.kind): nothing went down")
            recognizer.pointerDown(0, at: Point(x: 5, y: 5), time: 0)
            recognizer.pointerDown(1, at: Point(x: 105, y: 5), time: 0)
            recognizer.pointersMoved([0: Point(x: 5, y: 300), 1: Point(x: 105, y: 300)], time: .nan)
            recognizer.pointerUp(0, at: Point(x: 5, y: 300), time: .infinity)
            recognizer.pointerUp(1, at: Point(x: 5, y: 300), time: .nan)
            recognizer.pointersCancelled(at: .nan)
            recognizer.timeDidPass(to: .nan)
        }
        #expect(log.reports.isEmpty)
    }

    @Test func aLongPressNeverAsksForADeadlineThatIsNotFinite() {
        let press = LongPressRecognizer(report: log.report)
        press.minimumPressDuration = 1e308
        press.pointerDown(0, at: .zero, time: 1e308)
        #expect(press.deadline == nil, "1e308 seconds after 1e308 is more than a Double holds")
        press.pointersCancelled(at: 1e308)
        #expect(log.phases == [.failed])
        press.minimumPressDuration = .nan
        press.minimumPressDuration = -1
        press.minimumPressDuration = .infinity
        #expect(press.minimumPressDuration == 1e308, "each was ignored")
        press.minimumPressDuration = 0
        #expect(press.minimumPressDuration == 0)
    }

    @Test func aLongPressNeverReportsAShorterPressThanBeforeWhenTimeGoesBack() {
        let press = LongPressRecognizer(report: log.report)
        press.pointerDown(0, at: .zero, time: 10)
        press.timeDidPass(to: 10.5)
        press.pointerMoved(0, to: Point(x: 3, y: 0), time: 4)
        press.pointerUp(0, at: Point(x: 3, y: 0), time: 2)
        #expect(log.values.map(\.pressDuration) == [0.5, 0.5, 0.5])
        #expect(log.phases == [.began, .changed, .ended])
    }

    @Test func aTapsSettingsThatAreNoDurationsAreIgnored() {
        let tap = TapRecognizer(report: log.report)
        for bad in [Double.nan, -0.1, .infinity] {
            tap.doubleTapInterval = bad
            tap.maximumPressDuration = bad
        }
        #expect(tap.doubleTapInterval == GestureThresholds.doubleTapInterval)
        #expect(tap.maximumPressDuration == GestureThresholds.minimumPressDuration)
    }

    @Test func aTapThatEndsBeforeItStartedIsNoTap() {
        let tap = TapRecognizer(report: log.report)
        tap.pointerDown(0, at: .zero, time: 5)
        tap.pointerUp(0, at: .zero, time: 4)
        #expect(log.reports.isEmpty)
    }

    @Test func aSecondDownOfAPointerThatIsDownLandsNoFinger() {
        let tap = TapRecognizer(report: log.report)
        tap.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        tap.pointerDown(0, at: Point(x: 8, y: 0), time: 0)
        tap.pointerUp(0, at: Point(x: 0, y: 0), time: 0.1)
        #expect(log.values.map(\.numberOfTouches) == [1])
        #expect(log.values.map(\.location) == [.zero], "located where the one finger landed")
        let swipe = SwipeRecognizer(report: log.report)
        swipe.pointerDown(0, at: Point(x: 0, y: 0), time: 1)
        swipe.pointerDown(0, at: Point(x: 50, y: 0), time: 1)
        swipe.pointerUp(0, at: Point(x: 100, y: 0), time: 1.05)
        #expect(log.values.last?.location == .zero)
    }

    @Test func aMeasureThatOverflowsIsReportedAsTheLargestFiniteValueAndNaNAsZero() {
        var values = GestureValues(
            phase: .changed, location: Point(x: .nan, y: .infinity), translation: Point(x: -.infinity, y: 1),
            velocity: Point(x: .infinity, y: .nan), scale: .nan, rotation: -.infinity,
            pressDuration: .infinity)
        values = values.finite
        #expect(values.location == Point(x: 0, y: .greatestFiniteMagnitude))
        #expect(values.translation == Point(x: -.greatestFiniteMagnitude, y: 1))
        #expect(values.velocity == Point(x: .greatestFiniteMagnitude, y: 0))
        #expect(values.scale == 0)
        #expect(values.rotation == -.greatestFiniteMagnitude)
        #expect(values.pressDuration == .greatestFiniteMagnitude)
    }

    @Test func aPanThatMovesTooFastForADoubleReportsTheLargestFiniteVelocity() {
        let pan = PanRecognizer(report: log.report)
        pan.pointerDown(0, at: .zero, time: 0)
        pan.pointerMoved(0, to: Point(x: 1e300, y: 0), time: 1e-300)
        pan.pointerMoved(0, to: Point(x: -1e300, y: 0), time: 2e-300)
        #expect(log.phases == [.began, .changed])
        #expect(log.values.last?.velocity.x == -.greatestFiniteMagnitude)
    }
}
