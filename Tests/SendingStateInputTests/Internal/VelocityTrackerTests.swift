import SendingState
import Testing

@testable import SendingStateInput

struct VelocityTrackerTests {
    @Test func aPointWithOneSampleOrNoTimeHasNoVelocity() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.reset(to: .zero, at: 1)
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 10, y: 0), at: 1)
        #expect(tracker.velocity == .zero)
    }

    @Test func theVelocityIsMeasuredFromTheLastSampleAtOrBeforeTheWindow() {
        var tracker = VelocityTracker()
        tracker.reset(to: .zero, at: 0)
        tracker.add(Point(x: 100, y: 0), at: 0.05)
        #expect(tracker.velocity == Point(x: 2_000, y: 0), "the whole history is shorter than the window")
        tracker.add(Point(x: 110, y: 0), at: 0.25)
        #expect(tracker.velocity == Point(x: 50, y: 0), "from 0.05, the last sample before the window")
        tracker.add(Point(x: 110, y: 0), at: 0.4)
        #expect(tracker.velocity == .zero, "it rested for the whole window")
    }

    @Test func aSampleExactlyAtTheWindowsStartIsTheOneMeasuredFrom() {
        var tracker = VelocityTracker()
        tracker.reset(to: .zero, at: 0)
        tracker.add(.zero, at: 1)
        // 1.1 - 0.1 is exactly 1: the sample at 1 starts the window, and the one at 0 goes.
        tracker.add(Point(x: 10, y: 0), at: 1.1)
        #expect(abs(tracker.velocity.x - 100) < 1e-9)
    }

    @Test func aSampleFromThePastStartsOver() {
        var tracker = VelocityTracker()
        tracker.reset(to: .zero, at: 1)
        tracker.add(Point(x: 50, y: 0), at: 1.1)
        tracker.add(Point(x: 60, y: 0), at: 0.5)
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 70, y: 0), at: 0.75)
        #expect(tracker.velocity == Point(x: 40, y: 0))
    }
}
