import SendingState
import XCTest

// Tests that find a view's gesture recognizers by their UIKit class and fire them through the
// iOS library's `TestActionTrigger`, ported by renaming UIKit's types only.

/// A view whose inner view maps a tap, a pinch, a pan and a long press.
final class GestureTestView: UIView, EventForwardingProvider {
    let view = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        view.frame = bounds
        addSubview(view)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var eventForwarder: EventForwardable {
        EventForwarder(view) { _, ctx in
            ctx.tapGesture {
                [TestAction.custom("tapped")]
            }
            ctx.pinchGesture(on: [.began, .changed, .ended]) {
                [TestAction.custom("pinched")]
            }
            ctx.panGesture(on: [.began, .changed, .ended]) {
                [TestAction.custom("panned")]
            }
            ctx.longPressGesture(on: [.began, .ended]) {
                [TestAction.custom("pressed")]
            }
        }
    }
}

/// A form whose slider and text field forward their new values.
final class VolumeFormView: UIView, EventForwardingProvider {
    let slider = UISlider()
    let nameField = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(slider)
        addSubview(nameField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var eventForwarder: EventForwardable {
        SenderGroup {
            EventForwarder(slider) { sender, ctx in
                ctx.control(.valueChanged) {
                    [TestAction.custom("volume \(sender.value)")]
                }
            }
            EventForwarder(nameField) { sender, ctx in
                ctx.control(.editingChanged) {
                    [TestAction.custom("name \(sender.text ?? "")")]
                }
            }
        }
    }
}

@MainActor
final class GestureRecognizerPortingTests: XCTestCase {
    var handler: TestActionHandler!

    override func setUp() async throws {
        handler = TestActionHandler()
    }

    override func tearDown() async throws {
        handler = nil
    }

    // MARK: - Gestures

    func testATapRecognizerFoundByItsUIKitClassForwardsItsAction() {
        // Given
        let view = GestureTestView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.ss.addActionHandler(to: handler)

        guard
            let tapGesture = view.view.gestureRecognizers?
                .first(where: { $0 is UITapGestureRecognizer })
        else {
            XCTFail("Tap gesture not found")
            return
        }

        // When
        TestActionTrigger.simulateGestureRecognition(tapGesture)

        // Then
        XCTAssertEqual(handler.handledActions, [.custom("tapped")])
        XCTAssertEqual(tapGesture.state, UIGestureRecognizer.State.recognized)
    }

    func testEachMappedGestureHasARecognizerOfItsUIKitClass() {
        let view = GestureTestView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertNil(view.view.gestureRecognizers, "no handler, no recognizer")
        view.ss.addActionHandler(to: handler)

        let gestures = view.view.gestureRecognizers ?? []

        XCTAssertEqual(gestures.count, 4)
        XCTAssertTrue(gestures.contains { $0 is UITapGestureRecognizer })
        XCTAssertTrue(gestures.contains { $0 is UIPinchGestureRecognizer })
        XCTAssertTrue(gestures.contains { $0 is UIPanGestureRecognizer })
        XCTAssertTrue(gestures.contains { $0 is UILongPressGestureRecognizer })
        XCTAssertFalse(gestures.contains { $0 is UISwipeGestureRecognizer })
    }

    func testAContinuousGestureFiresOnceInTheFirstPhaseItsMappingNames() throws {
        let view = GestureTestView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.ss.addActionHandler(to: handler)
        let gestures = view.view.gestureRecognizers ?? []
        let pinch = try XCTUnwrap(gestures.first { $0 is UIPinchGestureRecognizer })
        let press = try XCTUnwrap(gestures.first { $0 is UILongPressGestureRecognizer })

        TestActionTrigger.simulateGestureRecognition(pinch)
        TestActionTrigger.simulateGestureRecognition(press)

        XCTAssertEqual(handler.handledActions, [.custom("pinched"), .custom("pressed")])
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(press.state, .began)
    }

    // MARK: - Controls

    func testAControlForwardsTheEventItIsSent() {
        let view = CounterView(tag: 12)
        view.ss.addActionHandler(to: handler)

        TestActionTrigger.simulateControl(view.button, for: .touchUpInside)
        TestActionTrigger.simulateControl(view.button, for: .touchDown)

        XCTAssertEqual(handler.handledActions, [.buttonTapped(12)])
    }

    func testASwitchSendsValueChangedOnlyWhenItTurns() {
        let view = CounterView(tag: 1)
        view.ss.addActionHandler(to: handler)

        TestActionTrigger.simulateSwitch(view.toggle, flag: false)
        TestActionTrigger.simulateSwitch(view.toggle, flag: true)
        TestActionTrigger.simulateSwitch(view.toggle, flag: true)

        XCTAssertEqual(handler.handledActions, [.switchChanged(true)])
        XCTAssertTrue(view.toggle.isOn)
    }

    func testASliderAndATextFieldSendTheirEventsOnlyForANewValue() {
        let view = VolumeFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        view.ss.addActionHandler(to: handler)

        TestActionTrigger.simulateSlider(view.slider, value: 0)
        TestActionTrigger.simulateSlider(view.slider, value: 0.5)
        TestActionTrigger.simulateTextField(view.nameField, text: "")
        TestActionTrigger.simulateTextField(view.nameField, text: "Ada")

        XCTAssertEqual(handler.handledActions, [.custom("volume 0.5"), .custom("name Ada")])
    }
}
