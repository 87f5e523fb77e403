import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct SendingStateInvalidateStateTests {
    @Test func invalidateStateRendersUpdatesSendersAndWritesBackOnce() {
        let store = BindingStore<Int, CounterView>(state: 1)
        let view = CounterView()
        store.apply(to: view)
        var notified: [Int] = []
        let token = store.observe { notified.append($0) }
        view.increment()
        #expect(view.renders == [1, 2], "rendered once by the view itself, not again by the write-back")
        #expect(view.plusButton.ss.state(Int.self) == 2)
        #expect(store.state == 2)
        #expect(notified == [1, 2], "the observer heard the current state, then the write-back, once")
        _ = token
    }

    @Test func aStateAwareMappingSeesTheInvalidatedState() {
        let view = CounterView()
        let recorder = Recorder<TestAction>()
        view.ss.configure(5)
        view.ss.addActionHandler(to: recorder)
        view.increment()
        view.plusButton.tap()
        #expect(recorder.actions == [.tapped(6)])
    }

    @Test func anEqualResultDoesNothingUnlessForced() {
        let store = BindingStore<Int, CounterView>(state: 1)
        let view = CounterView()
        store.apply(to: view)
        var notified = 0
        let token = store.observeChanges { _, _ in notified += 1 }
        view.ss.invalidateState { $0 }
        #expect(view.renders == [1])
        #expect(notified == 0)
        view.ss.invalidateState(force: true) { $0 }
        #expect(view.renders == [1, 1])
        #expect(notified == 1)
        _ = token
    }

    @Test func withoutBoundStateNothingHappens() {
        let view = CounterView()
        view.ss.invalidateState { $0 + 1 }
        #expect(view.renders.isEmpty)
        #expect(view.ss.state() == nil)
    }

    @Test func anObserverThatInvalidatesAgainDoesNotEcho() {
        let store = BindingStore<Int, CounterView>(state: 0)
        let view = CounterView()
        store.apply(to: view)
        var notifications = 0
        let token = store.observeChanges { _, _ in
            notifications += 1
            if notifications == 1 { view.increment() }
        }
        view.increment()
        #expect(store.state == 2)
        #expect(notifications == 2)
        #expect(view.renders == [0, 1, 2])
        _ = token
    }

    @Test func theStoreIsReadableFromTheView() {
        let store = BindingStore<Int, CounterView>(state: 0)
        let view = CounterView()
        #expect(view.ss.store == nil)
        store.apply(to: view)
        #expect(view.ss.store === store)
    }
}
