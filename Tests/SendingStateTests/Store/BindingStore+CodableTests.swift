import Foundation
import SendingState
import Testing

@MainActor
struct BindingStoreCodableTests {
    struct Cart: Codable, Equatable {
        var items: [String]
        var total: Int
    }

    final class CartView: Sender, Configurable {
        let senderStorage = SenderStorage()
        var configurer: (CartView, Cart) -> Void { { _, _ in } }
    }

    @Test func encodesTheStateWithTheBinderTypeAsIn100() throws {
        let store = BindingStore<Cart, CartView>(state: Cart(items: ["tea"], total: 3))
        #expect(try store.toJSONString() == #"{"binderType":"CartView","state":{"items":["tea"],"total":3}}"#)
        #expect(try store.toJSONData() == Data(try store.toJSONString().utf8))
        let pretty = try store.toJSONString(prettyPrinted: true)
        #expect(pretty.contains("\n"))
        #expect(
            try JSONDecoder().decode([String: Cart].self, from: Data(#"{"x":{"items":[],"total":0}}"#.utf8))
                .count == 1)
    }

    @Test func decodesAStoreFromItsOwnPayloadOrTheBareState() throws {
        let original = BindingStore<Cart, CartView>(
            state: Cart(items: ["milk"], total: 2), identifier: "cart")
        let decoded = try BindingStore<Cart, CartView>.decode(from: try original.toJSONData())
        #expect(decoded.state == original.state)
        #expect(decoded.identifier == nil)
        let bare = try BindingStore<Cart, CartView>.decode(from: #"{"items":["egg"],"total":1}"#)
        #expect(bare.state == Cart(items: ["egg"], total: 1))
    }

    @Test func updatingStateFromJSONNotifiesTheObservers() async throws {
        let store = BindingStore<Cart, CartView>(state: Cart(items: [], total: 0))
        var notified: [Cart] = []
        let token = store.observe { notified.append($0) }
        try store.updateState(
            fromJSONString: #"{"binderType":"CartView","state":{"items":["tea"],"total":3}}"#)
        #expect(store.state == Cart(items: ["tea"], total: 3))
        await Task.yield()
        #expect(notified == [Cart(items: [], total: 0), Cart(items: ["tea"], total: 3)])
        try store.updateState(fromJSONData: Data(#"{"items":[],"total":9}"#.utf8))
        #expect(store.state.total == 9)
        _ = token
    }

    @Test func aPayloadOfAnotherBinderIsRejectedAndTheStateKept() {
        let store = BindingStore<Int, CounterView>(state: 1)
        #expect(throws: BindingStoreError.binderMismatch(expected: "CounterView", found: "OtherView")) {
            try store.updateState(fromJSONString: #"{"binderType":"OtherView","state":5}"#)
        }
        #expect(store.state == 1)
    }

    @Test func invalidJSONIsRejectedAndTheStateKept() {
        let store = BindingStore<Int, CounterView>(state: 1)
        #expect(throws: BindingStoreError.self) { try store.updateState(fromJSONString: "not json") }
        #expect(throws: BindingStoreError.self) {
            try store.updateState(fromJSONString: #"{"binderType":"CounterView","state":"x"}"#)
        }
        #expect(throws: BindingStoreError.self) { try BindingStore<Int, CounterView>.decode(from: "[]") }
        #expect(store.state == 1)
    }
}
