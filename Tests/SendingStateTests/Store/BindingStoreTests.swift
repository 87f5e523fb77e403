import SendingState
import SendingStateTestSupport
import Testing

@MainActor
struct BindingStoreTests {
    @Test func applyRendersTheStateAndBindsIt() {
        let store = BindingStore<Int, CounterView>(state: 3)
        let view = CounterView()
        store.apply(to: view)
        #expect(view.renders == [3])
        #expect(view.ss.state() == 3)
        #expect(view.plusButton.ss.state(Int.self) == 3)
        #expect(store.binder === view)
    }

    @Test func anObserverReadsTheNewValueAfterItIsStored() {
        let store = BindingStore<Int, CounterView>(state: 1)
        var seen: [(observed: Int, stored: Int)] = []
        let token = store.observe { [unowned store] value in seen.append((value, store.state)) }
        store.update(2)
        #expect(
            seen.map(\.observed) == [1, 2], "called at once with the current state, then with the change")
        #expect(seen.map(\.stored) == [1, 2])
        _ = token
    }

    @Test func observeChangesGivesOldAndNew() {
        let store = BindingStore<Int, CounterView>(state: 1)
        var changes: [String] = []
        let token = store.observeChanges { old, new in changes.append("\(old)→\(new)") }
        store.update(5)
        store.update(7)
        #expect(changes == ["1→5", "5→7"])
        _ = token
    }

    @Test func updateRendersOnTheAttachedViewAndNotifies() {
        let store = BindingStore<Int, CounterView>(state: 1)
        let view = CounterView()
        store.apply(to: view)
        var notified: [Int] = []
        let token = store.observe { notified.append($0) }
        store.update(4)
        #expect(view.renders == [1, 4])
        #expect(notified == [1, 4])
        _ = token
    }

    @Test func anEqualStateNeitherRendersNorNotifies() {
        let store = BindingStore<Int, CounterView>(state: 1)
        let view = CounterView()
        store.apply(to: view)
        var notified = 0
        let token = store.observeChanges { _, _ in notified += 1 }
        store.update(1)
        #expect(view.renders == [1])
        #expect(notified == 0)
        store.update(1, force: true)
        #expect(view.renders == [1, 1], "a forced one-shot update renders even when equal")
        #expect(notified == 1)
        _ = token
    }

    @Test func releasingTheTokenOfObserveChangesEndsTheObservation() {
        let store = BindingStore<Int, CounterView>(state: 0)
        var notified = 0
        var token: StateObservationToken? = store.observeChanges { _, _ in notified += 1 }
        store.update(1)
        #expect(notified == 1)
        token = nil
        store.update(2)
        #expect(notified == 1, "the released token ended the observation")
        _ = token
    }

    @Test func nonEquatableStateAlwaysRendersAndNotifies() {
        let store = BindingStore<Opaque, OpaqueView>(state: Opaque(value: 1))
        let view = OpaqueView()
        store.apply(to: view)
        var notified = 0
        let token = store.observeChanges { _, _ in notified += 1 }
        store.update(Opaque(value: 1))
        #expect(view.renders == 2)
        #expect(notified == 1)
        _ = token
    }

    @Test func updateInPlaceMutatesACopy() {
        let store = BindingStore<Int, CounterView>(state: 1)
        store.update { $0 += 9 }
        #expect(store.state == 10)
    }

    @Test func applyingAnotherStoreDetachesTheFirst() {
        let first = BindingStore<Int, CounterView>(state: 1)
        let second = BindingStore<Int, CounterView>(state: 10)
        let view = CounterView()
        first.apply(to: view)
        second.apply(to: view)
        var firstHeard: [Int] = []
        var secondHeard: [Int] = []
        let tokens = [
            first.observeChanges { firstHeard.append($1) }, second.observeChanges { secondHeard.append($1) },
        ]
        view.increment()
        #expect(firstHeard.isEmpty)
        #expect(secondHeard == [11])
        first.update(99)
        #expect(view.renders == [1, 10, 11], "a detached store no longer renders on the view")
        _ = tokens
    }

    // Found by Fuzz/FuzzScreen: two stores applied in turn to one card.
    @Test func aStoreDetachedByAnotherStoreHasNoBinder() {
        let view = CounterView()
        let first = BindingStore<Int, CounterView>(state: 1)
        let second = BindingStore<Int, CounterView>(state: 2)
        first.apply(to: view)
        second.apply(to: view)
        #expect(first.binder == nil, "the first store is no longer attached to the view")
        #expect(second.binder === view)
    }

    @Test func theStoreAndTheViewDoNotKeepEachOtherAlive() {
        var store: BindingStore<Int, CounterView>? = BindingStore<Int, CounterView>(state: 1)
        var view: CounterView? = CounterView()
        let weakStore = Weak(store!)
        let weakView = Weak(view!)
        store!.apply(to: view!)
        view = nil
        #expect(weakView.object == nil)
        #expect(store?.binder == nil)
        let other = CounterView()
        store!.apply(to: other)
        store = nil
        #expect(weakStore.object == nil)
        other.increment()
        #expect(other.renders == [1, 2], "a view whose store is gone still changes its own state")
    }

    @Test func anObserverThatCapturesItsOwnerWeaklyThroughTheOwnerFormDoesNotLeak() {
        final class Screen {
            var shown: [Int] = []
        }
        let store = BindingStore<Int, CounterView>(state: 1)
        var screen: Screen? = Screen()
        let weakScreen = Weak(screen!)
        store.observe(screen!) { screen, value in screen.shown.append(value) }
        store.update(2)
        #expect(screen?.shown == [2])
        screen = nil
        #expect(weakScreen.object == nil)
        store.update(3)
        #expect(store.observerCount == 0)
    }

    @Test func releasingTheTokenEndsTheObservationAndReleasesWhatItCaptured() {
        final class Box {}
        let store = BindingStore<Int, CounterView>(state: 1)
        var calls = 0
        var box: Box? = Box()
        let weakBox = Weak(box!)
        var token: StateObservationToken? = store.observe { [box] _ in
            _ = box
            calls += 1
        }
        box = nil
        store.update(2)
        #expect(calls == 2)
        token = nil
        #expect(weakBox.object == nil)
        store.update(3)
        #expect(calls == 2)
        #expect(store.observerCount == 0)
        _ = token
    }

    @Test func sizeIsReachableWithoutAView() {
        let store = BindingStore<Int, CounterView>(state: 4)
        #expect(store.size(constrainedTo: Size(width: 100, height: 100)) == Size(width: 100, height: 24))
        #expect(ObjectIdentifier(store.binderType) == ObjectIdentifier(CounterView.self))
    }

    @Test func anObserverThatUpdatesTheStoreAgainIsNotLostOrLooped() {
        let store = BindingStore<Int, CounterView>(state: 0)
        var seen: [Int] = []
        let token = store.observeChanges { _, value in
            seen.append(value)
            if value < 3 { store.update(value + 1) }
        }
        store.update(1)
        #expect(seen == [1, 2, 3])
        #expect(store.state == 3)
        _ = token
    }

    @Test func everyObserverSeesEveryChangeInTheOrderItHappened() {
        let store = BindingStore<Int, CounterView>(state: 0)
        var seen: [String] = []
        let first = store.observeChanges { old, new in
            seen.append("A \(old)→\(new)")
            if new == 1 { store.update(2) }
        }
        let second = store.observeChanges { old, new in seen.append("B \(old)→\(new)") }
        store.update(1)
        #expect(seen == ["A 0→1", "B 0→1", "A 1→2", "B 1→2"])
        #expect(store.state == 2)
        _ = (first, second)
    }

    @Test func anObserverWritingToItsOwnStoreForeverIsCutAtTheDepthLimitAndReported() {
        let store = BindingStore<Int, CounterView>(state: 0)
        let diagnostics = DiagnosticRecorder()
        var writes = 0
        let token = store.observeChanges { _, value in
            writes += 1
            store.update(value + 1)
        }
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            store.update(1)
        }
        let limit = SendingStateDiagnostics.maximumDispatchDepth
        #expect(store.state == limit + 1, "the first write and \(limit) nested ones were stored")
        #expect(writes == limit + 1)
        #expect(
            diagnostics.reports == [
                .storeUpdateTooDeep(store: "BindingStore<Int, CounterView>", depth: limit + 1)
            ])
        store.update(100)
        #expect(store.state > 100, "the store works again afterwards")
        _ = token
    }

    @Test func aWriteDroppedAtTheDepthLimitIsNeitherRenderedNorDelivered() {
        let store = BindingStore<Int, CounterView>(state: 0)
        let view = CounterView()
        store.apply(to: view)
        var delivered: [Int] = []
        let token = store.observeChanges { _, value in
            delivered.append(value)
            store.update(value + 1)
        }
        SendingStateDiagnostics.withHandler({ _ in }, operation: { store.update(1) })
        let limit = SendingStateDiagnostics.maximumDispatchDepth
        #expect(delivered.last == limit + 1)
        #expect(view.renders.last == limit + 1, "the dropped write, \(limit + 2), isn't rendered")
        #expect(!view.renders.contains(limit + 2))
        _ = token
    }

    @Test func anObserverCancelledWhileObserversAreNotifiedIsNotCalled() {
        let store = BindingStore<Int, CounterView>(state: 0)
        var secondCalls = 0
        var second: StateObservationToken?
        let first = store.observeChanges { _, _ in second?.cancel() }
        second = store.observeChanges { _, _ in secondCalls += 1 }
        store.update(1)
        #expect(secondCalls == 0)
        #expect(store.observerCount == 1)
        _ = first
    }

    @Test func aStoreAppliedToAViewThatIsNotASenderStillRendersIt() {
        let store = BindingStore<Int, PlainView>(state: 1)
        let view = PlainView()
        store.apply(to: view)
        store.update(2)
        #expect(view.renders == [1, 2])
    }

    @Test func theObserverCountLeavesOutCancelledObservations() {
        let store = BindingStore<Int, CounterView>(state: 0)
        let first = store.observe { _ in }
        let second = store.observe { _ in }
        let third = store.observe { _ in }
        #expect(store.observerCount == 3)
        second.cancel()
        #expect(store.observerCount == 2)
        _ = (first, third)
    }

    @Test func aStoreHasTheIdentifierItWasMadeWith() {
        #expect(BindingStore<Int, CounterView>(state: 1, identifier: "bags").identifier == "bags")
        #expect(BindingStore<Int, CounterView>(state: 1).identifier == nil)
        #expect(BindingStore<Int, CounterView>(1).identifier == nil, "the short form is kept")
        #expect(BindingStore<Int, CounterView>(1).state == 1)
    }

    @Test func settingTheStateNotifiesEveryObserverOnTheMainActorWithoutRendering() async {
        let store = BindingStore<Int, CounterView>(state: 1)
        let view = CounterView()
        store.apply(to: view)
        var seen: [Int] = []
        var changes: [String] = []
        let tokens = [
            store.observe { seen.append($0) }, store.observeChanges { changes.append("\($0)→\($1)") },
        ]
        store.state = 2
        store.state = 3
        #expect(store.state == 3, "stored at once")
        await Task.yield()
        #expect(seen == [1, 2, 3], "every write reaches the observers, in order")
        #expect(changes == ["1→2", "2→3"])
        #expect(view.renders == [1], "as in 1.0.0, setting the state doesn't render; update(_:) does")
        _ = tokens
    }

    @Test func setTheStateNotifiesEvenWhenEqualAsIn100() async {
        let store = BindingStore<Int, CounterView>(state: 1)
        var changes = 0
        let token = store.observeChanges { _, _ in changes += 1 }
        store.state = 1
        await Task.yield()
        #expect(changes == 1)
        _ = token
    }

    @Test func aDiscardedObservationTokenEndsTheObservationAfterTheFirstCall() {
        let store = BindingStore<Int, CounterView>(state: 1)
        var seen: [Int] = []
        store.observe { seen.append($0) }
        store.update(2)
        #expect(seen == [1])
        #expect(store.observerCount == 0)
    }

    @Test func aBackgroundWriterAndAMainActorReaderDontRace() async {
        let store = BindingStore<Int, CounterView>(state: 0)
        var seen: [Int] = []
        let token = store.observeChanges { _, new in seen.append(new) }
        let writer = Task.detached {
            for value in 1...200 {
                store.state = value
            }
        }
        var reads: [Int] = []
        for _ in 0..<200 {
            reads.append(store.state)
            await Task.yield()
        }
        await writer.value
        while seen.last != 200 { await Task.yield() }
        #expect(reads == reads.sorted(), "a reader sees the writes in order")
        #expect(seen == Array(1...200), "every background write reaches the observers, in order")
        _ = token
    }

    @Test func storesAreEqualOnlyToThemselves() {
        let store = BindingStore<Int, CounterView>(state: 1)
        let twin = BindingStore<Int, CounterView>(state: 1)
        let sameIsEqual = areEqual(store, store)
        let twinIsEqual = areEqual(store, twin)
        let distinct = Set([store, store, twin]).count
        #expect(sameIsEqual)
        #expect(!twinIsEqual)
        #expect(distinct == 2)
        let erased = store.eraseToAnyBindingStore()
        let erasedIsEqual = areEqual(erased, erased)
        let otherErasureIsEqual = areEqual(erased, store.eraseToAnyBindingStore())
        #expect(ObjectIdentifier(erased.base) == ObjectIdentifier(store))
        #expect(erasedIsEqual)
        #expect(!otherErasureIsEqual, "each erasure is an object of its own")
    }

    @Test func aStoreIsPresentable() {
        func render<P: Presentable>(_ presentable: P, on binder: P.Binder) { presentable.apply(to: binder) }
        let view = CounterView()
        render(BindingStore<Int, CounterView>(state: 4), on: view)
        #expect(view.renders == [4])
    }

    /// Whether two values are equal, through their `Equatable` conformance.
    private nonisolated func areEqual<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }

    @Test func describesEachCase() {
        #expect(
            BindingStoreError.stateNotEncodable(stateType: "Opaque").description
                == "Opaque is not Encodable, so a store of it can't export its state"
        )
        #expect(
            BindingStoreError.binderMismatch(expected: "A", found: "B").description
                == "the JSON holds state for B, but this store renders on A"
        )
    }
}
