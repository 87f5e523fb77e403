import HeadlessWidgets
import ShoppingListModel
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ProductServiceTests {
    let clock = VirtualClock()

    @Test func theAnswerArrivesExactlyAfterTheLatency() async throws {
        let service = ProductService(clock: clock, latency: .seconds(2))
        var answer: [Product]?
        let request = Task { answer = try await service.fetchProducts() }

        await clock.advance(by: .seconds(2) - .nanoseconds(1))
        #expect(answer == nil)
        #expect(clock.waiters.map(\.label) == ["product response", "product request timeout"])
        await clock.advance(by: .nanoseconds(1))
        request.cancel()  // a request still waiting fails the test instead of hanging it

        try await request.value
        #expect(answer == Product.groceries)
        #expect(clock.waiters.isEmpty, "the timeout is cancelled once the answer is in")
    }

    @Test func aRequestFailsWhenTheTimeoutComesFirst() async {
        let service = ProductService(
            clock: clock, latency: .seconds(30), timeout: .seconds(5), products: [Product(id: 1, name: "Tea")]
        )
        let request = Task { try await service.fetchProducts() }

        await clock.advance(by: .seconds(5))
        request.cancel()  // a request still waiting fails the test instead of hanging it

        await #expect(throws: ProductServiceError.timedOut(after: .seconds(5))) { try await request.value }
        #expect(clock.waiters.isEmpty, "the answer that would come at 30 s is cancelled")
    }

    @Test func cancellingTheRequestTakesBothSleepsOffTheClock() async {
        let service = ProductService(clock: clock)
        let request = Task { try await service.fetchProducts() }
        await clock.advance(by: .zero)
        #expect(clock.waiters.count == 2)

        request.cancel()

        await #expect(throws: CancellationError.self) { try await request.value }
        #expect(clock.waiters.isEmpty)
    }

    @Test func aTimeoutSaysHowLongItWaited() {
        #expect(
            ProductServiceError.timedOut(after: .seconds(5)).description
                == "the request timed out after 5.0 seconds")
    }
}
