import SendingState
import Testing

@MainActor
struct AnyBindingStoreTests {
    @Test func forwardsStateApplyObserveAndSize() {
        let typed = BindingStore<Int, CounterView>(state: 2)
        let store = AnyBindingStore(typed)
        let view = CounterView()
        #expect(store.apply(to: view) == nil)
        #expect(view.renders == [2])
        var seen: [Int] = []
        let token = store.observe { seen.append($0 as? Int ?? -1) }
        typed.update(3)
        #expect(seen == [2, 3], "called at once with the current state, as BindingStore.observe is")
        #expect(store.state as? Int == 3)
        #expect(store.size(constrainedTo: Size(width: 10, height: 10)) == Size(width: 10, height: 23))
        #expect(store.binderType is CounterView.Type)
        #expect(ObjectIdentifier(store.base) == ObjectIdentifier(typed))
        _ = token
    }

    @Test func aHeterogeneousListAppliesEachStoreToItsView() {
        let stores = [
            AnyBindingStore(BindingStore<Int, CounterView>(state: 1)),
            AnyBindingStore(BindingStore<String, LabelView>(state: "hello")),
        ]
        let counter = CounterView()
        let label = LabelView()
        stores[0].apply(to: counter)
        stores[1].apply(to: label)
        #expect(counter.renders == [1])
        #expect(label.text == "hello")
    }

    @Test func aMismatchedViewGetsTheSameDiagnosticAsAnyBoundable() {
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            let store = AnyBindingStore(BindingStore<Int, CounterView>(state: 1))
            let label = LabelView()
            let mismatch = store.apply(to: label)
            #expect(label.configureCount == 0)
            #expect(
                mismatch?.description
                    == "AnyBindingStore(BindingStore<Int, CounterView>) drives CounterView but was applied to LabelView; nothing was applied."
            )
            #expect(diagnostics.reports.count == 1)
        }
    }
}
