import HeadlessWidgets
import SendingState

/// A 390×844 window, like a phone screen.
@MainActor
func makeWindow() -> Window {
    Window(size: Size(width: 390, height: 844))
}

/// A view in a fresh window, filling a 100×100 square at (10, 10), with every gesture mapped to
/// an action naming its kind and phase.
@MainActor
final class GestureSurface: View, EventForwardingProvider {
    var eventForwarder: any EventForwardable {
        EventForwarder(self) { _, ctx in
            for kind in GestureKind.allCases {
                ctx.gesture(.anyPhase(kind)) { [Gesture(kind: kind, values: ctx.gestureValues)] }
            }
        }
    }

    /// A surface added to `window`, with a recorder attached.
    static func added(to window: Window) -> (GestureSurface, ActionRecorder<Gesture>) {
        let surface = GestureSurface(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(surface)
        let recorder = ActionRecorder<Gesture>()
        surface.ss.addActionHandler(to: recorder)
        return (surface, recorder)
    }
}

/// A recognized gesture, as ``GestureSurface`` forwards it.
struct Gesture: Equatable {
    var kind: GestureKind
    var values: GestureValues
    var phase: GesturePhase { values.phase }
}

extension GestureEvent {
    /// A declaration of `kind` that matches every phase and parameter, to observe raw reports.
    static func anyPhase(_ kind: GestureKind) -> GestureEvent {
        switch kind {
        case .tap: .tap(numberOfTaps: 1, numberOfTouches: 1, on: .all)
        case .longPress: .longPress(minimumPressDuration: 0, on: .all)
        case .swipe: .swipe(direction: [.left, .right, .up, .down], on: .all)
        case .pan: .pan(on: .all)
        case .pinch: .pinch(on: .all)
        case .rotation: .rotation(on: .all)
        case .screenEdge: .screenEdge(edges: .all, on: .all)
        case .hover: .hover(on: .all)
        }
    }
}

/// The control events of a view's event log, one entry per report.
@MainActor
func controlEvents(of view: View) -> [ControlEvents] {
    view.eventLog.compactMap {
        if case .control(let events) = $0 { events } else { nil }
    }
}
