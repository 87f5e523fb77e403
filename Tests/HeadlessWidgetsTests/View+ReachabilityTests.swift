import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewReachabilityTests {
    /// A window with a panel holding a "Buy" button, and a recorder on the button's taps.
    private func scene() -> (window: Window, panel: View, button: Button, recorder: ActionRecorder<String>) {
        final class Panel: View, EventForwardingProvider {
            let button = Button(title: "Buy")
            required init() {
                super.init()
                accessibilityIdentifier = "panel"
                frame = Rect(x: 0, y: 100, width: 390, height: 200)
                button.accessibilityIdentifier = "buy"
                button.frame = Rect(x: 20, y: 20, width: 100, height: 44)
                addSubview(button)
            }
            var eventForwarder: any EventForwardable {
                EventForwarder(button) { _, ctx in ctx.control(.allEvents) { ["event"] } }
            }
        }
        let window = makeWindow()
        let panel = Panel()
        window.addSubview(panel)
        let recorder = ActionRecorder<String>()
        panel.ss.addActionHandler(to: recorder)
        return (window, panel, panel.button, recorder)
    }

    @Test func aReachableButtonIsTapped() throws {
        let scene = scene()
        try scene.button.tap()
        #expect(scene.recorder.actions.count == 3)
    }

    @Test func aNodeOutsideAWindowIsRefused() {
        let scene = scene()
        scene.panel.removeFromSuperview()
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .notInWindow)
        #expect(refused?.description == "tap on Button#buy \"Buy\" refused: Panel#panel is not in a window")
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aHiddenNodeOrAncestorIsRefusedNamingIt() {
        let scene = scene()
        scene.panel.isHidden = true
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .hidden)
        #expect(refused?.blockingNode == "Panel#panel")
        #expect(refused?.description == "tap on Button#buy \"Buy\" refused: Panel#panel is hidden")
        scene.panel.isHidden = false
        scene.button.isHidden = true
        #expect(refusal(of: try scene.button.tap())?.blockingNode == nil)
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aNearlyTransparentNodeIsRefused() {
        let scene = scene()
        scene.panel.alpha = 0.009
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .transparent)
        #expect(refused?.description == "tap on Button#buy \"Buy\" refused: Panel#panel has alpha under 0.01")
        scene.panel.alpha = 0.01
        #expect(refusal(of: try scene.button.tap()) == nil)
    }

    @Test func disabledUserInteractionOnAnAncestorIsRefused() {
        let scene = scene()
        scene.panel.isUserInteractionEnabled = false
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .userInteractionDisabled)
        #expect(
            refused?.description
                == "tap on Button#buy \"Buy\" refused: Panel#panel has user interaction disabled")
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aDisabledControlIsRefused() {
        let scene = scene()
        scene.button.isEnabled = false
        #expect(
            refusal(of: try scene.button.tap())?.description
                == "tap on Button#buy \"Buy\" refused: Button#buy \"Buy\" is disabled")
    }

    @Test func aSiblingInFrontCoversTheTouchPoint() {
        let scene = scene()
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        overlay.accessibilityIdentifier = "overlay"
        scene.window.addSubview(overlay)
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .covered)
        #expect(refused?.blockingNode == "View#overlay")
        #expect(
            refused?.description
                == "tap on Button#buy \"Buy\" refused: it is covered by View#overlay at (70, 142)")
        #expect(scene.recorder.actions.isEmpty)
    }

    @Test func aSiblingBehindDoesNotCover() {
        let scene = scene()
        let backdrop = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scene.window.insertSubview(backdrop, at: 0)
        #expect(refusal(of: try scene.button.tap()) == nil)
    }

    @Test func aCoveringViewThatIsHiddenOrNonInteractiveDoesNotCover() {
        let scene = scene()
        let overlay = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scene.window.addSubview(overlay)
        overlay.isHidden = true
        #expect(refusal(of: try scene.button.tap()) == nil)
        overlay.isHidden = false
        overlay.isUserInteractionEnabled = false
        #expect(refusal(of: try scene.button.tap()) == nil)
    }

    @Test func aNodeOutsideItsAncestorsBoundsIsRefused() {
        let scene = scene()
        scene.button.frame.origin = Point(x: 500, y: 20)
        let refused = refusal(of: try scene.button.tap())
        #expect(refused?.reason == .outsideBounds)
        #expect(refused?.blockingNode == "Panel#panel")
    }

    @Test func aZeroSizedNodeCannotBeTouched() {
        let scene = scene()
        scene.button.frame.size = .zero
        #expect(refusal(of: try scene.button.tap())?.reason == .outsideBounds)
    }

    @Test func gesturesAreRefusedLikeTaps() {
        let scene = scene()
        scene.panel.isHidden = true
        #expect(refusal(of: try scene.panel.pan(by: Point(x: 1, y: 1)))?.reason == .hidden)
        #expect(refusal(of: try scene.panel.longPress(duration: 1))?.reason == .hidden)
        #expect(refusal(of: try scene.panel.hover())?.reason == .hidden)
        #expect(scene.panel.eventLog.isEmpty)
    }

    @Test func hitTestReturnsTheFrontmostInteractiveView() {
        let scene = scene()
        #expect(scene.window.hitTest(Point(x: 30, y: 130)) === scene.button)
        #expect(scene.window.hitTest(Point(x: 300, y: 130)) === scene.panel)
        #expect(scene.window.hitTest(Point(x: 300, y: 700)) === scene.window)
        #expect(scene.window.hitTest(Point(x: -1, y: 0)) == nil)
    }
}
