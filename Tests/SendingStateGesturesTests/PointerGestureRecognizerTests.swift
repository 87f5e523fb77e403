import SendingState
import Testing

@testable import SendingStateGestures

@MainActor
struct PointerGestureRecognizerTests {
    @Test func aRecognizerThatWaitsForNoTimeHasNoDeadlineAndIgnoresTime() {
        let log = ReportLog()
        let recognizers: [any PointerGestureRecognizer] = [
            TapRecognizer(report: log.report), PanRecognizer(report: log.report),
            SwipeRecognizer(report: log.report), PinchRecognizer(report: log.report),
            RotationRecognizer(report: log.report),
        ]
        for recognizer in recognizers {
            recognizer.pointerDown(0, at: .zero, time: 0)
            #expect(recognizer.deadline == nil)
            recognizer.timeDidPass(to: 100)
        }
        #expect(log.reports.isEmpty)
    }

    @Test func oneStreamOfEventsFeedsEveryRecognizerAndEachReportsItsOwnKind() {
        let log = ReportLog()
        let recognizers: [any PointerGestureRecognizer] = [
            TapRecognizer(report: log.report), LongPressRecognizer(report: log.report),
            PanRecognizer(report: log.report),
        ]
        for recognizer in recognizers {
            recognizer.pointerDown(0, at: .zero, time: 0)
            recognizer.pointerUp(0, at: .zero, time: 0.1)
        }
        #expect(log.kinds == [.tap, .longPress])
        #expect(log.phases == [.recognized, .failed])
    }
}
