import CGtk
import SendingState
import Testing

@testable import SendingStateGTK

@MainActor
@Suite(.serialized, .needsDisplay)
struct GestureFeedTests {
    @Test func removingAFeedRemovesItsControllerAndItsCompanions() {
        let box = GTKBox()
        let recognizer = DragFeed(owner: box, need: RecognizerNeed(kind: .longPress, pressThreshold: 0.5))
        // The drag gesture, and the watcher of releases a child claimed.
        #expect(controllerTypeNames(of: box).sorted() == ["GtkEventControllerLegacy", "GtkGestureDrag"])
        recognizer.remove()
        #expect(controllerTypeNames(of: box).isEmpty)
    }

    @Test func aControlsFeedsRunInTheCapturePhaseAndABoxsInTheBubblePhase() {
        let button = GTKButton()
        let box = GTKBox()
        let onButton = ClickFeed(owner: button, need: RecognizerNeed(kind: .tap, pressThreshold: 0.5))
        let onBox = ClickFeed(owner: box, need: RecognizerNeed(kind: .tap, pressThreshold: 0.5))
        #expect(gtk_event_controller_get_propagation_phase(onButton.controller) == GTK_PHASE_CAPTURE)
        #expect(gtk_event_controller_get_propagation_phase(onBox.controller) == GTK_PHASE_BUBBLE)
    }
}
