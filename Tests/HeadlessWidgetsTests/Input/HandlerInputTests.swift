import HeadlessWidgets
import SendingState
import Testing

/// Input that a handler makes while the window reports an event: kept, and applied in the order it
/// came, once the event in progress is done.
@MainActor
struct HandlerInputTests {
    let window = Window(size: Size(width: 390, height: 844))

    /// A screen that maps a key, with a button that reports its touch events and primary action.
    final class Screen: View, EventForwardingProvider {
        let button = Button(title: "Buy")

        override init(frame: Rect) {
            super.init(frame: frame)
            button.frame = Rect(x: 20, y: 20, width: 100, height: 44)
            addSubview(button)
        }

        var eventForwarder: any EventForwardable {
            SenderGroup {
                EventForwarder(self) { _, ctx in
                    ctx.key("x") { ["x"] }
                }
                EventForwarder(button) { _, ctx in
                    ctx.control(.touchUpInside) { ["touchUpInside"] }
                    ctx.control(.primaryActionTriggered) { ["primaryActionTriggered"] }
                }
            }
        }
    }

    @Test func aKeyPressedFromATouchUpInsideActionComesAfterPrimaryActionTriggered() throws {
        let screen = Screen(frame: window.bounds)
        window.addSubview(screen)
        var actions: [String] = []
        var pressed = false
        var handled: View?
        let handler = ActionCallback<String> { action in
            actions.append(action)
            guard action == "touchUpInside" else { return }
            handled = screen.window?.press("x")
            pressed = true
        }
        screen.ss.addActionHandler(to: handler)
        try screen.button.tap()
        #expect(actions == ["touchUpInside", "primaryActionTriggered", "x"])
        #expect(pressed)
        #expect(handled == nil, "the key waited: no view had handled it when press returned")
    }

    @Test func twoLongPressMappingsOnOneViewEachBeginAtTheirOwnMinimum() throws {
        final class Card: View, EventForwardingProvider {
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { _, ctx in
                    ctx.longPressGesture(on: .began) { ["0.5 s began at \(ctx.gestureValues.pressDuration)"] }
                    ctx.longPressGesture(minimumPressDuration: 0.2, on: .began) {
                        ["0.2 s began at \(ctx.gestureValues.pressDuration)"]
                    }
                }
            }
        }
        let card = Card(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(card)
        let recorder = ActionRecorder<String>()
        card.ss.addActionHandler(to: recorder)
        try card.longPress(duration: 1)
        #expect(recorder.actions == ["0.2 s began at 0.2", "0.5 s began at 0.5"])
    }

    @Test func aLongPressMinimumLoweredWhileTheFingerIsDownBeginsAtOnce() throws {
        final class Card: View, EventForwardingProvider {
            var minimum = 2.0
            var eventForwarder: any EventForwardable {
                EventForwarder(self) { [minimum] _, ctx in
                    ctx.longPressGesture(minimumPressDuration: minimum, on: [.began, .ended]) {
                        ["\(ctx.gestureValues.phase) after \(ctx.gestureValues.pressDuration)"]
                    }
                }
            }
        }
        let card = Card(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(card)
        var actions: [String] = []
        let clock = window.clock
        let handler = ActionCallback<String> { action in
            actions.append("\(action), at \(clock.now.offset)")
        }
        card.ss.addActionHandler(to: handler)
        clock.schedule(after: .milliseconds(300)) { _ in
            card.minimum = 0.2
            card.ss.reloadEventForwarder()
        }
        try card.longPress(duration: 1)
        #expect(actions == ["began after 0.2, at 0.3 seconds", "ended after 1.0, at 1.0 seconds"])
    }
}
