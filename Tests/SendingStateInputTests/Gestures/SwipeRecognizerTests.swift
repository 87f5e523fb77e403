import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct SwipeRecognizerTests {
    let log = ReportLog()
    let swipe: SwipeRecognizer

    init() {
        swipe = SwipeRecognizer(report: log.report)
    }

    /// Strokes one finger from a point by an offset over a time, in ten even moves.
    func stroke(from start: Point = Point(x: 100, y: 100), by offset: Point, over seconds: Double) {
        swipe.pointerDown(0, at: start, time: 0)
        for step in 1...10 {
            let fraction = Double(step) / 10
            swipe.pointerMoved(
                0, to: Point(x: start.x + offset.x * fraction, y: start.y + offset.y * fraction),
                time: seconds * fraction)
        }
        swipe.pointerUp(0, at: Point(x: start.x + offset.x, y: start.y + offset.y), time: seconds)
    }

    @Test func aFastStrokeIsOneSwipeInTheDirectionOfItsLargerComponent() {
        stroke(by: Point(x: -200, y: 50), over: 0.2)
        #expect(log.kinds == [.swipe])
        #expect(log.values.first?.phase == .recognized)
        #expect(log.values.first?.direction == .left)
        #expect(log.values.first?.location == Point(x: 100, y: 100))
        #expect(log.values.first?.velocity == .zero, "UIKit's swipe recognizer has no velocity")
        log.clear()
        stroke(by: Point(x: 10, y: 100), over: 0.1)
        #expect(log.values.map(\.direction) == [.down])
        log.clear()
        stroke(by: Point(x: 0, y: -100), over: 0.1)
        #expect(log.values.map(\.direction) == [.up])
        log.clear()
        stroke(by: Point(x: 100, y: 0), over: 0.1)
        #expect(log.values.map(\.direction) == [.right])
    }

    @Test func aStrokeExactlyDiagonalIsHorizontal() {
        stroke(by: Point(x: 100, y: 100), over: 0.1)
        stroke(by: Point(x: -100, y: -100), over: 0.1)
        #expect(log.values.map(\.direction) == [.right, .left])
    }

    @Test func aStrokeSlowerThanThreeHundredPointsASecondIsNoSwipe() {
        stroke(by: Point(x: 29, y: 0), over: 0.1)
        #expect(log.reports.isEmpty)
        stroke(by: Point(x: 30, y: 0), over: 0.1)
        #expect(log.reports.count == 1, "300 points a second is a swipe")
    }

    @Test func aStrokeThatStopsBeforeLiftingIsNoSwipe() {
        swipe.pointerDown(0, at: .zero, time: 0)
        swipe.pointerMoved(0, to: Point(x: 200, y: 0), time: 0.1)
        swipe.pointerUp(0, at: Point(x: 200, y: 0), time: 0.5)
        #expect(log.reports.isEmpty)
    }

    @Test func aCancelledStrokeIsNoSwipe() {
        swipe.pointerDown(0, at: .zero, time: 0)
        swipe.pointerMoved(0, to: Point(x: 200, y: 0), time: 0.1)
        swipe.pointersCancelled(at: 0.1)
        swipe.pointerUp(0, at: Point(x: 250, y: 0), time: 0.12)
        #expect(log.reports.isEmpty)
    }

    @Test func twoFingersSwipeTogetherAsOneSwipeOfTwoTouches() {
        swipe.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        swipe.pointerDown(1, at: Point(x: 0, y: 40), time: 0)
        swipe.pointerMoved(0, to: Point(x: 100, y: 0), time: 0.1)
        swipe.pointerMoved(1, to: Point(x: 100, y: 40), time: 0.1)
        swipe.pointerUp(0, at: Point(x: 100, y: 0), time: 0.1)
        #expect(log.reports.isEmpty, "a finger is still down")
        swipe.pointerUp(1, at: Point(x: 100, y: 40), time: 0.1)
        #expect(log.values.map(\.numberOfTouches) == [2])
        #expect(log.values.map(\.direction) == [.right])
        #expect(swipe.kind == .swipe)
    }

    @Test func twoFingersSwipeFromWhereTheirCentroidLanded() {
        swipe.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        swipe.pointerDown(1, at: Point(x: 0, y: 40), time: 0)
        swipe.pointersMoved([0: Point(x: 100, y: 0), 1: Point(x: 100, y: 40)], time: 0.1)
        swipe.pointerUp(0, at: Point(x: 100, y: 0), time: 0.1)
        swipe.pointerUp(1, at: Point(x: 100, y: 40), time: 0.1)
        #expect(log.values.map(\.location) == [Point(x: 0, y: 20)])
        swipe.pointerDown(0, at: Point(x: 0, y: 0), time: 1)
        swipe.pointerMoved(0, to: Point(x: 100, y: 0), time: 1.1)
        swipe.pointerUp(0, at: Point(x: 100, y: 0), time: 1.1)
        #expect(log.values.map(\.numberOfTouches) == [2, 1], "the next stroke counts its own fingers")
    }
}
