import Foundation
import SendingState
import XCTest

// A `@MainActor` suite as UIKit apps write them since Swift 6: the class is isolated, so its
// tests, its properties and its async `setUp()` all run on the main actor. It has every shape
// that used to stop `swift test` on Linux before the first test ran: sync tests that throw and
// that don't, async tests, tests in an extension, and a test that waits for an expectation.

@MainActor
final class MainActorSuiteTests: XCTestCase {
    var window: UIWindow!
    var view: CounterView!
    var handler: TestActionHandler!

    // A sync `setUp()` is XCTestCase's, nonisolated: the async one takes the class's isolation.
    override func setUp() async throws {
        window = UIWindow(size: CGSize(width: 320, height: 480))
        view = CounterView(tag: 7)
        window.addSubview(view)
        handler = TestActionHandler()
        view.ss.addActionHandler(to: handler)
    }

    override func tearDown() async throws {
        window = nil
        view = nil
        handler = nil
    }

    func testRunsOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
    }

    func testATapThatThrowsOnRefusalForwardsItsAction() throws {
        try view.button.tap()
        XCTAssertEqual(handler.handledActions, [.buttonTapped(7)])
    }

    func testAHiddenButtonRefusesTheTap() {
        view.button.isHidden = true
        XCTAssertThrowsError(try view.button.tap())
        XCTAssertEqual(handler.handledActions, [])
    }

    func testAnAsyncTestRunsOnTheMainActorToo() async throws {
        await Task.yield()
        try view.toggle.tap()
        XCTAssertEqual(handler.handledActions, [.switchChanged(true)])
    }

    func testWaitingForAnExpectationFulfilledOnTheMainActor() {
        let tapped = expectation(description: "tapped on the main actor")
        Task { @MainActor in
            try self.view.button.tap()
            tapped.fulfill()
        }
        wait(for: [tapped], timeout: 10)
        XCTAssertEqual(handler.handledActions, [.buttonTapped(7)])
    }
}

extension MainActorSuiteTests {
    func testATestInAnExtensionSharesTheSetUp() {
        XCTAssertEqual(view.button.tag, 7)
        XCTAssertEqual(handler.handledActions, [])
    }
}
