import SendingState
import XCTest

// The shape of the iOS library's own suites: a nonisolated class whose `setUp()` and `tearDown()`
// make and drop the handler, and tests in a `@MainActor` extension because they touch views. The
// tests keep the iOS suite's snake_case names.

final class EventForwarderTests: XCTestCase {
    var handler: TestActionHandler!

    override func setUp() {
        super.setUp()
        handler = TestActionHandler()
    }

    override func tearDown() {
        handler = nil
        super.tearDown()
    }
}

@MainActor
extension EventForwarderTests {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    func test_button_touchUpInside_forwards_action() {
        let view = CounterView(tag: 90)
        view.ss.addActionHandler(to: handler)

        view.button.sendActions(for: .touchUpInside)

        XCTAssertEqual(handler.handledActions, [.buttonTapped(90)])
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    func test_switch_valueChanged_forwards_the_new_value() throws {
        let window = UIWindow(size: CGSize(width: 320, height: 480))
        let view = CounterView(tag: 1)
        window.addSubview(view)
        view.ss.addActionHandler(to: handler)

        try view.toggle.tap()
        try view.toggle.tap()

        XCTAssertEqual(handler.handledActions, [.switchChanged(true), .switchChanged(false)])
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    func test_each_test_gets_a_fresh_handler_from_setUp() {
        XCTAssertEqual(handler.handledActions, [])
    }
}
