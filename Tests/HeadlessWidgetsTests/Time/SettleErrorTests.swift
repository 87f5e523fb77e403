import HeadlessWidgets
import Testing

struct SettleErrorTests {
    @Test func itListsEveryWaiterLeftOneALine() {
        let waiters = [
            VirtualClock.Waiter(
                kind: .timer(repeating: .seconds(1)), deadline: VirtualClock.Instant(offset: .seconds(11)),
                scheduledAt: VirtualClock.Instant(offset: .seconds(10)), label: "heartbeat",
                location: "A.swift:3"),
            VirtualClock.Waiter(
                kind: .sleep, deadline: VirtualClock.Instant(offset: .seconds(30)),
                scheduledAt: VirtualClock.Instant(offset: .zero), label: nil, location: nil),
        ]
        let error = SettleError(
            reason: .timedOut(after: .seconds(10)), now: VirtualClock.Instant(offset: .seconds(10)),
            waiters: waiters)
        #expect(
            error.description == """
                settle() gave up after 10.0 seconds of virtual time, at 10.0 seconds; 2 waiters are still scheduled:
                  timer at 11.0 seconds every 1.0 seconds ("heartbeat" at A.swift:3, since 10.0 seconds)
                  sleep until 30.0 seconds (an unnamed task, since 0.0 seconds)
                """)
        let one = SettleError(
            reason: .tooManySteps(100), now: VirtualClock.Instant(offset: .zero), waiters: [waiters[1]])
        #expect(
            one.description == """
                settle() gave up after 100 waiters came due, at 0.0 seconds; 1 waiter is still scheduled:
                  sleep until 30.0 seconds (an unnamed task, since 0.0 seconds)
                """)
        #expect(error == error && error != one)
    }

    @Test func itNamesTheSleeperItCouldNotFollowAndSaysHowToFollowIt() {
        let sleeper = VirtualClock.Waiter(
            kind: .sleep, deadline: VirtualClock.Instant(offset: .seconds(1)),
            scheduledAt: VirtualClock.Instant(offset: .zero), label: "poll prices", location: nil)
        let error = SettleError(
            reason: .untrackedTask(sleeper), now: VirtualClock.Instant(offset: .zero), waiters: [sleeper])
        #expect(
            error.description == """
                settle() gave up before waking a task it can't follow, since it sleeps off the clock's executor \
                (sleep until 1.0 seconds (task "poll prices", since 0.0 seconds)); start it with \
                Task(executorPreference: clock.executor), at 0.0 seconds; 1 waiter is still scheduled:
                  sleep until 1.0 seconds (task "poll prices", since 0.0 seconds)
                """)
    }
}
