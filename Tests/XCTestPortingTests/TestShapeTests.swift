import Foundation
import XCTest

// One `@MainActor` class per shape of test list that SwiftPM generates: only plain tests, only
// tests that throw, only async ones, only async throwing ones, and tests that throw beside async
// ones with no plain test among them, which once stopped the build with "heterogeneous collection
// literal". Each test marks that it ran to its end, after any suspension, and each class's
// `tearDown()` checks the mark, so a test that XCTest skipped or left running fails.

@MainActor
final class OnlyPlainTests: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func testAPlainTestRunsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        ranToTheEnd = true
    }

    func testASecondPlainTestRunsToo() {
        ranToTheEnd = true
    }
}

@MainActor
final class OnlyThrowingTests: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func testAThrowingTestRunsOnTheMainThread() throws {
        XCTAssertTrue(Thread.isMainThread)
        let screen = Screen()
        try screen.view.button.tap()
        XCTAssertEqual(screen.handler.handledActions, [.buttonTapped(1)])
        ranToTheEnd = true
    }

    func testASecondThrowingTestRunsToo() throws {
        let screen = Screen()
        screen.view.button.isHidden = true
        XCTAssertThrowsError(try screen.view.button.tap())
        XCTAssertEqual(screen.handler.handledActions, [])
        ranToTheEnd = true
    }
}

@MainActor
final class OnlyAsyncTests: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func testAnAsyncTestRunsOnTheMainThreadAfterSuspending() async {
        await Task.yield()
        XCTAssertTrue(Thread.isMainThread)
        ranToTheEnd = true
    }

    func testASecondAsyncTestRunsToo() async {
        try? await Task.sleep(for: .milliseconds(10))
        ranToTheEnd = true
    }
}

@MainActor
final class OnlyAsyncThrowingTests: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func testAnAsyncThrowingTestRunsOnTheMainThread() async throws {
        await Task.yield()
        XCTAssertTrue(Thread.isMainThread)
        let screen = Screen()
        try screen.view.button.tap()
        XCTAssertEqual(screen.handler.handledActions, [.buttonTapped(1)])
        ranToTheEnd = true
    }

    func testASecondAsyncThrowingTestRunsToo() async throws {
        try await Task.sleep(for: .milliseconds(10))
        ranToTheEnd = true
    }
}

@MainActor
final class ThrowingAndAsyncTestsWithoutAPlainOne: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func testTheThrowingTestRuns() throws {
        let screen = Screen()
        try screen.view.button.tap()
        XCTAssertEqual(screen.handler.handledActions, [.buttonTapped(1)])
        ranToTheEnd = true
    }

    func testTheAsyncTestRuns() async {
        await Task.yield()
        XCTAssertTrue(Thread.isMainThread)
        ranToTheEnd = true
    }

    func testTheAsyncThrowingTestRuns() async throws {
        try await Task.sleep(for: .milliseconds(10))
        let screen = Screen()
        try screen.view.toggle.tap()
        XCTAssertEqual(screen.handler.handledActions, [.switchChanged(true)])
        ranToTheEnd = true
    }
}

// The iOS library's own shape, a nonisolated class with its tests in a `@MainActor` extension,
// with only tests that throw and async ones.

final class ThrowingAndAsyncTestsInAMainActorExtension: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        super.tearDown()
    }
}

@MainActor
extension ThrowingAndAsyncTestsInAMainActorExtension {
    func testTheThrowingTestInTheExtensionRuns() throws {
        let screen = Screen()
        try screen.view.button.tap()
        XCTAssertEqual(screen.handler.handledActions, [.buttonTapped(1)])
        ranToTheEnd = true
    }

    func testTheAsyncTestInTheExtensionRunsOnTheMainThread() async {
        await Task.yield()
        XCTAssertTrue(Thread.isMainThread)
        ranToTheEnd = true
    }
}

/// A counter view shown in a window, with a handler that records the actions it forwards.
@MainActor
private struct Screen {
    let window = UIWindow(size: CGSize(width: 320, height: 480))
    let view = CounterView(tag: 1)
    let handler = TestActionHandler()

    init() {
        window.addSubview(view)
        view.ss.addActionHandler(to: handler)
    }
}
