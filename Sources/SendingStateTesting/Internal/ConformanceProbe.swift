import SendingState

/// What a mapping of the probe recorded when it fired.
enum ProbeRecord: Equatable {
    /// The individual mapping of one control event fired.
    case control(ControlEvents)
    /// The mapping of every checked control event fired: once per report.
    case controlReport
    /// The mapping of the gesture at an index of ``ConformanceProbe/gestures`` fired.
    case gesture(index: Int, GestureValues)
    /// A wider mapping of a checked kind fired, which shows what was reported when no checked
    /// gesture matched.
    case witness(GestureKind, GestureValues)
}

/// The provider through which the checker maps events on the sender under test.
///
/// It maps each checked control event alone, their union once more (to count reports), each
/// checked gesture in every phase, and witnesses: wider declarations of each checked kind, so that a
/// gesture reported with the wrong values is still seen. Its handler is itself, so it records what
/// reached it.
@MainActor
final class ConformanceProbe<Subject: Sender>: Sender, EventForwardingProvider {
    let senderStorage = SenderStorage()
    let subject: Subject
    /// The control events mapped one by one; empty when no control events are checked.
    var controls: [ControlEvents]
    /// The gestures mapped, each in every phase.
    var gestures: [GestureEvent]
    /// The wider declarations mapped for the checked kinds of gesture.
    var witnesses: [GestureEvent]
    /// What the mappings recorded, oldest first.
    private(set) var records: [ProbeRecord] = []

    init(subject: Subject, controls: [ControlEvents], gestures: [GestureEvent]) {
        self.subject = subject
        self.controls = controls
        self.gestures = gestures.map(inEveryPhase)
        self.witnesses = witnessDeclarations(for: gestures)
        ss.addActionHandler(to: self)
    }

    var eventForwarder: any EventForwardable {
        EventForwarder(subject) { [controls, gestures, witnesses] _, ctx in
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
            for witness in witnesses {
                ctx.gesture(witness) { [ProbeRecord.witness(witness.gestureKind, ctx.gestureValues)] }
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
        witnesses = []
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

/// The touches a witness accepts: a report with more is not seen.
let witnessTouches = 1...3

/// Declarations of each kind among `gestures`, in every phase, that between them match any report of
/// that kind with up to three touches, and taps up to one more than the most asked for.
///
/// Each report matches at most one of them, as they differ in exact taps or touches. A long-press
/// witness requires the shortest press checked, as a shorter one would move the recognizer's
/// threshold and change what the sender reports.
func witnessDeclarations(for gestures: [GestureEvent]) -> [GestureEvent] {
    let mostTaps = gestures.compactMap(\.numberOfTaps).max() ?? 0
    let shortestPress =
        gestures.filter { $0.gestureKind == .longPress }.compactMap(\.minimumPressDuration).min()
        ?? GestureEvent.Defaults.minimumPressDuration
    var witnesses: [GestureEvent] = []
    for kind in GestureKind.allCases where gestures.contains(where: { $0.gestureKind == kind }) {
        switch kind {
        case .tap:
            for taps in 1...max(mostTaps + 1, 3) {
                for touches in witnessTouches {
                    witnesses.append(.tap(numberOfTaps: taps, numberOfTouches: touches, on: .all))
                }
            }
        case .longPress:
            for taps in 0...max(mostTaps, 1) {
                for touches in witnessTouches {
                    witnesses.append(
                        .longPress(
                            minimumPressDuration: shortestPress, numberOfTaps: taps, numberOfTouches: touches,
                            on: .all))
                }
            }
        case .swipe:
            for touches in witnessTouches {
                witnesses.append(.swipe(direction: everyDirection, numberOfTouches: touches, on: .all))
            }
        case .pan: witnesses.append(.pan(on: .all))
        case .pinch: witnesses.append(.pinch(on: .all))
        case .rotation: witnesses.append(.rotation(on: .all))
        case .screenEdge: witnesses.append(.screenEdge(edges: .all, on: .all))
        case .hover: witnesses.append(.hover(on: .all))
        }
    }
    return witnesses
}
