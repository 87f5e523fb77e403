import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct LongPressRecognizerTests {
    let log = ReportLog()
    let press: LongPressRecognizer

    init() {
        press = LongPressRecognizer(report: log.report)
    }

    @Test func aPressAsksForItsDeadlineAndBeginsWhenTimePassesIt() {
        #expect(press.deadline == nil)
        press.pointerDown(0, at: Point(x: 5, y: 5), time: 2)
        #expect(press.deadline == 2.5)
        press.timeDidPass(to: 2.4)
        #expect(log.reports.isEmpty)
        press.timeDidPass(to: 2.5)
        #expect(log.kinds == [.longPress])
        #expect(
            log.values == [
                GestureValues(
                    phase: .began, location: Point(x: 5, y: 5), pressDuration: 0.5, minimumPressDuration: 0.5)
            ])
        #expect(press.deadline == nil, "it began: it waits for nothing more")
    }

    @Test func itBeginsWithExactlyTheMinimumDurationThatTheMappingAsksFor() {
        press.minimumPressDuration = 0.3
        press.pointerDown(0, at: .zero, time: 2.1)  // 2.1 + 0.3 - 2.1 is 0.29999999999999982
        press.timeDidPass(to: 2.4)
        #expect(log.values.map(\.pressDuration) == [0.3])
    }

    @Test func aLateTimerBeginsThePressWithTheMinimumDuration() {
        press.pointerDown(0, at: .zero, time: 0)
        press.timeDidPass(to: 0.7)
        #expect(log.values.map(\.pressDuration) == [0.5])
    }

    @Test func movingAfterItBeganChangesItAndLiftingEndsItWithTheWholeDuration() {
        press.pointerDown(0, at: Point(x: 10, y: 10), time: 0)
        press.timeDidPass(to: 0.5)
        press.pointerMoved(0, to: Point(x: 40, y: 10), time: 0.6)
        press.pointerUp(0, at: Point(x: 40, y: 10), time: 1)
        #expect(log.phases == [.began, .changed, .ended], "lifting where it is moves nothing")
        let last = log.values.last
        #expect(last?.translation == Point(x: 30, y: 0))
        #expect(last?.location == Point(x: 40, y: 10))
        #expect(last?.pressDuration == 1)
    }

    @Test func anEventAfterTheDeadlineBeginsThePressBeforeItIsHandled() {
        press.pointerDown(0, at: .zero, time: 0)
        press.pointerMoved(0, to: Point(x: 30, y: 0), time: 0.8)
        #expect(log.phases == [.began, .changed], "the finger was still when the deadline came")
    }

    @Test func liftingEarlyFails() {
        press.pointerDown(0, at: .zero, time: 0)
        press.pointerUp(0, at: .zero, time: 0.3)
        #expect(log.phases == [.failed])
        #expect(press.deadline == nil)
    }

    @Test func movingMoreThanTenPointsBeforeItBeganFailsAndNothingFollows() {
        press.pointerDown(0, at: .zero, time: 0)
        press.pointerMoved(0, to: Point(x: 10, y: 0), time: 0.1)
        #expect(log.reports.isEmpty, "ten points is allowed")
        press.pointerMoved(0, to: Point(x: 0, y: 10.5), time: 0.2)
        #expect(log.phases == [.failed])
        press.timeDidPass(to: 1)
        press.pointerUp(0, at: .zero, time: 1.2)
        #expect(log.phases == [.failed])
    }

    @Test func theMinimumDurationIsTheAdaptersToSet() {
        press.minimumPressDuration = 2
        press.pointerDown(0, at: .zero, time: 1)
        #expect(press.deadline == 3)
    }

    @Test func aCancelledPressIsCancelledIfItBeganAndFailedIfNot() {
        press.pointerDown(0, at: .zero, time: 0)
        press.timeDidPass(to: 0.5)
        press.pointersCancelled(at: 0.6)
        #expect(log.phases == [.began, .cancelled])
        log.clear()
        press.pointerDown(0, at: .zero, time: 1)
        press.pointersCancelled(at: 1.1)
        #expect(log.phases == [.failed])
        log.clear()
        press.pointersCancelled(at: 2)
        #expect(log.reports.isEmpty, "nothing was down")
    }

    @Test func aCancellationAtTheDeadlineBeginsThePressBeforeCancellingIt() {
        press.pointerDown(0, at: .zero, time: 0)
        press.pointersCancelled(at: 0.5)
        #expect(log.phases == [.began, .cancelled], "the timer hadn't fired, but the minimum had passed")
        #expect(log.values.first?.pressDuration == 0.5)
    }

    @Test func twoFingersEndWhenTheLastLiftsAndCountAsTwoTouches() {
        press.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        press.pointerDown(1, at: Point(x: 20, y: 0), time: 0.1)
        press.timeDidPass(to: 0.5)
        #expect(log.values.first?.numberOfTouches == 2)
        press.pointerUp(1, at: Point(x: 20, y: 0), time: 0.7)
        #expect(log.phases == [.began], "a finger is still down")
        press.pointerUp(0, at: .zero, time: 0.8)
        #expect(log.phases == [.began, .ended])
        #expect(log.values.map(\.numberOfTouches) == [2, 2], "the press's fingers, as a tap counts them")
    }

    @Test func eventsOfAPointerThatIsNotDownAreIgnored() {
        press.pointerMoved(4, to: .zero, time: 0)
        press.pointerUp(4, at: .zero, time: 0)
        press.pointerDown(0, at: .zero, time: 0)
        press.pointerUp(4, at: .zero, time: 0.1)
        #expect(log.reports.isEmpty)
        #expect(press.kind == .longPress)
    }

    @Test func fingersThatMoveInOneEventChangeItOnceAndFailItIfAnyMovedTooFar() {
        press.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        press.pointerDown(1, at: Point(x: 40, y: 0), time: 0)
        press.timeDidPass(to: 0.5)
        press.pointersMoved([0: Point(x: 0, y: 30), 1: Point(x: 40, y: 30)], time: 0.6)
        #expect(log.phases == [.began, .changed])
        #expect(log.values.map(\.translation) == [.zero, Point(x: 0, y: 30)], "from where both landed")
        log.clear()
        press.pointerUp(0, at: Point(x: 0, y: 30), time: 0.7)
        press.pointerUp(1, at: Point(x: 40, y: 30), time: 0.7)
        press.pointerDown(0, at: Point(x: 0, y: 0), time: 1)
        press.pointerDown(1, at: Point(x: 40, y: 0), time: 1)
        press.pointersMoved([0: Point(x: 0, y: 5), 1: Point(x: 40, y: 11)], time: 1.1)
        #expect(log.phases == [.ended, .failed], "finger 1 moved 11 points before the press began")
    }
}
