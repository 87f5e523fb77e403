import SendingState
import SendingStateTesting

/// A way to break the sender contract on purpose, one for each kind of violation.
enum Defect: String, CaseIterable, Sendable {
    case freshStorageOnEveryRead
    case controlEventsOutOfOrder
    case controlEventsCombined
    case tapWithoutItsNumberOfTaps
    case doubleTapAsTwoSingleTaps
    case panWithoutBegan
    case swipeInTwoDirections
    case swipeTheOtherWay
    case pressDurationGoingDown
    case screenEdgeFromTwoEdges
    case screenEdgeFromTheOtherEdge
    case continuousGesturesStandStill
    case twoFingerGesturesWithOneTouch
    case nonFiniteVelocity
    case hoverWithATouch
    case recognizersInstalledEagerly
    case recognizersNeverRemoved
    case keptAliveByTheToolkit
    case keyboardActivationAsAClick
    case sliderValueChangedBeforeTouchDragInside
    case sliderDragWithoutTouchDragInside

    /// The kind of control whose contract the defect breaks: a slider's, for a slider's defects.
    var control: ScriptedControl {
        switch self {
        case .sliderValueChangedBeforeTouchDragInside, .sliderDragWithoutTouchDragInside: .slider
        default: .button
        }
    }
}

/// The kind of control a ``ScriptedSender`` acts as.
enum ScriptedControl: Sendable {
    /// Reports `touchDown`, `touchUpInside`, `primaryActionTriggered` on a click, and
    /// `primaryActionTriggered` on Space.
    case button
    /// Reports `valueChanged` between `touchDown` and `touchUpInside` on a click of +, and
    /// `valueChanged` on an arrow key.
    case stepper
    /// Reports `touchDown`, `touchDragInside`, `valueChanged`, `touchUpInside` on a drag of its
    /// thumb, `touchDown`, `touchUpInside` on a click that doesn't move it, and `valueChanged` on an
    /// arrow key.
    case slider

    /// The contract the checker holds this kind of control to.
    var contract: SenderConformanceControl {
        switch self {
        case .button: .button
        case .stepper: .stepper
        case .slider: .slider
        }
    }
}

/// An adapter's sender without a toolkit: the driver calls its methods as a toolkit's signals would,
/// and each reports what a real recognizer would, broken by its defect if it has one.
final class ScriptedSender: Sender {
    let defect: Defect?
    let control: ScriptedControl
    private let storage = SenderStorage()
    private(set) var installedKinds: Set<GestureKind>
    /// Whether half a second passed since the last interaction; if not, a tap joins its streak, as
    /// on a real toolkit.
    private var rested = true

    init(defect: Defect?, control: ScriptedControl = .button) {
        self.defect = defect
        self.control = control
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

    /// Lets time pass on the "toolkit's" clock.
    func wait(_ duration: Duration) {
        if duration >= .milliseconds(500) { rested = true }
    }

    /// Whether this interaction follows the last one too closely, and marks the start of another.
    private func joinsStreak() -> Bool {
        defer { rested = false }
        return !rested
    }

    func click() {
        _ = joinsStreak()
        if control == .stepper {
            ss.report(.control(.touchDown))
            ss.report(.control(.valueChanged))
            ss.report(.control(.touchUpInside))
            return
        }
        if control == .slider {
            ss.report(.control(.touchDown))
            ss.report(.control(.touchUpInside))
            return
        }
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

    /// A press on a slider's thumb, one move toward the maximum, and a lift inside the slider: the
    /// value changes with the move, and is reported after it.
    func dragThumb() {
        _ = joinsStreak()
        ss.report(.control(.touchDown))
        switch defect {
        case .sliderValueChangedBeforeTouchDragInside:
            ss.report(.control(.valueChanged))
            ss.report(.control(.touchDragInside))
        case .sliderDragWithoutTouchDragInside:
            ss.report(.control(.valueChanged))
        default:
            ss.report(.control(.touchDragInside))
            ss.report(.control(.valueChanged))
        }
        ss.report(.control(.touchUpInside))
    }

    /// Space on a focused button, or an arrow key on a focused stepper or slider.
    func pressKey() {
        _ = joinsStreak()
        switch (control, defect) {
        case (.stepper, _), (.slider, _):
            ss.report(.control(.valueChanged))
        case (.button, .keyboardActivationAsAClick):
            click()
        case (.button, _):
            ss.report(.control(.primaryActionTriggered))
        }
    }

    func perform(_ gesture: GestureEvent) {
        let touches = gesture.numberOfTouches ?? 1
        let joined = joinsStreak()
        switch gesture.gestureKind {
        case .tap:
            let taps = defect == .tapWithoutItsNumberOfTaps ? 0 : gesture.numberOfTaps ?? 1
            if defect == .doubleTapAsTwoSingleTaps, taps == 2 {
                report(.tap, GestureValues(phase: .recognized, numberOfTouches: touches, numberOfTaps: 1))
                report(.tap, GestureValues(phase: .recognized, numberOfTouches: touches, numberOfTaps: 1))
                return
            }
            // A tap too soon after the last interaction continues its streak.
            report(
                .tap,
                GestureValues(
                    phase: .recognized, numberOfTouches: touches, numberOfTaps: joined ? taps + 1 : taps))
        case .swipe:
            let direction: SwipeDirection =
                switch defect {
                case .swipeInTwoDirections: [.left, .up]
                case .swipeTheOtherWay: .right
                default: .left
                }
            report(.swipe, GestureValues(phase: .recognized, numberOfTouches: touches, direction: direction))
        case .longPress:
            let minimum = gesture.minimumPressDuration ?? 0.5
            let first = defect == .pressDurationGoingDown ? minimum + 0.3 : minimum
            report(.longPress, GestureValues(phase: .began, pressDuration: first))
            let last = minimum + 0.2
            report(.longPress, GestureValues(phase: .ended, pressDuration: last))
        case .pan, .screenEdge, .pinch, .rotation, .hover:
            reportContinuous(gesture)
        }
    }

    private func reportContinuous(_ gesture: GestureEvent) {
        let twoFingers = gesture.gestureKind == .pinch || gesture.gestureKind == .rotation
        let touches =
            switch (gesture.gestureKind, defect) {
            case (.hover, .hoverWithATouch): 1
            case (.hover, _): 0
            case (_, .twoFingerGesturesWithOneTouch) where twoFingers: 1
            default: twoFingers ? 2 : 1
            }
        let edge: ScreenEdges =
            switch defect {
            case .screenEdgeFromTwoEdges: [.left, .top]
            case .screenEdgeFromTheOtherEdge: .right
            default: .left
            }
        for (step, phase) in [GesturePhase.began, .changed, .changed, .ended].enumerated() {
            if phase == .began, defect == .panWithoutBegan, gesture.gestureKind == .pan { continue }
            let moved = defect == .continuousGesturesStandStill ? 0 : Double(step) * 10
            report(
                gesture.gestureKind,
                GestureValues(
                    phase: phase, location: Point(x: moved, y: 0), translation: Point(x: moved, y: 0),
                    velocity: Point(x: defect == .nonFiniteVelocity ? .nan : moved, y: 0),
                    scale: 1 + moved / 100, rotation: moved / 100, numberOfTouches: touches,
                    edge: gesture.gestureKind == .screenEdge ? edge : []))
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
    let control: ScriptedControl
    private var kept: [ScriptedSender] = []
    /// What the checker asked of the driver, in order, such as `wait 1.0 seconds` or `click`.
    private(set) var calls: [String] = []

    /// Creates a driver of senders with a defect, of the kind of control given, or else of the kind
    /// whose contract the defect breaks.
    init(defect: Defect? = nil, control: ScriptedControl? = nil) {
        self.defect = defect
        self.control = control ?? defect?.control ?? .button
    }

    func makeSender() -> ScriptedSender {
        let sender = ScriptedSender(defect: defect, control: control)
        if defect == .keptAliveByTheToolkit { kept.append(sender) }
        return sender
    }

    func click(_ sender: ScriptedSender) {
        calls.append("click")
        sender.click()
    }

    func dragThumb(_ sender: ScriptedSender) {
        calls.append("drag thumb")
        sender.dragThumb()
    }

    func activateWithKeyboard(_ sender: ScriptedSender) {
        calls.append("key")
        sender.pressKey()
    }

    func perform(_ gesture: GestureEvent, on sender: ScriptedSender) {
        calls.append("\(gesture.gestureKind)")
        sender.perform(gesture)
    }

    func wait(_ duration: Duration, for sender: ScriptedSender) {
        calls.append("wait \(duration)")
        sender.wait(duration)
    }

    func installedGestureKinds(on sender: ScriptedSender) -> Set<GestureKind>? { sender.installedKinds }

    /// Lets go of what the "toolkit" kept, after the checker has looked.
    func letGo() { kept.removeAll() }
}
