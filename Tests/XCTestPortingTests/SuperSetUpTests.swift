import Foundation
import SendingState
import XCTest

// A `@MainActor` suite whose async `setUp()` and `tearDown()` call `super`, as UIKit suites do:
// in the Swift 6 language mode it compiles because `XCTestCase` is `AsyncSetUpTestCase` here
// (Helpers/XCTestNames.swift). Objects made in `autoreleasepool` are gone after it, as on iOS.

@MainActor
final class SuperSetUpTests: XCTestCase {
    var window: UIWindow!
    var view: CounterView!
    var handler: TestActionHandler!
    var setUpsOnTheMainThread = 0

    override func setUp() async throws {
        try await super.setUp()
        await MainActor.run {
            window = UIWindow(size: CGSize(width: 320, height: 480))
            view = CounterView(tag: 3)
            window.addSubview(view)
            handler = TestActionHandler()
            view.ss.addActionHandler(to: handler)
        }
        if Thread.isMainThread { setUpsOnTheMainThread += 1 }
    }

    override func tearDown() async throws {
        XCTAssertEqual(setUpsOnTheMainThread, 1)
        await MainActor.run {
            window = nil
            view = nil
            handler = nil
        }
        try await super.tearDown()
        XCTAssertTrue(Thread.isMainThread)
    }

    func testSetUpRanOnceOnTheMainThreadBeforeTheTest() throws {
        XCTAssertEqual(setUpsOnTheMainThread, 1)
        try view.button.tap()
        XCTAssertEqual(handler.handledActions, [.buttonTapped(3)])
    }

    func testAnObjectMadeInAnAutoreleasePoolIsGoneAfterIt() {
        weak var released: CounterView?
        let made = autoreleasepool { () -> Bool in
            let counter = CounterView(tag: 9)
            released = counter
            return released != nil
        }
        XCTAssertTrue(made)
        XCTAssertNil(released)
    }

    func testAnAutoreleasePoolRethrowsWhatItsBodyThrows() {
        struct Failure: Error {}
        XCTAssertThrowsError(try autoreleasepool { () throws -> Int in throw Failure() }) { error in
            XCTAssertTrue(error is Failure)
        }
    }
}
