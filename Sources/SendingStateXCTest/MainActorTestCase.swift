// SwiftPM compiles the test-discovery module it generates in the Swift 5 language mode. There, a
// list of a `@MainActor` test class's methods has the type `[(String, (T) -> @MainActor () -> Void)]`,
// and XCTest's own `testCase(_:)` takes it only through a conversion that casts each method at run
// time and traps. The overloads below take that type exactly, so the generated code calls them
// instead. This module is compiled in the Swift 5 language mode because Swift 6 can't spell the
// type: it makes every `@MainActor` function type `@Sendable`, and the cast would trap again.
#if !canImport(ObjectiveC)
    public import XCTest

    /// Lists the tests of a `@MainActor` test class whose tests don't throw, for `swift test` on Linux.
    ///
    /// You don't call it: SwiftPM's generated test list calls it for each `@MainActor` `XCTestCase`
    /// subclass, in place of XCTest's `testCase(_:)`, which traps on such a class. It is chosen only
    /// when your test target re-exports this module, in one file:
    ///
    /// ```swift
    /// @_exported import SendingStateXCTest
    /// ```
    ///
    /// Each test runs on the main actor, where XCTest on Linux runs every test.
    ///
    /// - Parameter allTests: Each test's name and method, as SwiftPM lists them.
    /// - Returns: The test class and its tests, for XCTest's `XCTMain(_:)`.
    public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () -> Void)])
        -> XCTestCaseEntry
    {
        mainActorTestCase(allTests.map { name, test in (name, test) })
    }

    /// Lists the tests of a `@MainActor` test class with a test that throws, for `swift test` on Linux.
    ///
    /// You don't call it: SwiftPM's generated test list calls it for each `@MainActor` `XCTestCase`
    /// subclass, in place of XCTest's `testCase(_:)`, which traps on such a class. It is chosen only
    /// when your test target re-exports this module, in one file:
    ///
    /// ```swift
    /// @_exported import SendingStateXCTest
    /// ```
    ///
    /// Each test runs on the main actor, where XCTest on Linux runs every test.
    ///
    /// - Parameter allTests: Each test's name and method, as SwiftPM lists them.
    /// - Returns: The test class and its tests, for XCTest's `XCTMain(_:)`.
    public func testCase<T: XCTestCase>(_ allTests: [(String, (T) -> @MainActor () throws -> Void)])
        -> XCTestCaseEntry
    {
        mainActorTestCase(allTests)
    }

    /// The entry XCTest runs: each test called on the main actor, or a clean trap off it.
    private func mainActorTestCase<T: XCTestCase>(
        _ allTests: [(String, (T) -> @MainActor () throws -> Void)]
    ) -> XCTestCaseEntry {
        let tests: [(String, (XCTestCase) throws -> Void)] = allTests.map { name, test in
            let run: (XCTestCase) throws -> Void = { testCase in
                guard let testCase = testCase as? T else {
                    preconditionFailure("XCTest ran \(type(of: testCase)).\(name) as a test of \(T.self)")
                }
                let body = MainThreadTest(run: test(testCase))
                try MainActor.assumeIsolated { try body.run() }
            }
            return (name, run)
        }
        return (T.self, tests)
    }

    /// A test method bound to its test case, handed to the main actor.
    ///
    /// XCTest on Linux calls each test on the main thread and waits for it, and
    /// `MainActor.assumeIsolated` checks that it does before running the test: so the method and its
    /// test case, which aren't `Sendable`, are used on the main actor only, by that one call. That is
    /// the whole argument for `@unchecked Sendable`, which the compiler can't see through.
    private struct MainThreadTest: @unchecked Sendable {
        /// The test method bound to its test case.
        let run: @MainActor () throws -> Void
    }
#endif
