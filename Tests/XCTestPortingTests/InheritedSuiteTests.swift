import Foundation
import SendingState
import XCTest

// A shared base class, as UIKit suites use one for a window and helpers: it isn't final, it has a
// test of its own that each subclass inherits, and its subclasses add tests that throw. Each test
// marks that it ran to its end, and `tearDown()` checks the mark.

@MainActor
class WindowTestCase: XCTestCase {
    var window: UIWindow!
    var ranToTheEnd = false

    override func setUp() async throws {
        window = UIWindow(size: CGSize(width: 390, height: 844))
    }

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func show(_ view: UIView) -> UIView {
        window.addSubview(view)
        return view
    }

    func testTheWindowStartsEmpty() {
        XCTAssertEqual(window.subviews.count, 0)
        ranToTheEnd = true
    }
}

final class CounterScreenTests: WindowTestCase {
    func testAViewShownInTheWindowTakesTaps() throws {
        let view = CounterView(tag: 3)
        let handler = TestActionHandler()
        view.ss.addActionHandler(to: handler)
        _ = show(view)

        try view.button.tap()

        XCTAssertEqual(handler.handledActions, [.buttonTapped(3)])
        XCTAssertEqual(window.subviews.count, 1)
        ranToTheEnd = true
    }

    func testAViewCoveredByAnotherRefusesTheTap() throws {
        let view = CounterView(tag: 3)
        _ = show(view)
        _ = show(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))

        XCTAssertThrowsError(try view.button.tap())
        ranToTheEnd = true
    }
}

// A shared base class whose only test is async, and a subclass whose own test throws: the
// subclass's list holds the inherited async test beside the throwing one, with no plain test,
// which once stopped the build with "heterogeneous collection literal". Each test marks that it
// ran to its end, and the base class's `tearDown()` checks the mark for both classes.

@MainActor
class AsyncBaseTestCase: XCTestCase {
    var ranToTheEnd = false

    override func tearDown() async throws {
        XCTAssertTrue(ranToTheEnd, "\(name) returned before its end")
        try await super.tearDown()
    }

    func testTheInheritedAsyncTestRunsInEachSubclass() async {
        await Task.yield()
        XCTAssertTrue(Thread.isMainThread)
        ranToTheEnd = true
    }
}

final class ThrowingSubclassOfAnAsyncBaseTests: AsyncBaseTestCase {
    func testTheSubclassThrowingTestRunsBesideTheInheritedOne() throws {
        let view = CounterView(tag: 5)
        let handler = TestActionHandler()
        view.ss.addActionHandler(to: handler)
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        window.addSubview(view)

        try view.button.tap()

        XCTAssertEqual(handler.handledActions, [.buttonTapped(5)])
        ranToTheEnd = true
    }
}
