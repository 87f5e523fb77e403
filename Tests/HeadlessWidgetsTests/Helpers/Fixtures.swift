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
    /// The kinds of gesture the surface maps.
    var kinds: [GestureKind] = GestureKind.allCases

    var eventForwarder: any EventForwardable {
        EventForwarder(self) { [kinds] _, ctx in
            for kind in kinds {
                ctx.gesture(.anyPhase(kind)) { [Gesture(kind: kind, values: ctx.gestureValues)] }
            }
        }
    }

    /// A surface that maps some kinds of gesture, added to `window`, with a recorder attached.
    ///
    /// Every mapped recognizer hears every finger, as in every toolkit, so a test maps the kinds
    /// it looks at: a long press mapped with its zero minimum makes every tap fail.
    static func added(to window: Window, mapping kinds: [GestureKind]) -> (
        GestureSurface, ActionRecorder<Gesture>
    ) {
        let surface = GestureSurface(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        surface.kinds = kinds
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
