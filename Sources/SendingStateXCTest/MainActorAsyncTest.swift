// SwiftPM's generated list wraps each async test in `asyncTest(_:)`, and XCTest's returns a
// nonisolated `(T) -> () throws -> Void`. In the Swift 5 language mode of the generated code that
// type and a `@MainActor` throwing test's `(T) -> @MainActor () throws -> ()` convert to each other
// at the same cost, so a list holding only those two is ambiguous and is inferred as `[Any]`:
// "heterogeneous collection literal". The overload below takes a `@MainActor` async test exactly
// and returns the `@MainActor` type of the class's other tests, so the list has one element type
// and `testCase(_:)` of MainActorTestCase.swift takes it.
#if !canImport(ObjectiveC)
    public import XCTest

    /// Wraps an async test of a `@MainActor` test class as a test that waits for it, for `swift test` on Linux.
    ///
    /// You don't call it: SwiftPM's generated test list calls it for each async test of a
    /// `@MainActor` `XCTestCase` subclass, in place of XCTest's `asyncTest(_:)`, whose nonisolated
    /// result can't share a list with the class's `throws` tests. It is chosen only when your test
    /// target re-exports this module, in one file:
    ///
    /// ```swift
    /// @_exported import SendingStateXCTest
    /// ```
    ///
    /// The test runs in a task on the main actor, and the wrapper waits for it as XCTest's does,
    /// running the main run loop meanwhile; an error the test throws is thrown by the wrapper.
    ///
    /// - Parameter testClosureGenerator: The async test method, as SwiftPM lists it.
    /// - Returns: A synchronous test that runs the async one to completion on the main actor.
    public func asyncTest<T: XCTestCase>(
        _ testClosureGenerator: @escaping (T) -> @MainActor () async throws -> Void
    ) -> (T) -> @MainActor () throws -> Void {
        { testCase in
            let test = MainActorAsyncTest(run: testClosureGenerator(testCase))
            return { try test.runToCompletion() }
        }
    }

    /// An async test method bound to its test case, run to completion on the main actor.
    ///
    /// The method is bound on the main thread by `testCase(_:)`'s entry, which `MainActor` checks,
    /// and is called only by the task that `runToCompletion()` starts on the main actor: so the
    /// method and its test case, which aren't `Sendable`, are used on the main actor only. That is
    /// the whole argument for `@unchecked Sendable`, which the compiler can't see through.
    private struct MainActorAsyncTest: @unchecked Sendable {
        /// The test method bound to its test case.
        let run: @MainActor () async throws -> Void

        /// Runs the test in a task on the main actor and waits for it, throwing what it throws.
        @MainActor
        func runToCompletion() throws {
            let finished = XCTestExpectation(description: "async test completion")
            let outcome = AsyncTestOutcome()
            Task {
                defer { finished.fulfill() }
                do {
                    try await run()
                } catch {
                    outcome.error = error
                }
            }
            // XCTWaiter runs the main run loop while it waits, so the task's main-actor jobs run.
            _ = XCTWaiter.wait(for: [finished], timeout: asyncTestTimeout)
            if let error = outcome.error { throw error }
        }
    }

    /// What an async test threw, kept on the main actor until its wrapper rethrows it.
    @MainActor
    private final class AsyncTestOutcome {
        /// The error the test threw, or `nil` while it hasn't thrown.
        var error: (any Error)?
    }

    /// How long a wrapper waits for its async test: XCTest's own thirty days, in effect forever.
    private let asyncTestTimeout: TimeInterval = 60 * 60 * 24 * 30
#endif
