import HeadlessWidgets
import ShoppingListModel
import Testing

@MainActor
// The limit stops a test that hangs. It counts the time a test waits for the main actor,
// which every main-actor test of the run shares: under ThreadSanitizer that wait alone passes a
// minute, so the limit leaves room for it.
@Suite(.timeLimit(.minutes(5)))
struct ProductServiceTests {
    let clock = VirtualClock()

    /// Requests the products on the clock's executor, so that moving the clock waits for them.
    func request(from service: ProductService) -> Task<[Product], any Error> {
        Task(executorPreference: clock.executor) { try await service.fetchProducts() }
    }

    @Test func theAnswerArrivesExactlyAfterTheLatency() async throws {
        let service = ProductService(clock: clock, latency: .seconds(2))
        let request = request(from: service)

        await clock.advance(by: .seconds(2) - .nanoseconds(1))
        #expect(clock.waiters.map(\.label) == ["product response", "product request timeout"])
        await clock.advance(by: .nanoseconds(1))
        #expect(clock.waiters.isEmpty, "the answer is in, and the timeout is cancelled")
        request.cancel()  // a request still waiting fails the test instead of hanging it

        #expect(try await request.value == Product.groceries)
    }

    @Test func aRequestFailsWhenTheTimeoutComesFirst() async {
        let service = ProductService(
            clock: clock, latency: .seconds(30), timeout: .seconds(5), products: [Product(id: 1, name: "Tea")]
        )
        let request = request(from: service)

        await clock.advance(by: .seconds(5))
        #expect(clock.waiters.isEmpty, "the answer that would come at 30 s is cancelled")
        request.cancel()  // a request still waiting fails the test instead of hanging it

        await #expect(throws: ProductServiceError.timedOut(after: .seconds(5))) { try await request.value }
    }

    @Test func cancellingTheRequestTakesBothSleepsOffTheClock() async {
        let service = ProductService(clock: clock)
        let request = request(from: service)
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
