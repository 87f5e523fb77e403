import SendingState
import Testing

@testable import HeadlessWidgets

/// How the window's clock stamps input: small, exact times however far the clock has run.
@MainActor
struct InputTimelineTests {
    let window = Window(size: Size(width: 100, height: 100))

    @Test func theFirstInputIsAtTimeZeroHoweverFarTheClockHasRun() async {
        await window.clock.advance(by: .seconds(Int64.max))
        #expect(window.inputTime == 0)
        await window.clock.advance(by: .milliseconds(600))
        #expect(window.inputTime == 0.6)
    }

    @Test func aJumpOfMoreThanAnHourWhileNoPointerIsDownCountsAsAnHour() async {
        _ = window.inputTime
        await window.clock.advance(by: .seconds(1_000_000_000_000))
        #expect(window.inputTime == 3_600)
        await window.clock.advance(by: .seconds(3_600))
        #expect(window.inputTime == 7_200, "exactly an hour is no jump")
    }

    @Test func aJumpWhileAPointerIsDownIsTimePassingForThePointer() async throws {
        _ = window.inputTime
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let touch = try view.touchDown(at: [Point(x: 50, y: 50)])
        await window.clock.advance(by: .seconds(10_000))
        #expect(window.inputTime == 10_000)
        touch.liftAll()
    }

    @Test func aLongerStreakIntervalLetsLongerGapsThrough() async {
        window.doubleTapInterval = .seconds(7_200)
        _ = window.inputTime
        await window.clock.advance(by: .seconds(10_000))
        #expect(window.inputTime == 10_000)
        await window.clock.advance(by: .seconds(20_000))
        #expect(window.inputTime == 10_000 + 14_400)
    }

    @Test func aDeadlineIsServedAtItsOwnInstantLongAfterTimeZero() async throws {
        await window.clock.advance(by: .seconds(1_000_000_000_000))
        final class Card: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in ctx.longPressGesture { ["pressed"] } }
            }
        }
        let card = Card(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(card)
        var instants: [VirtualClock.Instant] = []
        let handler = ActionCallback<String> { [clock = window.clock] _ in instants.append(clock.now) }
        card.ss.addActionHandler(to: handler)
        let landing = window.clock.now
        try card.longPress(duration: 2)
        #expect(instants == [landing.advanced(by: .milliseconds(500)), landing.advanced(by: .seconds(2))])
        #expect(window.clock.waiters.isEmpty, "the input deadline was served and left nothing behind")
    }

    @Test func fingersLandSideBySideWithTheirCentroidOnThePoint() {
        for count in 1...4 {
            let points = Fingers.around(Point(x: 50, y: 30), count: count)
            #expect(Set(points).count == count, "no two fingers at one point")
            let centroid = Point(
                x: points.map(\.x).reduce(0, +) / Double(count),
                y: points.map(\.y).reduce(0, +) / Double(count))
            #expect(centroid == Point(x: 50, y: 30))
        }
    }
}
