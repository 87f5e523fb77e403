import HeadlessWidgets
import SendingState
import Testing

@MainActor
struct ViewMultiTouchTests {
    let window = makeWindow()

    /// A 300×300 gesture surface at (10, 10), with a pan, a pinch and a rotation mapped.
    func surface() -> (GestureSurface, ActionRecorder<Gesture>) {
        let (surface, recorder) = GestureSurface.added(to: window, mapping: [.pan, .pinch, .rotation])
        surface.frame = Rect(x: 10, y: 10, width: 300, height: 300)
        return (surface, recorder)
    }

    @Test func fingersAreNumberedInTheOrderTheyLandAndLandingReportsNothingAndTakesNoTime() throws {
        let (surface, recorder) = surface()
        let touch = try surface.touchDown(at: [Point(x: 100, y: 150), Point(x: 200, y: 150)])
        #expect(touch.view === surface)
        #expect(touch.locations == [0: Point(x: 100, y: 150), 1: Point(x: 200, y: 150)])
        #expect(recorder.actions.isEmpty)
        #expect(surface.eventLog.isEmpty)
        #expect(window.clock.now.offset == .zero, "landing takes no time")
    }

    @Test func aFingerLandingOutsideTheViewIsRefusedAndNoFingerLands() {
        let (surface, recorder) = surface()
        let refused = refusal(of: try surface.touchDown(at: [Point(x: 100, y: 150), Point(x: 350, y: 150)]))
        #expect(refused?.reason == .outsideBounds)
        #expect(refused?.interaction == "touchDown(at: [(100, 150), (350, 150)])")
        #expect(refused?.location == Point(x: 360, y: 160), "in window coordinates")
        #expect(recorder.actions.isEmpty)
    }

    @Test func aFingerLandingOnAViewInFrontIsRefusedNamingIt() {
        let (surface, recorder) = surface()
        let badge = View(frame: Rect(x: 200, y: 10, width: 50, height: 50))
        badge.accessibilityIdentifier = "badge"
        window.addSubview(badge)
        let refused = refusal(of: try surface.touchDown(at: [Point(x: 20, y: 20), Point(x: 200, y: 20)]))
        #expect(refused?.reason == .covered)
        #expect(refused?.blockingNode == "View#badge")
        #expect(refused?.location == Point(x: 210, y: 30))
        #expect(refusal(of: try surface.touchDown(at: [Point(x: 20, y: 20), Point(x: 100, y: 20)])) == nil)
        #expect(recorder.actions.isEmpty)
    }

    @Test func fingersOnAHiddenViewOrADisabledControlAreRefused() {
        let (surface, _) = surface()
        surface.isHidden = true
        #expect(refusal(of: try surface.touchDown(at: [Point(x: 20, y: 20)]))?.reason == .hidden)
        let button = Button(title: "Zoom")
        button.frame = Rect(x: 0, y: 400, width: 100, height: 100)
        window.addSubview(button)
        button.isEnabled = false
        #expect(refusal(of: try button.touchDown(at: [Point(x: 20, y: 20)]))?.reason == .disabled)
        #expect(button.eventLog.isEmpty)
    }

    @Test func pointsNoFingersCouldTouchAreRefused() {
        let (surface, _) = surface()
        #expect(
            refusal(of: try surface.touchDown(at: []))?.reason
                == .invalidArgument("at least one finger must touch down"))
        #expect(
            refusal(of: try surface.touchDown(at: [Point(x: .nan, y: 20)]))?.reason
                == .invalidArgument("every point must be finite, got (nan, 20)"))
        #expect(
            refusal(of: try surface.touchDown(at: [Point(x: 20, y: 20), Point(x: 20, y: 20)]))?.reason
                == .invalidArgument("two fingers can't touch the same point (20, 20)"))
    }
}
