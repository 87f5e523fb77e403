import SendingState
import XCTest

// A shared base class, as UIKit suites use one for a window and helpers: it isn't final, it has a
// test of its own that each subclass inherits, and its subclasses add tests that throw.

@MainActor
class WindowTestCase: XCTestCase {
    var window: UIWindow!

    override func setUp() async throws {
        window = UIWindow(size: CGSize(width: 390, height: 844))
    }

    func show(_ view: UIView) -> UIView {
        window.addSubview(view)
        return view
    }

    func testTheWindowStartsEmpty() {
        XCTAssertEqual(window.subviews.count, 0)
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
    }

    func testAViewCoveredByAnotherRefusesTheTap() throws {
        let view = CounterView(tag: 3)
        _ = show(view)
        _ = show(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)))

        XCTAssertThrowsError(try view.button.tap())
    }
}
