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

    @Test func exportsStateWithTheBinderNameAndRestoresIt() throws {
        let store = BindingStore<Cart, CartView>(Cart(items: ["tea"], total: 3))
        let json = try store.exportJSON()
        #expect(json == #"{"binder":"CartView","state":{"items":["tea"],"total":3}}"#)
        let fixture = BindingStore<Cart, CartView>(Cart(items: [], total: 0))
        var notified: [Cart] = []
        let token = fixture.observe { notified.append($0) }
        try fixture.restore(fromJSON: json)
        #expect(fixture.state == Cart(items: ["tea"], total: 3))
        #expect(notified == [fixture.state])
        _ = token
    }

    @Test func aStateThatIsNotCodableThrowsAClearError() {
        let store = BindingStore<Opaque, OpaqueView>(Opaque(value: 1))
        #expect(throws: BindingStoreError.stateNotEncodable(stateType: "Opaque")) { try store.exportJSON() }
        #expect(throws: BindingStoreError.stateNotDecodable(stateType: "Opaque")) {
            try store.restore(fromJSON: #"{"binder":"OpaqueView","state":{}}"#)
        }
    }

    @Test func jsonForAnotherBinderIsRejectedAndTheStateKept() {
        let store = BindingStore<Int, CounterView>(1)
        #expect(throws: BindingStoreError.binderMismatch(expected: "CounterView", found: "OtherView")) {
            try store.restore(fromJSON: #"{"binder":"OtherView","state":5}"#)
        }
        #expect(store.state == 1)
    }

    @Test func invalidJSONIsRejected() {
        let store = BindingStore<Int, CounterView>(1)
        #expect(throws: BindingStoreError.self) { try store.restore(fromJSON: "not json") }
        #expect(throws: BindingStoreError.self) {
            try store.restore(fromJSON: #"{"binder":"CounterView","state":"x"}"#)
        }
        #expect(store.state == 1)
    }
}
