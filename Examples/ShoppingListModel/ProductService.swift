/// The shop's backend, as the interactor sees it: an `async` request for the products that waits
/// on an injected clock.
///
/// This is the network layer of the one-way flow — view → action → interactor → service → state →
/// view. It stands in for a real request: the response arrives `latency` after the request
/// starts, and a request still waiting after `timeout` fails with
/// ``ProductServiceError/timedOut(after:)``, the two racing on the same clock.
///
/// An app injects `ContinuousClock()`, so that the answer takes real time; a test injects the
/// `VirtualClock` of its HeadlessWidgets window, so that it takes none and arrives exactly when
/// the test advances the clock.
///
/// ```swift
/// let service = ProductService(clock: window.clock)
/// let interactor = ShoppingListInteractor(service: service)
/// interactor.handle(action: .load)
/// await window.clock.advance(by: service.latency)  // the products arrive
/// ```
public struct ProductService: Sendable {
    /// The clock the request waits on.
    public var clock: any Clock<Duration>
    /// How long the server takes to answer.
    public var latency: Duration
    /// How long a request may wait before it fails; it should differ from the latency, since
    /// two sleeps with the same deadline on two tasks may end in either order.
    public var timeout: Duration
    /// What the server answers.
    public var products: [Product]

    /// Creates a service that answers with `products` after `latency`, and times out after `timeout`.
    ///
    /// - Parameters:
    ///   - clock: The clock the request waits on.
    ///   - latency: How long the server takes to answer; 800 ms by default.
    ///   - timeout: How long a request may wait before it fails; 5 s by default.
    ///   - products: What the server answers; the twelve groceries by default.
    public init(
        clock: any Clock<Duration>,
        latency: Duration = .milliseconds(800),
        timeout: Duration = .seconds(5),
        products: [Product] = Product.groceries
    ) {
        self.clock = clock
        self.latency = latency
        self.timeout = timeout
        self.products = products
    }

    /// Requests the products: waits for the server's answer, or fails when the timeout comes first.
    ///
    /// - Returns: The products on the list, in display order.
    /// - Throws: ``ProductServiceError/timedOut(after:)`` when the timeout comes first, or
    ///   `CancellationError` when the calling task is cancelled.
    public func fetchProducts() async throws -> [Product] {
        try await withThrowingTaskGroup(of: [Product]?.self) { group in
            group.addTask(name: "product response") { [clock, latency, products] in
                try await clock.sleep(for: latency)
                return products
            }
            group.addTask(name: "product request timeout") { [clock, timeout] in
                try await clock.sleep(for: timeout)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let products = first else {
                throw ProductServiceError.timedOut(after: timeout)
            }
            return products
        }
    }
}

/// Why ``ProductService/fetchProducts()`` failed.
public enum ProductServiceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No answer came within the timeout.
    case timedOut(after: Duration)

    /// A sentence a person reads, such as `the request timed out after 5.0 seconds`.
    public var description: String {
        switch self {
        case .timedOut(let timeout): "the request timed out after \(timeout)"
        }
    }
}
