import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct HoverRecognizerTests {
    let log = ReportLog()
    let hover: HoverRecognizer

    init() {
        hover = HoverRecognizer(report: log.report)
    }

    @Test func enteringMovingAndLeavingAreBeganChangedAndEndedWithNoTouches() {
        hover.pointerEntered(at: Point(x: 10, y: 10), time: 0)
        hover.pointerMoved(to: Point(x: 15, y: 12), time: 0.1)
        hover.pointerExited(at: 0.2)
        #expect(log.kinds == [.hover, .hover, .hover])
        #expect(log.phases == [.began, .changed, .ended])
        #expect(log.values[1].location == Point(x: 15, y: 12))
        #expect(log.values[1].translation == Point(x: 5, y: 2))
        #expect(log.values.allSatisfy { $0.numberOfTouches == 0 })
        #expect(hover.kind == .hover)
    }

    @Test func aFirstMoveWithoutAnEnterBeginsTheHover() {
        hover.pointerMoved(to: Point(x: 3, y: 4), time: 0)
        #expect(log.phases == [.began])
        #expect(log.values.first?.translation == .zero)
    }

    @Test func aMoveToTheSamePointOrASecondEnterReportsNothing() {
        hover.pointerEntered(at: Point(x: 3, y: 4), time: 0)
        hover.pointerMoved(to: Point(x: 3, y: 4), time: 0.1)
        hover.pointerEntered(at: Point(x: 8, y: 8), time: 0.2)
        hover.pointerMoved(to: Point(x: .nan, y: 4), time: 0.3)
        #expect(log.phases == [.began])
    }

    @Test func leavingOrCancellingWithoutAHoverReportsNothingAndCancellingCancels() {
        hover.pointerExited(at: 0)
        hover.pointerCancelled(at: 0)
        #expect(log.reports.isEmpty)
        hover.pointerEntered(at: .zero, time: 1)
        hover.pointerCancelled(at: 1.1)
        hover.pointerExited(at: 1.2)
        #expect(log.phases == [.began, .cancelled])
        hover.pointerEntered(at: Point(x: .infinity, y: 0), time: 2)
        #expect(log.phases == [.began, .cancelled], "a point that isn't finite doesn't enter")
    }
}
