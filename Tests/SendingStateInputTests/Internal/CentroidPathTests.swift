import SendingState
import Testing

@testable import SendingStateInput

struct CentroidPathTests {
    @Test func aFingerLandingOrLiftingDoesNotMoveThePath() {
        var path = CentroidPath()
        _ = path.down(0, at: Point(x: 0, y: 0), time: 0)
        _ = path.move(0, to: Point(x: 10, y: 0), time: 0.1)
        _ = path.down(1, at: Point(x: 100, y: 0), time: 0.1)
        #expect(path.translation == Point(x: 10, y: 0))
        #expect(path.centroid == Point(x: 55, y: 0))
        _ = path.move(1, to: Point(x: 120, y: 0), time: 0.2)
        #expect(path.translation == Point(x: 20, y: 0))
        _ = path.lift(1, at: 0.3)
        #expect(path.centroid == Point(x: 10, y: 0), "the finger left")
        _ = path.move(0, to: Point(x: 15, y: 0), time: 0.4)
        #expect(path.translation == Point(x: 25, y: 0))
    }

    @Test func theLastLiftKeepsTheCentroidAndMeasuresTheVelocityToItsTime() {
        var path = CentroidPath()
        _ = path.down(0, at: .zero, time: 0)
        _ = path.move(0, to: Point(x: 50, y: 0), time: 0.1)
        #expect(path.velocity == Point(x: 500, y: 0))
        let lifted = path.lift(0, at: 0.3)
        #expect(lifted)
        #expect(path.pointers.isEmpty)
        #expect(path.centroid == Point(x: 50, y: 0))
        #expect(path.velocity == .zero, "it rested before it lifted")
    }

    @Test func aLastFingerThatLiftsWithoutMovingLeavesTheCentroidWhereItWas() {
        var path = CentroidPath()
        _ = path.down(0, at: Point(x: 30, y: 40), time: 0)
        _ = path.down(1, at: Point(x: 50, y: 40), time: 0)
        _ = path.lift(0, at: 0.1)
        _ = path.lift(1, at: 0.2)
        #expect(path.centroid == Point(x: 50, y: 40), "where the last finger was, not nowhere")
    }

    @Test func aNewFirstFingerStartsANewPath() {
        var path = CentroidPath()
        _ = path.down(0, at: .zero, time: 0)
        _ = path.move(0, to: Point(x: 50, y: 0), time: 0.1)
        path.cancel()
        #expect(path.pointers.isEmpty)
        _ = path.down(0, at: Point(x: 7, y: 7), time: 1)
        #expect(path.translation == .zero)
        #expect(path.velocity == .zero)
        #expect(path.centroid == Point(x: 7, y: 7))
    }

    @Test func movesThatChangeNothingOrNameNoPointerAreRefused() {
        var path = CentroidPath()
        let refusedDown = path.down(0, at: Point(x: .nan, y: 0), time: 0)
        #expect(!refusedDown)
        _ = path.down(0, at: .zero, time: 0)
        let still = path.move(0, to: .zero, time: 0.1)
        let stranger = path.move(1, to: Point(x: 5, y: 0), time: 0.1)
        let strangerLift = path.lift(1, at: 0.2)
        #expect(!still && !stranger && !strangerLift)
        #expect(path.translation == .zero)
    }
}
