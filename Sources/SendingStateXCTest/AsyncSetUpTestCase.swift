#if !canImport(ObjectiveC)
    public import XCTest

    /// An `XCTestCase` whose async `setUp()` and `tearDown()` run on the caller's actor.
    ///
    /// swift-corelibs-xctest declares them nonisolated, so in the Swift 6 language mode a
    /// `@MainActor` override that calls `try await super.setUp()` sends `self`, which isn't
    /// `Sendable`, off the main actor: "sending value of non-Sendable type 'XCTestCase' risks
    /// causing data races". Here they are `nonisolated(nonsending)`: called from the main actor,
    /// they stay on it. XCTest's own are empty, so these do nothing either.
    ///
    /// A ported suite picks it up without an edit, with one line in its porting file:
    ///
    /// ```swift
    /// typealias XCTestCase = AsyncSetUpTestCase
    /// ```
    open class AsyncSetUpTestCase: XCTestCase {
        /// Does nothing, on the caller's actor, as XCTest's own does nothing off it.
        ///
        /// Override it, calling `try await super.setUp()` first, as on Apple platforms.
        nonisolated(nonsending) open override func setUp() async throws {}

        /// Does nothing, on the caller's actor, as XCTest's own does nothing off it.
        ///
        /// Override it, calling `try await super.tearDown()` last, as on Apple platforms.
        nonisolated(nonsending) open override func tearDown() async throws {}
    }
#endif
