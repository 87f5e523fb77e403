import SendingState

/// What a mapping of the probe recorded when it fired.
enum ProbeRecord: Equatable {
    /// The individual mapping of one control event fired.
    case control(ControlEvents)
    /// The mapping of every checked control event fired: once per report.
    case controlReport
    /// The mapping of the gesture at an index of ``ConformanceProbe/gestures`` fired.
    case gesture(index: Int, GestureValues)
}

/// The provider through which the checker maps events on the sender under test.
///
/// It maps each checked control event alone, their union once more (to count reports), and each
/// checked gesture in every phase. Its handler is itself, so it records what reached it.
@MainActor
final class ConformanceProbe<Subject: Sender>: Sender, EventForwardingProvider {
    let senderStorage = SenderStorage()
    let subject: Subject
    /// The control events mapped one by one; empty when clicks aren't checked.
    var controls: [ControlEvents]
    /// The gestures mapped, each in every phase.
    var gestures: [GestureEvent]
    /// What the mappings recorded, oldest first.
    private(set) var records: [ProbeRecord] = []

    init(subject: Subject, controls: [ControlEvents], gestures: [GestureEvent]) {
        self.subject = subject
        self.controls = controls
        self.gestures = gestures.map(inEveryPhase)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(subject) { [controls, gestures] _, ctx in
            for event in controls {
                ctx.control(event) { [ProbeRecord.control(event)] }
            }
            if !controls.isEmpty {
                let union = controls.reduce(into: ControlEvents()) { $0.formUnion($1) }
                ctx.control(union) { [ProbeRecord.controlReport] }
            }
            for (index, gesture) in gestures.enumerated() {
                ctx.gesture(gesture) { [ProbeRecord.gesture(index: index, ctx.gestureValues)] }
            }
        }
    }

    /// Forgets what was recorded.
    func clear() {
        records.removeAll()
    }

    /// Maps nothing any more, so that the sender's mapped events become empty.
    func unmapEverything() {
        controls = []
        gestures = []
        ss.reloadEventForwarder()
    }
}

extension ConformanceProbe: @MainActor ActionHandlingProvider {
    func handle(action: ProbeRecord) {
        records.append(action)
    }
}

/// Every swipe direction.
let everyDirection: SwipeDirection = [.left, .right, .up, .down]

/// The same gesture declaration, firing on every phase, so the checker sees all the sender reports.
///
/// Swipes accept every direction and screen-edge pans every edge, so that a report of several
/// directions or edges still reaches the checker, which then names what is wrong with it.
func inEveryPhase(_ gesture: GestureEvent) -> GestureEvent {
    let touches = gesture.numberOfTouches ?? 1
    switch gesture.gestureKind {
    case .tap:
        return .tap(numberOfTaps: gesture.numberOfTaps ?? 1, numberOfTouches: touches, on: .all)
    case .longPress:
        return .longPress(
            minimumPressDuration: gesture.minimumPressDuration ?? GestureEvent.Defaults.minimumPressDuration,
            numberOfTaps: gesture.numberOfTaps ?? 0, numberOfTouches: touches, on: .all)
    case .swipe:
        return .swipe(direction: everyDirection, numberOfTouches: touches, on: .all)
    case .pan: return .pan(on: .all)
    case .pinch: return .pinch(on: .all)
    case .rotation: return .rotation(on: .all)
    case .screenEdge: return .screenEdge(edges: .all, on: .all)
    case .hover: return .hover(on: .all)
    }
}
