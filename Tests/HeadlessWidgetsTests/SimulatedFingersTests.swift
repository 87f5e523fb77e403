import SendingState
import SendingStateGestures
import Testing

@testable import HeadlessWidgets

@MainActor
struct SimulatedFingersTests {
    let clock = VirtualClock()

    @Test func fingersLandSideBySideWithTheirCentroidOnThePoint() {
        for count in 1...4 {
            let points = SimulatedFingers.around(Point(x: 50, y: 30), count: count)
            #expect(Set(points).count == count, "no two fingers at one point")
            let centroid = Point(
                x: points.map(\.x).reduce(0, +) / Double(count),
                y: points.map(\.y).reduce(0, +) / Double(count))
            #expect(centroid == Point(x: 50, y: 30))
        }
    }

    @Test func holdingServesADeadlineAtItsOwnInstantThenMovesOnToTheTarget() {
        var began: VirtualClock.Instant?
        let press = LongPressRecognizer { [clock] _, values in
            if values.phase == .began { began = clock.now }
        }
        var fingers = SimulatedFingers([press], clock: clock)
        let landing = clock.now
        fingers.land([.zero])
        fingers.hold(until: landing.advanced(by: .seconds(2)), since: landing)
        #expect(began == landing.advanced(by: .milliseconds(500)))
        #expect(clock.now == landing.advanced(by: .seconds(2)))
    }

    @Test func aDeadlineAfterTheTargetIsLeftForLater() {
        let log = ActionRecorder<GesturePhase>()
        let press = LongPressRecognizer { _, values in log.handle(action: values.phase) }
        var fingers = SimulatedFingers([press], clock: clock)
        fingers.land([.zero])
        fingers.hold(until: clock.now.advanced(by: .milliseconds(300)), since: clock.now)
        #expect(log.actions.isEmpty)
        fingers.liftAll()
        #expect(log.actions == [.failed])
    }

    @Test func liftingAllEndsEachRecognizerInTurnAndCancellingCancelsThem() {
        var kinds: [GestureKind] = []
        let report: GestureReport = { kind, values in
            if values.phase == .ended || values.phase == .cancelled { kinds.append(kind) }
        }
        for ending in ["lift", "cancel"] {
            kinds = []
            var fingers = SimulatedFingers(
                [PanRecognizer(report: report), PinchRecognizer(report: report)], clock: clock)
            fingers.land([Point(x: 0, y: 0), Point(x: 100, y: 0)])
            fingers.move([0: Point(x: -50, y: 20), 1: Point(x: 150, y: 20)])
            fingers.move([0: Point(x: -60, y: 40), 1: Point(x: 160, y: 40)])
            if ending == "lift" { fingers.liftAll() } else { fingers.cancel() }
            #expect(kinds == [.pan, .pinch], "\(ending)")
            #expect(fingers.locations.isEmpty)
        }
    }

    @Test func timesAreSecondsSinceTheOriginHoweverFarTheClockHasRun() async {
        await clock.advance(by: .seconds(Int64.max))
        let fingers = SimulatedFingers([], clock: clock)
        #expect(fingers.time == 0)
        await clock.advance(by: .milliseconds(600))
        #expect(fingers.time == 0.6)
        #expect(fingers.instant(at: 0.25) == fingers.origin.advanced(by: .milliseconds(250)))
    }

    @Test func aHoldLongAfterTimeZeroServesTheDeadlineAtItsExactInstant() async {
        await clock.advance(by: .seconds(1_000_000_000_000))
        var began: VirtualClock.Instant?
        let press = LongPressRecognizer { [clock] _, values in
            if values.phase == .began { began = clock.now }
        }
        var fingers = SimulatedFingers([press], clock: clock)
        let landing = clock.now
        fingers.land([.zero])
        fingers.hold(until: landing.advanced(by: .seconds(2)), since: landing)
        #expect(began == landing.advanced(by: .milliseconds(500)))
    }

    @Test func aStreakOfTapsLongAfterTimeZeroEndsExactlyAtTheInterval() async {
        let window = Window(size: Size(width: 100, height: 100))
        await window.clock.advance(by: .seconds(1_000_000_000_000) + .milliseconds(1))
        let streak = TapStreak()
        func tap() -> Int {
            streak.touch(around: Point(x: 50, y: 50), fingers: 1, in: window, ending: .inside).tapCount
        }
        var counts = [tap()]
        await window.clock.advance(by: .milliseconds(300) - .nanoseconds(1))
        counts.append(tap())
        await window.clock.advance(by: .milliseconds(300))
        counts.append(tap())
        #expect(counts == [1, 2, 1], "a nanosecond inside the interval continues; at the interval, it ends")
    }
}
