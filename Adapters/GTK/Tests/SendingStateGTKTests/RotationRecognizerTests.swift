import SendingState
import SendingStateGTK
import Testing

/// xdotool can't make touches or touchpad rotations, so this test checks the installed controller.
@MainActor
@Suite(.serialized, .needsDisplay)
struct RotationRecognizerTests {
    @Test func aRotationMappingInstallsARotateGesture() {
        let pad = GesturePad([.rotation(), .hover()])
        pad.ss.addActionHandler(to: Recorder<SeenGesture>())
        #expect(controllerTypeNames(of: pad).sorted() == ["GtkEventControllerMotion", "GtkGestureRotate"])
    }
}
