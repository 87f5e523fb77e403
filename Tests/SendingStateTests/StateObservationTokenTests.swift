import SendingState
import Testing

@MainActor
struct StateObservationTokenTests {
    @Test func cancellingTwiceIsHarmless() {
        let store = BindingStore<Int, CounterView>(0)
        var calls = 0
        let token = store.observe { _ in calls += 1 }
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
        let store = BindingStore<Int, CounterView>(0)
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
        let store = BindingStore<Int, CounterView>(0)
        let token = store.observe(owner!) { _, _ in }
        #expect(!token.isCancelled)
        owner = nil
        #expect(token.isCancelled)
    }
}
