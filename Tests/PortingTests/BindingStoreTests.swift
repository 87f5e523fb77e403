import HeadlessWidgets
import SendingState
import Synchronization
import Testing

// SendingState 1.0.0's two-way themes: a store renders on its view, hears the view's own changes
// back, tells its observers at once and on every change, erases its type, saves its state as
// JSON, and neither the store nor the view keeps the other alive.

final class StepperView: UIView, Configurable {
    struct Model: Equatable, Sendable, Codable {
        let title: String
        var count: Int
    }

    let countLabel = UILabel()
    private(set) var configureCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(countLabel)
    }

    var configurer: (StepperView, Model) -> Void {
        { view, model in
            view.configureCount += 1
            view.countLabel.text = "\(model.title): \(model.count)"
        }
    }

    func increment() {
        ss.invalidateState { (state: Model) in
            var newState = state
            newState.count += 1
            return newState
        }
    }
}

final class BadgeView: UIView, Configurable {
    var configurer: (BadgeView, Int) -> Void {
        { _, _ in }
    }
}

struct Badge: Presentable {
    var state: Int

    @MainActor
    func apply(to binder: BadgeView) {
        binder.ss.configure(state)
    }
}

@MainActor
struct BindingStoreTests {
    @Test func applyingRendersTheStateAndStoresItOnTheView() {
        let store = BindingStore<StepperView.Model, StepperView>(
            state: .init(title: "Bags", count: 1), identifier: "bags")
        let view = StepperView()
        store.apply(to: view)
        #expect(view.countLabel.text == "Bags: 1")
        #expect(view.ss.state() == StepperView.Model(title: "Bags", count: 1))
        #expect(store.identifier == "bags")
        #expect(store.binderType == StepperView.self)
    }

    @Test func theViewsOwnChangeRendersAndIsWrittenBackToTheStore() {
        let store = BindingStore<StepperView.Model, StepperView>(state: .init(title: "Bags", count: 3))
        let view = StepperView()
        store.apply(to: view)
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }
        view.increment()
        withExtendedLifetime(token) {}
        #expect(store.state.count == 4)
        #expect(view.configureCount == 2)
        #expect(view.countLabel.text == "Bags: 4")
        #expect(seen == [3, 4], "observe calls at once with the current state, then on every change")
    }

    @Test func settingTheStateTellsTheObserversWithoutRendering() async {
        let store = BindingStore<StepperView.Model, StepperView>(state: .init(title: "Bags", count: 1))
        let view = StepperView()
        store.apply(to: view)
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }
        store.state = .init(title: "Bags", count: 10)
        #expect(store.state.count == 10)
        await Task.yield()
        #expect(seen == [1, 10])
        #expect(view.countLabel.text == "Bags: 1", "setting state doesn't render, as in 1.0.0")
        token.cancel()
        store.state = .init(title: "Bags", count: 11)
        await Task.yield()
        #expect(seen == [1, 10])
    }

    @Test func aTypeErasedStoreForwardsStateApplyAndObservation() {
        let store = BindingStore<StepperView.Model, StepperView>(state: .init(title: "Pants", count: 11))
        let anyStore = store.eraseToAnyBindingStore()
        let view = StepperView()
        anyStore.apply(to: view)
        view.ss.invalidateState { _ in StepperView.Model(title: "Socks", count: 30) }
        #expect(store.state.count == 30)
        #expect((anyStore.state as? StepperView.Model)?.count == 30)
        anyStore.state = StepperView.Model(title: "Album", count: 7)
        #expect(store.state == StepperView.Model(title: "Album", count: 7))
        let stores: [AnyBindingStore] = [anyStore, AnyBindingStore(BindingStore<Int, BadgeView>(state: 2))]
        #expect((stores[1].state as? Int) == 2)
        #expect(Set([store, store]).count == 1)
    }

    @Test func theStateRoundTripsThroughJSON() throws {
        let store = BindingStore<StepperView.Model, StepperView>(state: .init(title: "Milk", count: 2))
        let json = try store.toJSONString()
        let restored = try BindingStore<StepperView.Model, StepperView>.decode(from: json)
        #expect(restored.state == store.state)
        try store.updateState(
            fromJSONString: #"{"state": {"title": "Tea", "count": 5}, "binderType": "StepperView"}"#)
        #expect(store.state == StepperView.Model(title: "Tea", count: 5))
    }

    @Test func aValueTypeCanPresentItsState() {
        var badge = Badge(state: 30)
        let view = BadgeView()
        badge.state = 90
        badge.apply(to: view)
        #expect(view.ss.state() == 90)
        #expect(badge.binderType == BadgeView.self)
    }

    @Test func neitherTheStoreNorTheViewKeepsTheOtherAlive() {
        weak var weakStore: BindingStore<StepperView.Model, StepperView>?
        weak var weakView: StepperView?
        do {
            let store = BindingStore<StepperView.Model, StepperView>(state: .init(title: "Milk", count: 1))
            let view = StepperView()
            store.apply(to: view)
            let token = store.eraseToAnyBindingStore().observe { _ in }
            view.increment()
            token.cancel()
            weakStore = store
            weakView = view
        }
        #expect(weakStore == nil)
        #expect(weakView == nil)
    }

    @Test func aTokenCancelsOnceWhenCancelledOrReleased() {
        let cancellations = Mutex(0)
        let token = StateObservationToken { cancellations.withLock { $0 += 1 } }
        token.cancel()
        token.cancel()
        #expect(cancellations.withLock { $0 } == 1)
        do {
            _ = StateObservationToken { cancellations.withLock { $0 += 1 } }
        }
        #expect(cancellations.withLock { $0 } == 2)
    }
}
