import SendingState
import SendingStateTesting

/// A way to break the sender contract on purpose, one for each kind of violation.
enum Defect: String, CaseIterable, Sendable {
    case freshStorageOnEveryRead
    case controlEventsOutOfOrder
    case controlEventsCombined
    case tapWithoutItsNumberOfTaps
    case panWithoutBegan
    case swipeInTwoDirections
    case recognizersInstalledEagerly
    case recognizersNeverRemoved
    case keptAliveByTheToolkit
}

/// An adapter's sender without a toolkit: the driver calls its methods as a toolkit's signals would,
/// and each reports what a real recognizer would, broken by its defect if it has one.
final class ScriptedSender: Sender {
    let defect: Defect?
    private let storage = SenderStorage()
    private(set) var installedKinds: Set<GestureKind>

    init(defect: Defect?) {
        self.defect = defect
        installedKinds = defect == .recognizersInstalledEagerly ? Set(GestureKind.allCases) : []
    }

    var senderStorage: SenderStorage {
        defect == .freshStorageOnEveryRead ? SenderStorage() : storage
    }

    func mappedEventsDidChange() {
        let mapped = Set(
            ss.mappedEvents.compactMap { event -> GestureKind? in
                if case .gesture(let gesture) = event { gesture.gestureKind } else { nil }
            })
        switch defect {
        case .recognizersInstalledEagerly: break
        case .recognizersNeverRemoved: installedKinds.formUnion(mapped)
        default: installedKinds = mapped
        }
    }

    func click() {
        switch defect {
        case .controlEventsOutOfOrder:
            ss.report(.control(.touchUpInside))
            ss.report(.control(.touchDown))
            ss.report(.control(.primaryActionTriggered))
        case .controlEventsCombined:
            ss.report(.control(.touchDown))
            ss.report(.control([.touchUpInside, .primaryActionTriggered]))
        default:
            ss.report(.control(.touchDown))
            ss.report(.control(.touchUpInside))
            ss.report(.control(.primaryActionTriggered))
        }
    }

    func perform(_ gesture: GestureEvent) {
        let touches = gesture.numberOfTouches ?? 1
        switch gesture.gestureKind {
        case .tap:
            let taps = defect == .tapWithoutItsNumberOfTaps ? 0 : gesture.numberOfTaps ?? 1
            report(.tap, GestureValues(phase: .recognized, numberOfTouches: touches, numberOfTaps: taps))
        case .swipe:
            let direction: SwipeDirection = defect == .swipeInTwoDirections ? [.left, .up] : .left
            report(.swipe, GestureValues(phase: .recognized, numberOfTouches: touches, direction: direction))
        case .longPress:
            let minimum = gesture.minimumPressDuration ?? 0.5
            report(.longPress, GestureValues(phase: .began, pressDuration: minimum))
            report(.longPress, GestureValues(phase: .ended, pressDuration: minimum + 0.2))
        case .pan, .screenEdge, .pinch, .rotation, .hover:
            reportContinuous(gesture)
        }
    }

    private func reportContinuous(_ gesture: GestureEvent) {
        let touches =
            gesture.gestureKind == .hover
            ? 0 : (gesture.gestureKind == .pinch || gesture.gestureKind == .rotation ? 2 : 1)
        for (step, phase) in [GesturePhase.began, .changed, .changed, .ended].enumerated() {
            if phase == .began, defect == .panWithoutBegan, gesture.gestureKind == .pan { continue }
            let moved = Double(step) * 10
            report(
                gesture.gestureKind,
                GestureValues(
                    phase: phase, location: Point(x: moved, y: 0), translation: Point(x: moved, y: 0),
                    scale: 1 + moved / 100, rotation: moved / 100, numberOfTouches: touches,
                    edge: gesture.gestureKind == .screenEdge ? .left : []))
        }
    }

    private func report(_ kind: GestureKind, _ values: GestureValues) {
        ss.report(.gesture(kind, values))
    }
}

/// Drives ``ScriptedSender``s, and keeps them alive when that is their defect.
@MainActor
final class ScriptedDriver: SenderConformanceDriver {
    let defect: Defect?
    private var kept: [ScriptedSender] = []

    init(defect: Defect? = nil) {
        self.defect = defect
    }

    func makeSender() -> ScriptedSender {
        let sender = ScriptedSender(defect: defect)
        if defect == .keptAliveByTheToolkit { kept.append(sender) }
        return sender
    }

    func click(_ sender: ScriptedSender) { sender.click() }

    func perform(_ gesture: GestureEvent, on sender: ScriptedSender) { sender.perform(gesture) }

    func installedGestureKinds(on sender: ScriptedSender) -> Set<GestureKind>? { sender.installedKinds }

    /// Lets go of what the "toolkit" kept, after the checker has looked.
    func letGo() { kept.removeAll() }
}
