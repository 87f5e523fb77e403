import Foundation
import SendingStateXCTest
import XCTest

// SendingStateXCTest's `asyncTest(_:)`, called as SwiftPM's generated list calls it for an async
// test of a `@MainActor` class: the wrapper it returns runs the test on the main actor to its end
// before it returns, and throws what the test throws.

@MainActor
final class MainActorAsyncTestTests: XCTestCase {
    override func setUp() async throws {
        try await super.setUp()
        AsyncTestFixture.steps = []
    }

    func testTheWrapperReturnsOnlyAfterTheAsyncTestRanToItsEndOnTheMainThread() throws {
        let wrapped = SendingStateXCTest.asyncTest { (_: AsyncTestFixture) in recordAfterSuspending }

        try wrapped(AsyncTestFixture.make())()

        XCTAssertEqual(AsyncTestFixture.steps, ["started", "ended on the main thread"])
    }

    func testTheWrapperThrowsWhatTheAsyncTestThrows() {
        let wrapped = SendingStateXCTest.asyncTest { (_: AsyncTestFixture) in throwAfterSuspending }

        XCTAssertThrowsError(try wrapped(AsyncTestFixture.make())()) { error in
            XCTAssertTrue(error is WrappedTestFailure, "threw \(error)")
        }
    }

    func testTheWrapperOfATestThatDoesNotThrowDoesNotThrow() {
        let wrapped = SendingStateXCTest.asyncTest { (_: AsyncTestFixture) in recordAfterSuspending }

        XCTAssertNoThrow(try wrapped(AsyncTestFixture.make())())
    }
}

/// A `@MainActor` test class with no tests, for the wrappers above to be given an instance of.
@MainActor
private final class AsyncTestFixture: XCTestCase {
    /// What the wrapped tests did, in order.
    static var steps: [String] = []

    /// A fixture that XCTest doesn't run.
    static func make() -> AsyncTestFixture {
        AsyncTestFixture(name: "fixture", testClosure: { _ in })
    }
}

/// An async test that suspends twice before it records that it ended, and on which thread.
@MainActor
private func recordAfterSuspending() async {
    AsyncTestFixture.steps.append("started")
    try? await Task.sleep(for: .milliseconds(20))
    await Task.yield()
    AsyncTestFixture.steps.append(
        Thread.isMainThread ? "ended on the main thread" : "ended off the main thread")
}

/// An async test that throws after it suspends.
@MainActor
private func throwAfterSuspending() async throws {
    await Task.yield()
    throw WrappedTestFailure()
}

/// The error a wrapped async test throws, to be found again by its wrapper's caller.
private struct WrappedTestFailure: Error {}
