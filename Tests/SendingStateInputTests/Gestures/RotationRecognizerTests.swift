import SendingState
import Testing

@testable import SendingStateInput

@MainActor
struct RotationRecognizerTests {
    let log = ReportLog()
    let rotation: RotationRecognizer

    init() {
        rotation = RotationRecognizer(report: log.report)
    }

    /// Puts two fingers 100 points apart around (100, 100), at an angle, at a time.
    func place(at angle: Double, time: Double, moving: Bool) {
        let points = FingerLayout.pair(around: Point(x: 100, y: 100), radius: 50, angle: angle)
        for (finger, point) in points.enumerated() {
            if moving {
                rotation.pointerMoved(finger, to: point, time: time)
            } else {
                rotation.pointerDown(finger, at: point, time: time)
            }
        }
    }

    @Test func twoFingersTurningBeginARotationPastAHundredthOfARadianClockwisePositive() {
        place(at: 0, time: 0, moving: false)
        place(at: 0.01, time: 0.1, moving: true)
        #expect(log.reports.isEmpty, "0.01 radians is not past the threshold")
        place(at: .pi / 2, time: 0.2, moving: true)
        #expect(log.kinds.allSatisfy { $0 == .rotation })
        #expect(log.phases.first == .began)
        #expect(abs((log.values.last?.rotation ?? 0) - .pi / 2) < 1e-9)
        #expect(log.values.allSatisfy { $0.scale == 1 && $0.numberOfTouches == 2 })
        #expect(log.values.last?.location == Point(x: 100, y: 100))
        let reported = log.reports.count
        rotation.pointerUp(
            1, at: FingerLayout.pair(around: Point(x: 100, y: 100), radius: 50, angle: .pi / 2)[1], time: 0.3)
        #expect(log.phases.count == reported + 1)
        #expect(log.phases.last == .ended)
    }

    @Test func aCounterClockwiseTurnIsNegativeWithItsVelocityInRadiansASecond() {
        place(at: 0, time: 0, moving: false)
        place(at: -0.5, time: 0.25, moving: true)
        let last = log.values.last
        #expect(abs((last?.rotation ?? 0) + 0.5) < 1e-9)
        #expect(
            abs((last?.velocity.x ?? 0) + 2) < 1e-6,
            "half a radian in a quarter second, as the last finger moved")
        #expect(rotation.kind == .rotation)
    }

    @Test func aCancelledRotationIsCancelled() {
        place(at: 0, time: 0, moving: false)
        place(at: 1, time: 0.1, moving: true)
        rotation.pointersCancelled(at: 0.2)
        #expect(log.phases.last == .cancelled)
    }
}
