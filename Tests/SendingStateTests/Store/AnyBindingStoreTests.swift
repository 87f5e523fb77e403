import Foundation
import SendingState
import SendingStateTestSupport
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

    @Test func settingAStateOfTheStoresTypeSetsItAndAnotherTypeIsReported() async {
        let typed = BindingStore<Int, CounterView>(state: 1, identifier: "bags")
        let store = AnyBindingStore(typed)
        #expect(store.identifier == "bags")
        store.state = 5
        #expect(typed.state == 5)
        let diagnostics = DiagnosticRecorder()
        SendingStateDiagnostics.withHandler(diagnostics.record) {
            store.state = "five"
        }
        #expect(typed.state == 5, "a value of another type changes nothing")
        #expect(
            diagnostics.reports == [
                .stateTypeMismatch(store: "BindingStore<Int, CounterView>", expected: "Int", actual: "String")
            ])
        #expect(
            diagnostics.reports.first?.description
                == "a String was set as the state of BindingStore<Int, CounterView>, whose state is a Int; "
                + "nothing changed.")
    }

    @Test func anErasedStoreCanBeHeldWeakly() {
        var store: AnyBindingStore? = AnyBindingStore(BindingStore<Int, CounterView>(state: 1))
        let weakStore = Weak(store!)
        store = nil
        #expect(weakStore.object == nil)
    }

    @Test func encodesAndDecodesThroughTheErasure() throws {
        let typed = BindingStore<Int, CounterView>(state: 3)
        let store = AnyBindingStore(typed)
        #expect(try store.toJSONString() == #"{"binderType":"CounterView","state":3}"#)
        #expect(
            try store.toJSONData() == Data(#"{"binderType":"CounterView","state":3}"#.utf8),
            "compact by default")
        #expect(try store.toJSONString(prettyPrinted: true).contains("\n"))
        try store.updateState(fromJSONString: #"{"binderType":"CounterView","state":8}"#)
        #expect(typed.state == 8)
        try store.updateState(fromJSONData: Data("9".utf8))
        #expect(typed.state == 9)
        let opaque = AnyBindingStore(BindingStore<Opaque, OpaqueView>(state: Opaque(value: 1)))
        #expect(throws: BindingStoreError.stateNotEncodable(stateType: "Opaque")) { try opaque.toJSONData() }
        #expect(throws: BindingStoreError.stateNotDecodable(stateType: "Opaque")) {
            try opaque.updateState(fromJSONString: "{}")
        }
    }

    @Test func sizesWithTheBindersSizeWithoutAView() {
        let store = BindingStore<Int, CounterView>(state: 4).eraseToAnyBindingStore()
        #expect(store.size(constrainedTo: Size(width: 100, height: 100)) == Size(width: 100, height: 24))
        #expect(store.size(constrainedTo: nil) == nil, "CounterView has no opinion without a constraint")
    }
}
