import SendingState
import Testing

@testable import SendingStateInput

struct TwoFingerTrackingTests {
    @Test func aPinchTrackingReportsOnlyTheScaleAndARotationOnlyTheRotation() {
        var pinch = TwoFingerTracking(kind: .pinch)
        var rotation = TwoFingerTracking(kind: .rotation)
        let start = FingerLayout.pair(around: .zero, radius: 10, angle: 0)
        let end = FingerLayout.pair(around: .zero, radius: 20, angle: 1)
        for (finger, point) in start.enumerated() {
            pinch.down(finger, at: point, time: 0)
            rotation.down(finger, at: point, time: 0)
        }
        _ = pinch.move(0, to: end[0], time: 0.1)
        _ = rotation.move(0, to: end[0], time: 0.1)
        let pinched = pinch.move(1, to: end[1], time: 0.2)
        let turned = rotation.move(1, to: end[1], time: 0.2)
        #expect(abs((pinched?.scale ?? 0) - 2) < 1e-9)
        #expect(pinched?.rotation == 0)
        #expect(abs((turned?.rotation ?? 0) - 1) < 1e-9)
        #expect(turned?.scale == 1)
    }

    @Test func aPinchGoesOnWhileTwoFingersRemainAndEndsWhenOneDoes() {
        var pinch = TwoFingerTracking(kind: .pinch)
        pinch.down(0, at: Point(x: -10, y: 0), time: 0)
        pinch.down(1, at: Point(x: 10, y: 0), time: 0)
        pinch.down(2, at: Point(x: 0, y: 30), time: 0)
        let began = pinch.move(2, to: Point(x: 0, y: 60), time: 0.1)
        #expect(began?.phase == .began)
        let liftedOne = pinch.up(2, at: Point(x: 0, y: 60), time: 0.2)
        #expect(liftedOne.isEmpty, "two fingers remain: the pinch goes on")
        let moved = pinch.move(1, to: Point(x: 30, y: 0), time: 0.3)
        #expect(moved?.phase == .changed)
        let liftedTwo = pinch.up(1, at: Point(x: 30, y: 0), time: 0.4)
        #expect(liftedTwo.map(\.phase) == [.ended])
    }

    @Test func liftingAFingerThatIsNotDownReportsNothing() {
        var pinch = TwoFingerTracking(kind: .pinch)
        let lifted = pinch.up(3, at: .zero, time: 0)
        let cancelled = pinch.cancel()
        #expect(lifted.isEmpty)
        #expect(cancelled == nil)
    }
}
