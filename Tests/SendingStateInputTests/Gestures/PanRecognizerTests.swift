import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct PanRecognizerTests {
    let log = ReportLog()
    let pan: PanRecognizer

    init() {
        pan = PanRecognizer(report: log.report)
    }

    @Test func aPanBeginsOnceTheFingerMovedTenPointsThenMeasuresFromThere() {
        pan.pointerDown(0, at: Point(x: 100, y: 100), time: 0)
        pan.pointerMoved(0, to: Point(x: 109.9, y: 100), time: 0.05)
        #expect(log.reports.isEmpty, "under ten points is no pan")
        pan.pointerMoved(0, to: Point(x: 106, y: 108), time: 0.1)
        pan.pointerMoved(0, to: Point(x: 120, y: 100), time: 0.15)
        pan.pointerUp(0, at: Point(x: 120, y: 100), time: 0.2)
        #expect(log.kinds == [.pan, .pan, .pan])
        #expect(log.phases == [.began, .changed, .ended])
        #expect(log.values[0].translation == .zero, "measured from where the pan began, at (106, 108)")
        #expect(log.values[0].location == Point(x: 106, y: 108))
        #expect(log.values[0].velocity == .zero)
        #expect(log.values[1].translation == Point(x: 14, y: -8))
        #expect(log.values[1].location == Point(x: 120, y: 100))
        #expect(log.values[2].translation == Point(x: 14, y: -8))
        #expect(log.values[2].location == Point(x: 120, y: 100), "where the finger lifted")
        #expect(log.values.allSatisfy { $0.numberOfTouches == 1 && $0.edge == [] })
    }

    @Test func theVelocityIsTheCentroidsOverTheLastTenthOfASecondSinceThePanBegan() {
        pan.pointerDown(0, at: .zero, time: 0)
        pan.pointerMoved(0, to: Point(x: 50, y: 0), time: 0.125)
        #expect(log.values.last?.velocity == .zero, "the pan began here")
        pan.pointerMoved(0, to: Point(x: 100, y: -20), time: 0.25)
        #expect(log.values.last?.velocity == Point(x: 400, y: -160))
        pan.pointerMoved(0, to: Point(x: 200, y: -20), time: 0.375)
        #expect(
            log.values.last?.velocity == Point(x: 800, y: 0),
            "from (100, -20), the last sample before the window")
        pan.pointerUp(0, at: Point(x: 200, y: -20), time: 0.625)
        #expect(log.values.last?.velocity == .zero, "the finger rested before it lifted")
    }

    @Test func aTapIsNoPan() {
        pan.pointerDown(0, at: .zero, time: 0)
        pan.pointerUp(0, at: Point(x: 3, y: 0), time: 0.1)
        #expect(log.reports.isEmpty)
    }

    @Test func aCancelledPanIsCancelledAndTheNextStartsFromZero() {
        pan.pointerDown(0, at: .zero, time: 0)
        pan.pointerMoved(0, to: Point(x: 0, y: 30), time: 0.1)
        pan.pointersCancelled(at: 0.2)
        #expect(log.phases == [.began, .cancelled])
        log.clear()
        pan.pointerDown(0, at: Point(x: 50, y: 50), time: 1)
        pan.pointerMoved(0, to: Point(x: 50, y: 62), time: 1.1)
        pan.pointerMoved(0, to: Point(x: 50, y: 70), time: 1.2)
        #expect(log.values.map(\.translation) == [.zero, Point(x: 0, y: 8)])
        log.clear()
        pan.pointersCancelled(at: 2)
        pan.pointersCancelled(at: 3)
        #expect(log.phases == [.cancelled], "only what began is cancelled")
    }

    @Test func aSecondFingerLandingOrLiftingDoesNotMoveThePan() {
        pan.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        pan.pointerMoved(0, to: Point(x: 20, y: 0), time: 0.1)
        pan.pointerDown(1, at: Point(x: 100, y: 0), time: 0.15)
        pan.pointerMoved(1, to: Point(x: 110, y: 0), time: 0.2)
        #expect(log.values.last?.translation == Point(x: 5, y: 0), "the centroid of two moved 5")
        #expect(log.values.last?.numberOfTouches == 2)
        pan.pointerUp(1, at: Point(x: 110, y: 0), time: 0.25)
        pan.pointerMoved(0, to: Point(x: 30, y: 0), time: 0.3)
        #expect(log.values.last?.translation == Point(x: 15, y: 0))
        #expect(log.phases == [.began, .changed, .changed])
        pan.pointerUp(0, at: Point(x: 30, y: 0), time: 0.35)
        #expect(log.phases == [.began, .changed, .changed, .ended])
    }

    @Test func aScreenEdgePanStartsWithinTwentyPointsOfAnEdgeAndReportsIt() {
        let edgeLog = ReportLog()
        let edgePan = PanRecognizer(screenSize: Size(width: 400, height: 300), report: edgeLog.report)
        #expect(edgePan.kind == .screenEdge)
        edgePan.pointerDown(0, at: Point(x: 385, y: 150), time: 0)
        edgePan.pointerMoved(0, to: Point(x: 300, y: 150), time: 0.1)
        edgePan.pointerUp(0, at: Point(x: 300, y: 150), time: 0.2)
        #expect(edgeLog.kinds == [.screenEdge, .screenEdge])
        #expect(edgeLog.values.allSatisfy { $0.edge == .right })
        edgeLog.clear()
        edgePan.pointerDown(0, at: Point(x: 200, y: 21), time: 1)
        edgePan.pointerMoved(0, to: Point(x: 200, y: 100), time: 1.1)
        edgePan.pointerUp(0, at: Point(x: 200, y: 100), time: 1.2)
        #expect(edgeLog.reports.isEmpty, "21 points from the top is not at the edge")
    }

    @Test func aPanStartingExactlyTwentyPointsFromAnEdgeIsAScreenEdgePan() {
        let edgeLog = ReportLog()
        let edgePan = PanRecognizer(screenSize: Size(width: 400, height: 300), report: edgeLog.report)
        edgePan.pointerDown(0, at: Point(x: 200, y: 280), time: 0)
        edgePan.pointerMoved(0, to: Point(x: 200, y: 200), time: 0.1)
        #expect(edgeLog.values.map(\.edge) == [.bottom])
    }

    @Test func aScreenEdgeIsFoundInTheScreensCoordinatesAndTheNearestWins() {
        let edgeLog = ReportLog()
        let edgePan = PanRecognizer(
            screenSize: Size(width: 400, height: 300), screenOrigin: Point(x: -100, y: -50),
            report: edgeLog.report)
        edgePan.pointerDown(0, at: Point(x: -95, y: -40), time: 0)  // 5 from the left, 10 from the top
        edgePan.pointerMoved(0, to: Point(x: 0, y: -40), time: 0.1)
        #expect(edgeLog.values.map(\.edge) == [.left])
        edgePan.pointersCancelled(at: 0.2)
        edgeLog.clear()
        edgePan.pointerDown(0, at: Point(x: 200, y: 249), time: 1)  // 1 from the bottom
        edgePan.pointerMoved(0, to: Point(x: 200, y: 100), time: 1.1)
        #expect(edgeLog.values.map(\.edge) == [.bottom])
    }

    @Test func aCornerIsTheFirstOfLeftRightTopAndBottomAndAnEdgeItselfCounts() {
        let edgeLog = ReportLog()
        let edgePan = PanRecognizer(screenSize: Size(width: 400, height: 300), report: edgeLog.report)
        for start in [Point(x: 5, y: 5), Point(x: 0, y: 150), Point(x: 395, y: 295)] {
            edgePan.pointerDown(0, at: start, time: 0)
            edgePan.pointerMoved(0, to: Point(x: 200, y: 150), time: 0.1)
            edgePan.pointersCancelled(at: 0.2)
        }
        #expect(edgeLog.phases == [.began, .cancelled, .began, .cancelled, .began, .cancelled])
        #expect(edgeLog.values.map(\.edge) == [.left, .left, .left, .left, .right, .right])
    }

    @Test func aScreenWithNoWidthOrNoHeightHasNoEdges() {
        let edgeLog = ReportLog()
        let edgePan = PanRecognizer(screenSize: Size(width: 0, height: 300), report: edgeLog.report)
        edgePan.pointerDown(0, at: Point(x: 0, y: 150), time: 0)
        edgePan.pointerMoved(0, to: Point(x: 100, y: 150), time: 0.1)
        edgePan.pointersCancelled(at: 0.2)
        edgePan.screenSize = Size(width: 400, height: 0)
        edgePan.pointerDown(0, at: Point(x: 0, y: 0), time: 1)
        edgePan.pointerMoved(0, to: Point(x: 100, y: 0), time: 1.1)
        #expect(edgeLog.reports.isEmpty)
    }

    @Test func aScreenEdgePanWithoutAScreenOrFromOutsideItNeverBegins() {
        let edgeLog = ReportLog()
        let edgePan = PanRecognizer(screenSize: .zero, report: edgeLog.report)
        edgePan.pointerDown(0, at: .zero, time: 0)
        edgePan.pointerMoved(0, to: Point(x: 50, y: 0), time: 0.1)
        edgePan.screenSize = Size(width: 100, height: 100)
        edgePan.pointerUp(0, at: Point(x: 50, y: 0), time: 0.2)
        edgePan.pointerDown(0, at: Point(x: -5, y: 50), time: 1)
        edgePan.pointerMoved(0, to: Point(x: 50, y: 50), time: 1.1)
        #expect(edgeLog.reports.isEmpty)
    }

    @Test func aPlainPanIgnoresTheScreen() {
        pan.screenSize = Size(width: 100, height: 100)
        pan.pointerDown(0, at: Point(x: 50, y: 50), time: 0)
        pan.pointerMoved(0, to: Point(x: 70, y: 50), time: 0.1)
        #expect(log.values.map(\.edge) == [[]])
    }

    @Test func fingersThatMoveInOneEventReportOnce() {
        pan.pointerDown(0, at: Point(x: 0, y: 0), time: 0)
        pan.pointerDown(1, at: Point(x: 100, y: 0), time: 0)
        pan.pointersMoved([0: Point(x: 0, y: 12), 1: Point(x: 100, y: 12)], time: 0.1)
        pan.pointersMoved([0: Point(x: 0, y: 20), 1: Point(x: 100, y: 20)], time: 0.2)
        #expect(log.phases == [.began, .changed], "one report a move, not one a finger")
        #expect(log.values.last?.translation == Point(x: 0, y: 8))
        #expect(log.values.last?.location == Point(x: 50, y: 20))
        pan.pointersMoved([7: Point(x: 9, y: 9)], time: 0.3)
        pan.pointersMoved([0: Point(x: 0, y: 20)], time: 0.3)
        #expect(log.phases == [.began, .changed], "a stranger, or a finger that stayed, moves nothing")
    }
}
