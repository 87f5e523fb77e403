import SendingState
import Testing

@testable import SendingStateInput

struct FingerLayoutTests {
    @Test func theSpreadIsTheMeanDistanceFromTheCentroid() {
        let pair = FingerLayout([Point(x: 0, y: 0), Point(x: 0, y: 100)])
        #expect(pair.centroid == Point(x: 0, y: 50))
        #expect(pair.spread == 50, "half the distance between two fingers")
        let one = FingerLayout([Point(x: 3, y: 4)])
        #expect(one.centroid == Point(x: 3, y: 4))
        #expect(one.spread == 0)
        #expect(!FingerLayout([Point(x: 1e308, y: 0), Point(x: 1e308, y: 1)]).isMeasurable)
    }

    @Test func fingersSoFarApartThatTheirSpreadOverflowsAreNotMeasurableThoughTheirCentroidIs() {
        let layout = FingerLayout([Point(x: 1.6e308, y: 0), Point(x: -1.6e308, y: 0)])
        #expect(layout.centroid == .zero)
        #expect(layout.spread == .infinity)
        #expect(!layout.isMeasurable)
    }

    @Test func fingersWhoseCentroidOverflowsOnEitherAxisAreNotMeasurable() {
        #expect(!FingerLayout([Point(x: 1e308, y: 0), Point(x: 1e308, y: 1)]).isMeasurable)
        #expect(!FingerLayout([Point(x: 0, y: 1e308), Point(x: 1, y: 1e308)]).isMeasurable)
    }

    @Test func aTurnAcrossHalfATurnIsTheShortWayRound() {
        let angle = 170.0 * .pi / 180
        let before = FingerLayout.pair(around: .zero, radius: 10, angle: angle)
        let after = FingerLayout.pair(around: .zero, radius: 10, angle: -angle)
        let turn = FingerLayout(after).rotation(since: FingerLayout(before))
        #expect(abs(turn - 20 * .pi / 180) < 1e-9, "170° to -170° is 20° clockwise, not 340° back")
    }

    @Test func exactlyHalfATurnCountsAsClockwiseForEveryFinger() {
        let before = FingerLayout([Point(x: -10, y: 0), Point(x: 10, y: 0)])
        let after = FingerLayout([Point(x: 10, y: 0), Point(x: -10, y: 0)])
        #expect(after.rotation(since: before) == .pi, "not a mean of π and -π, which would be no turn")
    }

    @Test func theRotationOfSeveralFingersIsTheirMeanTurnSkippingAFingerOnTheCentroid() {
        let before = FingerLayout([Point(x: -10, y: 0), Point(x: 0, y: 0), Point(x: 10, y: 0)])
        // The outer fingers turn a quarter; the middle one stays on the centroid, where it has no angle.
        let after = FingerLayout([Point(x: 0, y: -10), Point(x: 0, y: 0), Point(x: 0, y: 10)])
        #expect(abs(after.rotation(since: before) - .pi / 2) < 1e-9)
        let still = FingerLayout([Point(x: 0, y: 0)])
        #expect(still.rotation(since: still) == 0, "no finger could be measured")
    }

    @Test func aPairIsPlacedOppositeAroundItsCenter() {
        #expect(
            FingerLayout.pair(around: Point(x: 50, y: 50), radius: 25, angle: 0)
                == [Point(x: 25, y: 50), Point(x: 75, y: 50)])
        let turned = FingerLayout.pair(around: Point(x: 50, y: 50), radius: 25, angle: .pi / 2)
        #expect(abs(turned[1].y - 75) < 1e-9, "clockwise on a y-down screen: the second finger goes down")
        #expect(abs(turned[0].x - 50) < 1e-9)
    }
}
