import SendingState
import SendingStateGTK
import SendingStateGTKTesting
import SendingStateTestSupport

/// A gesture a test saw: its kind and what the recognizer reported.
struct SeenGesture: Equatable {
    var kind: GestureKind
    var values: GestureValues
}

/// A pad in a window that maps the gestures it is given, in every phase, and records what fired.
final class GesturePad: GTKBox, EventForwardingProvider {
    /// The gestures mapped; reload the event forwarder after changing them.
    var gestures: [GestureEvent]

    init(_ gestures: [GestureEvent]) {
        self.gestures = gestures
        super.init()
        setMinimumSize(width: 300, height: 200)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(self) { [gestures] _, ctx in
            for gesture in gestures {
                ctx.gesture(gesture) { [SeenGesture(kind: gesture.gestureKind, values: ctx.gestureValues)] }
            }
        }
    }
}

/// A pad shown in a test window, with a recorder attached.
@MainActor
struct ShownPad {
    let pad: GesturePad
    let recorder = Recorder<SeenGesture>()
    let window: GTKTestWindow

    init(_ gestures: [GestureEvent]) {
        pad = GesturePad(gestures)
        pad.ss.addActionHandler(to: recorder)
        // The window is the pad's size, so its edges are the window's edges.
        window = GTKTestWindow(pad, width: 300, height: 200)
    }

    var pointer: RealInput { window.input }
    var phases: [GesturePhase] { recorder.actions.map(\.values.phase) }
}
