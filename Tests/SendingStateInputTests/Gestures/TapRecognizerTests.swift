import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct TapRecognizerTests {
    let log = ReportLog()
    let tap: TapRecognizer

    init() {
        tap = TapRecognizer(report: log.report)
    }

    /// Presses and lifts one finger at a point, `duration` seconds apart, starting at `time`.
    func tapOnce(at point: Point = Point(x: 50, y: 50), time: Double, duration: Double = 0.05) {
        tap.pointerDown(0, at: point, time: time)
        tap.pointerUp(0, at: point, time: time + duration)
    }

    @Test func aPressAndReleaseIsOneRecognizedTapAtWhereItLanded() {
        tap.pointerDown(7, at: Point(x: 10, y: 20), time: 1)
        #expect(log.reports.isEmpty, "nothing is reported until the finger lifts")
        tap.pointerUp(7, at: Point(x: 12, y: 21), time: 1.1)
        #expect(log.kinds == [.tap])
        #expect(
            log.values == [GestureValues(phase: .recognized, location: Point(x: 10, y: 20), numberOfTaps: 1)])
    }

    @Test func aFingerMayMoveTenPointsAndStillTap() {
        tap.pointerDown(0, at: .zero, time: 0)
        tap.pointerMoved(0, to: Point(x: 6, y: 8), time: 0.05)
        tap.pointerUp(0, at: Point(x: 10, y: 0), time: 0.1)
        #expect(log.reports.count == 1)
    }

    @Test func aFingerThatMovedMoreThanTenPointsIsNoTapEvenIfItComesBack() {
        tap.pointerDown(0, at: .zero, time: 0)
        tap.pointerMoved(0, to: Point(x: 10.01, y: 0), time: 0.05)
        tap.pointerUp(0, at: .zero, time: 0.1)
        #expect(log.reports.isEmpty)
    }

    @Test func aPressHeldForTheMaximumDurationIsNoTap() {
        tapOnce(time: 0, duration: 0.5)
        #expect(log.reports.isEmpty)
        tapOnce(time: 10, duration: 0.499)
        #expect(log.reports.count == 1)
    }

    @Test func theMaximumPressDurationCanBeShortened() {
        tap.maximumPressDuration = 0.2
        tapOnce(time: 0, duration: 0.25)
        #expect(log.reports.isEmpty)
    }

    @Test func aSecondQuickTapIsReportedWithOneTapThenWithTwo() {
        tapOnce(time: 0)
        tapOnce(time: 0.3)  // starts 0.25 s after the first ended
        #expect(log.values.map(\.numberOfTaps) == [1, 1, 2])
        tapOnce(time: 0.6)
        #expect(log.values.map(\.numberOfTaps) == [1, 1, 2, 1, 3])
    }

    @Test func aPressAtTheVeryTimeTheLastTapEndedContinuesTheStreak() {
        tapOnce(time: 0, duration: 0.05)
        tapOnce(time: 0.05)
        #expect(log.values.map(\.numberOfTaps) == [1, 1, 2])
    }

    @Test func aTapAtTheDoubleTapIntervalStartsANewStreak() {
        tap.doubleTapInterval = 0.5
        tapOnce(time: 0, duration: 0.25)
        tapOnce(time: 0.75)  // exactly 0.5 s after the first ended
        #expect(log.values.map(\.numberOfTaps) == [1, 1])
    }

    @Test func theDoubleTapIntervalIsTheAdaptersToSet() {
        tap.doubleTapInterval = 0.5
        tapOnce(time: 0)
        tapOnce(time: 0.45)
        #expect(log.values.map(\.numberOfTaps) == [1, 1, 2])
    }

    @Test func aTapFarFromThePreviousOneStartsANewStreak() {
        tapOnce(at: .zero, time: 0)
        tapOnce(at: Point(x: 10.5, y: 0), time: 0.1)
        #expect(log.values.map(\.numberOfTaps) == [1, 1])
        tapOnce(at: Point(x: 10.5, y: 10), time: 0.2)
        #expect(log.values.map(\.numberOfTaps) == [1, 1, 1, 2], "ten points away still continues it")
    }

    @Test func twoFingersTogetherAreOneTapWithTwoTouches() {
        tap.pointerDown(0, at: Point(x: 10, y: 10), time: 0)
        tap.pointerDown(1, at: Point(x: 40, y: 10), time: 0.01)
        tap.pointerUp(0, at: Point(x: 10, y: 10), time: 0.05)
        #expect(log.reports.isEmpty, "a finger is still down")
        tap.pointerUp(1, at: Point(x: 40, y: 10), time: 0.06)
        #expect(log.values.map(\.numberOfTouches) == [2])
    }

    @Test func aStreakNeedsTheSameNumberOfFingers() {
        tapOnce(time: 0)
        tap.pointerDown(0, at: Point(x: 50, y: 50), time: 0.1)
        tap.pointerDown(1, at: Point(x: 52, y: 50), time: 0.1)
        tap.pointerUp(0, at: Point(x: 50, y: 50), time: 0.15)
        tap.pointerUp(1, at: Point(x: 52, y: 50), time: 0.15)
        #expect(log.values.map(\.numberOfTaps) == [1, 1])
    }

    @Test func aCancelledPressIsNoTapAndTheNextPressStartsAfresh() {
        tap.pointerDown(0, at: .zero, time: 0)
        tap.pointersCancelled(at: 0.05)
        tap.pointerUp(0, at: .zero, time: 0.1)
        #expect(log.reports.isEmpty)
        tapOnce(at: .zero, time: 1)
        #expect(log.reports.count == 1)
    }

    @Test func eventsOfAPointerThatIsNotDownOrNotFiniteAreIgnored() {
        tap.pointerMoved(3, to: .zero, time: 0)
        tap.pointerUp(3, at: .zero, time: 0)
        tap.pointerDown(0, at: Point(x: .nan, y: 0), time: 0)
        tap.pointerUp(0, at: .zero, time: 0.1)
        #expect(log.reports.isEmpty)
        tap.pointerDown(0, at: .zero, time: 1)
        tap.pointerMoved(0, to: Point(x: .infinity, y: 0), time: 1.05)
        tap.pointerUp(0, at: .zero, time: 1.1)
        #expect(log.reports.count == 1, "a move to a point that isn't finite is ignored")
    }

    @Test func itReportsTapsAndWaitsForNoTime() {
        #expect(tap.kind == .tap)
        tap.pointerDown(0, at: .zero, time: 0)
        #expect(tap.deadline == nil)
        tap.timeDidPass(to: 10)
        #expect(log.reports.isEmpty)
    }

    @Test func twoFingersTapWhereTheirCentroidLanded() {
        tap.pointerDown(0, at: Point(x: 10, y: 10), time: 0)
        tap.pointerDown(1, at: Point(x: 40, y: 20), time: 0.01)
        tap.pointerUp(0, at: Point(x: 10, y: 10), time: 0.05)
        tap.pointerUp(1, at: Point(x: 40, y: 20), time: 0.06)
        #expect(log.values.map(\.location) == [Point(x: 25, y: 15)])
    }

    @Test func theTapCountSaysAtTouchDownWhereThePressStandsInItsStreak() {
        #expect(tap.tapCount == 0, "no finger is down")
        tap.pointerDown(0, at: Point(x: 50, y: 50), time: 0)
        #expect(tap.tapCount == 1)
        tap.pointerUp(0, at: Point(x: 50, y: 50), time: 0.05)
        #expect(tap.tapCount == 0)
        tap.pointerDown(0, at: Point(x: 52, y: 50), time: 0.2)
        #expect(tap.tapCount == 2, "a quick second press, before it lifts")
        tap.pointerDown(1, at: Point(x: 70, y: 50), time: 0.2)
        #expect(tap.tapCount == 1, "two fingers don't continue a one-finger streak")
        tap.pointersCancelled(at: 0.25)
        #expect(tap.tapCount == 0)
    }

    @Test func aTapExactlyAtTheIntervalOnTheToolkitsClockEndsTheStreakThoughSecondsRound() {
        tapOnce(time: 1.1, duration: 0)
        tapOnce(time: 1.4, duration: 0)  // 1.4 - 1.1 is 0.2999999999999998 in a `Double`
        #expect(log.values.map(\.numberOfTaps) == [1, 1])
        tapOnce(time: 1.4 + 0.299_999_999, duration: 0)
        #expect(log.values.map(\.numberOfTaps) == [1, 1, 1, 2], "a nanosecond under the interval")
    }

    @Test func aTapJustAtTheIntervalLessItsToleranceStartsANewStreak() {
        tapOnce(time: 0, duration: 0)
        tapOnce(time: GestureThresholds.doubleTapInterval - 1e-10, duration: 0)
        #expect(log.values.map(\.numberOfTaps) == [1, 1], "the tolerance is the last instant that ends it")
    }
}
