import HeadlessWidgets
import Testing

struct VirtualClockWaiterTests {
    typealias Waiter = VirtualClock.Waiter

    func at(_ seconds: Double) -> VirtualClock.Instant {
        VirtualClock.Instant(offset: .seconds(seconds))
    }

    @Test func aSleepNamesItsTaskAndWhereItWasCalled() {
        let named = Waiter(kind: .sleep, deadline: at(5), scheduledAt: at(0), label: "poll", location: nil)
        #expect(named.description == #"sleep until 5.0 seconds (task "poll", since 0.0 seconds)"#)
        let unnamed = Waiter(
            kind: .sleep, deadline: at(5), scheduledAt: at(1), label: nil, location: "Poller.swift:12")
        #expect(
            unnamed.description
                == "sleep until 5.0 seconds (an unnamed task at Poller.swift:12, since 1.0 seconds)")
    }

    @Test func aTimerShowsItsIntervalLabelAndLocation() {
        let repeating = Waiter(
            kind: .timer(repeating: .seconds(1)), deadline: at(2), scheduledAt: at(1), label: "heartbeat",
            location: "Poller.swift:12")
        #expect(
            repeating.description
                == #"timer at 2.0 seconds every 1.0 seconds ("heartbeat" at Poller.swift:12, since 1.0 seconds)"#
        )
        let bare = Waiter(
            kind: .timer(repeating: nil), deadline: at(2), scheduledAt: at(0), label: nil, location: nil)
        #expect(bare.description == "timer at 2.0 seconds (since 0.0 seconds)")
    }

    @Test func waitersAreEqualWhenEveryPartIs() {
        let waiter = Waiter(kind: .sleep, deadline: at(1), scheduledAt: at(0), label: "a", location: nil)
        var other = waiter
        #expect(waiter == other)
        other.label = "b"
        #expect(waiter != other)
        #expect(Set([waiter, other, waiter]).count == 2)
    }
}
