import SendingState
import Testing

@MainActor
struct StateObservationTokenTests {
    @Test func cancellingTwiceIsHarmless() {
        let store = BindingStore<Int, CounterView>(state: 0)
        var calls = 0
        let token = store.observeChanges { _, _ in calls += 1 }
        #expect(!token.isCancelled)
        token.cancel()
        token.cancel()
        #expect(token.isCancelled)
        store.update(1)
        #expect(calls == 0)
    }

    @Test func cancellingAnOwnedObservationEndsItEarly() {
        final class Owner {}
        let owner = Owner()
        let store = BindingStore<Int, CounterView>(state: 0)
        var calls = 0
        let token = store.observe(owner) { _, _ in calls += 1 }
        store.update(1)
        token.cancel()
        store.update(2)
        #expect(calls == 1)
        #expect(token.isCancelled)
    }

    @Test func anOwnedObservationEndsWithItsOwner() {
        final class Owner {}
        var owner: Owner? = Owner()
        let store = BindingStore<Int, CounterView>(state: 0)
        let token = store.observe(owner!) { _, _ in }
        #expect(!token.isCancelled)
        owner = nil
        #expect(token.isCancelled)
    }

    @Test func aTokenOfYourOwnRunsItsCancellationOnceWhenCancelledOrReleased() {
        final class Counter: @unchecked Sendable {
            // Only touched on the main actor by this test.
            var count = 0
        }
        let cancelled = Counter()
        let token = StateObservationToken { cancelled.count += 1 }
        token.cancel()
        token.cancel()
        #expect(cancelled.count == 1)
        #expect(token.isCancelled)
        var released: StateObservationToken? = StateObservationToken { cancelled.count += 10 }
        #expect(released?.isCancelled == false)
        released = nil
        #expect(cancelled.count == 11)
    }

    @Test func aTokenCanBeCancelledOffTheMainActor() async {
        let store = BindingStore<Int, CounterView>(state: 0)
        var calls = 0
        let token = store.observeChanges { _, _ in calls += 1 }
        await Task.detached { token.cancel() }.value
        store.update(1)
        #expect(calls == 0)
    }
}
