import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport
import Testing

/// xdotool makes no touches and no touchpad pinches, so these tests check what a mapping installs;
/// the engine's tests check what two fingers report.
@MainActor
@Suite(.serialized, .needsGTKDisplay)
struct GTKWindowPinchTests {
    @Test func aPinchAndARotationMappingInstallTheirRecognizers() {
        let pad = GesturePad([.pinch(), .rotation(), .hover()])
        pad.ss.addActionHandler(to: Recorder<SeenGesture>())
        #expect(pad.installedGestureKinds == [.pinch, .rotation, .hover])
    }
}
