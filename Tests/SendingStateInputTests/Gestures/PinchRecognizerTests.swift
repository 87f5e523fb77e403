import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct PinchRecognizerTests {
    let log = ReportLog()
    let pinch: PinchRecognizer

    init() {
        pinch = PinchRecognizer(report: log.report)
    }

    @Test func twoFingersSpreadingBeginAPinchPastOnePercentAndEndWithItsLastValues() {
        pinch.pointerDown(0, at: Point(x: 90, y: 100), time: 0)
        pinch.pointerDown(1, at: Point(x: 110, y: 100), time: 0)
        pinch.pointerMoved(1, to: Point(x: 110.19, y: 100), time: 0.1)
        #expect(log.reports.isEmpty, "a spread under 1 % wider is not past the threshold")
        pinch.pointerMoved(1, to: Point(x: 130, y: 100), time: 0.2)
        pinch.pointerMoved(0, to: Point(x: 70, y: 100), time: 0.3)
        #expect(log.kinds == [.pinch, .pinch])
        #expect(log.phases == [.began, .changed])
        #expect(log.values[0].scale == 2)
        #expect(log.values[1].scale == 3)
        #expect(log.values[1].location == Point(x: 100, y: 100))
        #expect(log.values.allSatisfy { $0.numberOfTouches == 2 && $0.rotation == 0 })
        pinch.pointerUp(0, at: Point(x: 70, y: 100), time: 0.4)
        #expect(log.phases == [.began, .changed, .ended])
        #expect(log.values[2].scale == 3)
        #expect(log.values[2].numberOfTouches == 2, "the end repeats the last values")
    }

    @Test func theVelocityIsTheScalesChangePerSecondOverTheLastMove() {
        pinch.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        pinch.pointerDown(1, at: Point(x: 100, y: 0), time: 0)
        pinch.pointerMoved(1, to: Point(x: 200, y: 0), time: 0.5)
        #expect(log.values.last?.velocity == Point(x: 2, y: 0))
    }

    @Test func liftingAtANewPointFirstReportsTheMoveThenTheEnd() {
        pinch.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        pinch.pointerDown(1, at: Point(x: 100, y: 0), time: 0)
        pinch.pointerMoved(1, to: Point(x: 200, y: 0), time: 0.1)
        pinch.pointerUp(1, at: Point(x: 300, y: 0), time: 0.2)
        #expect(log.phases == [.began, .changed, .ended])
        #expect(log.values.last?.scale == 3)
    }

    @Test func oneFingerNeverPinchesAndAThirdDoesNotMakeTheScaleJump() {
        pinch.pointerDown(0, at: .zero, time: 0)
        pinch.pointerMoved(0, to: Point(x: 100, y: 0), time: 0.1)
        #expect(log.reports.isEmpty)
        pinch.pointerDown(1, at: Point(x: 200, y: 0), time: 0.2)
        pinch.pointerMoved(1, to: Point(x: 300, y: 0), time: 0.3)
        #expect(log.values.map(\.scale) == [2])
        pinch.pointerDown(2, at: Point(x: 200, y: 500), time: 0.4)
        pinch.pointerMoved(2, to: Point(x: 200, y: 500.5), time: 0.5)
        #expect(abs((log.values.last?.scale ?? 0) - 2) < 0.01, "the third finger's landing doesn't count")
        #expect(log.values.last?.numberOfTouches == 3)
    }

    @Test func anEndedPinchWaitsForEveryFingerToLiftBeforeItCanBeginAgain() {
        pinch.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        pinch.pointerDown(1, at: Point(x: 100, y: 0), time: 0)
        pinch.pointerMoved(1, to: Point(x: 200, y: 0), time: 0.1)
        pinch.pointerUp(1, at: Point(x: 200, y: 0), time: 0.2)
        pinch.pointerDown(1, at: Point(x: 200, y: 0), time: 0.3)
        pinch.pointerMoved(1, to: Point(x: 400, y: 0), time: 0.4)
        #expect(log.phases == [.began, .ended])
        pinch.pointerUp(0, at: .zero, time: 0.5)
        pinch.pointerUp(1, at: Point(x: 400, y: 0), time: 0.5)
        pinch.pointerDown(0, at: Point(x: 0, y: 0), time: 1)
        pinch.pointerDown(1, at: Point(x: 100, y: 0), time: 1)
        pinch.pointerMoved(1, to: Point(x: 150, y: 0), time: 1.1)
        #expect(log.phases == [.began, .ended, .began])
        #expect(log.values.last?.scale == 1.5, "a new touch measures from 1")
    }

    @Test func aCancelledPinchIsCancelledOnlyIfItBegan() {
        pinch.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        pinch.pointerDown(1, at: Point(x: 100, y: 0), time: 0)
        pinch.pointersCancelled(at: 0.1)
        #expect(log.reports.isEmpty)
        pinch.pointerDown(0, at: Point(x: 0, y: 0), time: 1)
        pinch.pointerDown(1, at: Point(x: 100, y: 0), time: 1)
        pinch.pointerMoved(1, to: Point(x: 50, y: 0), time: 1.1)
        pinch.pointersCancelled(at: 1.2)
        #expect(log.phases == [.began, .cancelled])
        #expect(log.values.last?.scale == 0.5)
        #expect(pinch.kind == .pinch)
    }

    @Test func fingersAtOnePointOrAtInfinityMeasureNothing() {
        pinch.pointerDown(0, at: Point(x: 5, y: 5), time: 0)
        pinch.pointerDown(1, at: Point(x: 5, y: 5), time: 0)
        pinch.pointerMoved(1, to: Point(x: 100, y: 5), time: 0.1)
        #expect(log.reports.isEmpty, "no spread to measure a scale from")
        pinch.pointerMoved(1, to: Point(x: 1e308, y: 5), time: 0.2)
        pinch.pointerMoved(0, to: Point(x: -1e308, y: 5), time: 0.3)
        #expect(log.values.allSatisfy { $0.scale.isFinite })
    }

    @Test func aMoveAtTheTimeTheFingersLandedHasNoVelocityRatherThanAnInfiniteOne() {
        pinch.pointerDown(0, at: Point(x: 90, y: 100), time: 1)
        pinch.pointerDown(1, at: Point(x: 110, y: 100), time: 1)
        pinch.pointerMoved(1, to: Point(x: 130, y: 100), time: 1)
        #expect(log.phases == [.began])
        #expect(log.values.last?.velocity == .zero)
    }

    @Test func fingersThatMoveInOneEventMeasureOnceFromWhereTheyAllAre() {
        let log = ReportLog()
        let pinch = PinchRecognizer(report: log.report)
        pinch.pointerDown(0, at: Point(x: 100, y: 100), time: 0)
        pinch.pointerDown(1, at: Point(x: 200, y: 100), time: 0)
        pinch.pointersMoved([0: Point(x: 50, y: 100), 1: Point(x: 250, y: 100)], time: 0.1)
        #expect(log.phases == [.began])
        #expect(log.values.map(\.scale) == [2], "no half-way report with one finger moved")
    }
}
