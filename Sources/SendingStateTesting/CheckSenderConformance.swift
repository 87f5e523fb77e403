public import SendingState

/// How long the checker lets pass before each interaction: longer than any double-tap interval.
let pauseBetweenInteractions: Duration = .seconds(1)

/// Checks that a toolkit adapter's sender keeps the contract of `Sender`, driving it with real input.
///
/// The checker makes a sender with the driver, maps events on it through a provider of its own with
/// a recording handler, and has the driver act on it, letting a second pass on the toolkit's clock
/// before each interaction (see ``SenderConformanceDriver/wait(_:for:)``). It then checks:
///
/// - **Storage identity:** `senderStorage` returns the same instance on every read.
/// - **Control events**, for a sender that is a control: a pointer activation, when `input`
///   includes ``SenderConformanceInput/pointer``, reports the control's
///   ``SenderConformanceControl/pointerEvents``, and a keyboard activation, when it includes
///   ``SenderConformanceInput/keyboard``, its ``SenderConformanceControl/keyboardEvents``: each
///   once, in that order, one event per report, and no other event of either list. The pointer
///   clicks most controls, with ``SenderConformanceDriver/click(_:)``, and drags a slider's thumb,
///   with ``SenderConformanceDriver/dragThumb(_:)``, as the control's
///   ``SenderConformanceControl/pointerActivation`` says. A button's click reports `touchDown`,
///   `touchUpInside`, `primaryActionTriggered`; a stepper's reports `valueChanged` between
///   `touchDown` and `touchUpInside`; a slider's thumb drag reports `touchDown`, `touchDragInside`,
///   `valueChanged`, `touchUpInside`; see ``SenderConformanceControl`` for every kind.
/// - **Gestures**, for any sender: each gesture in `gestures` is reported in the phases of its kind
///   (recognized once, or began, changed and ended) with the values the recognizer measured: taps
///   and touches, one swipe direction, one screen edge, the press duration, translation, scale and
///   rotation, every one a finite number. When none is, the violation shows what the sender
///   reported instead.
/// - **Lazy recognizers**, when the driver tells which are installed: none before anything is
///   mapped, the mapped kinds once mapped, and none after the mappings go away.
/// - **Release:** once the checker and the driver let go, the sender and its storage are freed.
///
/// It uses no test framework, so any can assert on its result, which prints one violation per line:
///
/// ```swift
/// @Test @MainActor func theButtonKeepsTheSenderContract() throws {
///     let violations = try checkSenderConformance(
///         of: ButtonDriver(window: Window(size: Size(width: 100, height: 100))),
///         control: .button, input: .pointer,
///         gestures: [.tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3)])
///     #expect(violations.isEmpty, "\(violations)")
/// }
/// ```
///
/// - Parameters:
///   - driver: Makes, drives and releases the senders to check.
///   - control: What kind of control the sender is, which says how the pointer activates it and
///     what that and its keyboard activation report; ``SenderConformanceControl/notAControl``
///     checks gestures only.
///   - input: How to activate the control: with the pointer (a click, or a slider's thumb drag),
///     with the keyboard, or both. A keyboard-only adapter passes
///     ``SenderConformanceInput/keyboard``.
///   - gestures: The gestures to perform, as the mappings that should fire; only those the driver
///     can perform with the toolkit's real input.
/// - Returns: Every violation found, in the order of the checks above; empty when the sender conforms.
/// - Throws: Whatever the driver throws, such as
///   ``SenderConformanceDriverError/keyboardActivationNotImplemented`` or
///   ``SenderConformanceDriverError/thumbDragNotImplemented``.
@MainActor
public func checkSenderConformance<Driver: SenderConformanceDriver>(
    of driver: Driver,
    control: SenderConformanceControl = .button,
    input: SenderConformanceInput = .pointer,
    gestures: [GestureEvent] = []
) throws -> SenderConformanceViolations {
    weak var weakSender: Driver.Subject?
    weak var weakStorage: SenderStorage?
    // In a closure, so that the checker's own references end before the release is checked.
    var violations: [SenderConformanceViolation] = try {
        let sender = try driver.makeSender()
        weakSender = sender
        weakStorage = sender.senderStorage
        let found = Result {
            try interactionViolations(
                of: sender, by: driver, control: control, input: input, gestures: gestures)
        }
        try driver.release(sender)
        return try found.get()
    }()
    if weakSender != nil || weakStorage != nil {
        let alive = [weakSender != nil ? "the sender" : nil, weakStorage != nil ? "its storage" : nil]
        violations.append(
            SenderConformanceViolation(
                .release,
                "expected the sender and its storage to be freed once released; "
                    + "\(alive.compactMap { $0 }.joined(separator: " and ")) outlived every reference the "
                    + "checker and the driver held"))
    }
    return SenderConformanceViolations(violations)
}

/// Checks a sender with a button's pointer click, or with no control events.
///
/// The short form of ``checkSenderConformance(of:control:input:gestures:)``: `click: true` checks
/// the sender as a ``SenderConformanceControl/button`` clicked with a pointer, and `click: false` as
/// ``SenderConformanceControl/notAControl``.
///
/// ```swift
/// let violations = try checkSenderConformance(of: driver, click: false, gestures: [.pan()])
/// ```
///
/// - Parameters:
///   - driver: Makes, drives and releases the senders to check.
///   - click: Whether the sender is a button that a click should send control events on.
///   - gestures: The gestures to perform, as the mappings that should fire.
/// - Returns: Every violation found; empty when the sender conforms.
/// - Throws: Whatever the driver throws.
@MainActor
public func checkSenderConformance<Driver: SenderConformanceDriver>(
    of driver: Driver,
    click: Bool,
    gestures: [GestureEvent] = []
) throws -> SenderConformanceViolations {
    try checkSenderConformance(
        of: driver, control: click ? .button : .notAControl, input: .pointer, gestures: gestures)
}

/// Maps events through a probe, drives the sender, and checks what reached the probe.
@MainActor
private func interactionViolations<Driver: SenderConformanceDriver>(
    of sender: Driver.Subject,
    by driver: Driver,
    control: SenderConformanceControl,
    input: SenderConformanceInput,
    gestures: [GestureEvent]
) throws -> [SenderConformanceViolation] {
    guard sender.senderStorage === sender.senderStorage else {
        return [
            SenderConformanceViolation(
                .storageIdentity,
                "expected one instance; two reads of senderStorage returned different instances. Store "
                    + "one as `let senderStorage = SenderStorage()`, and nothing else can work")
        ]
    }
    var violations: [SenderConformanceViolation] = []
    func checkInstalled(_ expected: Set<GestureKind>, _ when: String) {
        guard let installed = driver.installedGestureKinds(on: sender), installed != expected else { return }
        violations.append(
            SenderConformanceViolation(
                .recognizerInstallation,
                "\(when), expected recognizers for \(names(expected)), found them installed for "
                    + "\(names(installed)); install them from `ss.mappedEvents` in `mappedEventsDidChange()`")
        )
    }
    checkInstalled([], "before anything was mapped")

    let activations: [(input: SenderConformanceInput, expected: [ControlEvents])] = [
        input.contains(.pointer) ? control.pointerEvents.map { (.pointer, $0) } : nil,
        input.contains(.keyboard) ? control.keyboardEvents.map { (.keyboard, $0) } : nil,
    ].compactMap { $0 }
    // Every event of both lists, so that an activation reporting the other input's events is seen.
    var controls: [ControlEvents] = []
    let events = activations.isEmpty ? [] : (control.pointerEvents ?? []) + (control.keyboardEvents ?? [])
    for event in events where !controls.contains(event) {
        controls.append(event)
    }
    let probe = ConformanceProbe(subject: sender, controls: controls, gestures: gestures)
    checkInstalled(Set(gestures.map(\.gestureKind)), "once \(gestures.map(\.description)) were mapped")

    for activation in activations {
        try driver.wait(pauseBetweenInteractions, for: sender)
        probe.clear()
        let name: String
        if activation.input == .keyboard {
            name = "a keyboard activation of a \(control.name)"
            try driver.activateWithKeyboard(sender)
        } else {
            switch control.pointerActivation {
            case .click:
                name = "a pointer click of a \(control.name)"
                try driver.click(sender)
            case .thumbDrag:
                name = "a drag of a \(control.name)'s thumb, made by the driver's dragThumb(_:),"
                try driver.dragThumb(sender)
            }
        }
        violations += controlViolations(
            probe.records, expected: activation.expected, of: name, byKeyboard: activation.input == .keyboard)
    }
    for (index, gesture) in gestures.enumerated() {
        try driver.wait(pauseBetweenInteractions, for: sender)
        probe.clear()
        try driver.perform(gesture, on: sender)
        let reports = probe.records.compactMap { record -> GestureValues? in
            guard case .gesture(index, let values) = record else { return nil }
            return values
        }
        let witnessed = probe.records.compactMap { record -> String? in
            guard case .witness(let kind, let values) = record else { return nil }
            return describe(kind, values)
        }
        violations += gestureViolations(gesture, reports, witnessed: witnessed)
    }

    probe.unmapEverything()
    checkInstalled([], "after every mapping went away")
    return violations
}

/// Checks the control events of one activation against what the control's input should report.
private func controlViolations(
    _ records: [ProbeRecord], expected: [ControlEvents], of activation: String, byKeyboard: Bool
) -> [SenderConformanceViolation] {
    var violations: [SenderConformanceViolation] = []
    let events = records.compactMap { record -> ControlEvents? in
        if case .control(let event) = record { event } else { nil }
    }
    if events != expected {
        violations.append(
            SenderConformanceViolation(
                .controlEventOrder,
                "\(activation) should report \(list(expected)), each once, in that order; it reported "
                    + "\(list(events))"
                    + nativeResponseHint(
                        missing: expected.filter { !events.contains($0) },
                        byKeyboard: byKeyboard)))
    }
    let reports = records.filter { $0 == .controlReport }.count
    if reports < events.count {
        violations.append(
            SenderConformanceViolation(
                .combinedControlReport,
                "\(activation) should report its \(events.count) control events in \(events.count) "
                    + "reports, each in its own `ss.report(.control(_:))`, so each mapping fires once per "
                    + "event; they came in \(reports)"))
    }
    return violations
}

/// Where a control's own events come from, when only those are missing: an input engine reports
/// the touch events, and the control reports what it does natively.
private func nativeResponseHint(missing: [ControlEvents], byKeyboard: Bool) -> String {
    let native: [ControlEvents] = [
        .primaryActionTriggered, .valueChanged, .editingDidEndOnExit, .editingDidEnd,
    ]
    guard !missing.isEmpty, missing.allSatisfy(native.contains) else { return "" }
    let input = byKeyboard ? ".command(_:)" : ".touchEndedInside"
    return ". A control reports \(list(missing)) itself, from its toolkit's signal or from "
        + "`respond(to: \(input))` of an InputTarget; in a class-based toolkit, a subclass's respond(to:) "
        + "is called only when its base class declares it"
}

/// Control events as a list, such as `[touchDown, touchUpInside]`.
private func list(_ events: [ControlEvents]) -> String {
    "[" + events.map { String($0.description.dropFirst().dropLast()) }.joined(separator: ", ") + "]"
}

/// Checks the reports of one performed gesture against its kind's phases and values.
private func gestureViolations(_ gesture: GestureEvent, _ reports: [GestureValues], witnessed: [String])
    -> [SenderConformanceViolation]
{
    let name = gesture.description
    guard !reports.isEmpty else {
        let instead =
            witnessed.isEmpty
            ? "nothing of a checked kind with 1 to \(witnessTouches.upperBound) touches"
            : "[\(witnessed.joined(separator: ", "))]"
        return [
            SenderConformanceViolation(
                .gestureNotReported,
                "\(name) was performed, and a report matching it was expected in some phase, with the "
                    + "taps, touches, direction, edge and press duration the recognizer measured; the "
                    + "sender reported \(instead)")
        ]
    }
    var violations: [SenderConformanceViolation] = []
    let phases = reports.map(\.phase)
    if let problem = phaseProblem(
        phases, discrete: gesture.gestureKind.isDiscrete, needsChange: needsChange(gesture.gestureKind))
    {
        violations.append(
            SenderConformanceViolation(.gesturePhases, "\(name) reported phases \(phases): \(problem)"))
    }
    for problem in valueProblems(gesture, reports) {
        violations.append(SenderConformanceViolation(.gestureValues, "\(name): \(problem)"))
    }
    return violations
}

/// Whether a continuous gesture must report at least one change when performed.
private func needsChange(_ kind: GestureKind) -> Bool {
    switch kind {
    case .pan, .pinch, .rotation, .screenEdge: true
    case .tap, .swipe, .longPress, .hover: false
    }
}

/// What is wrong with a sequence of phases, or `nil` when it is right.
private func phaseProblem(_ phases: [GesturePhase], discrete: Bool, needsChange: Bool) -> String? {
    if discrete {
        return phases == [.recognized] ? nil : "expected one recognized report per gesture"
    }
    guard phases.first == .began else { return "expected began first" }
    guard phases.last == .ended else { return "expected ended last" }
    let middle = phases.dropFirst().dropLast()
    guard middle.allSatisfy({ $0 == .changed }) else {
        return "expected only changed between began and ended"
    }
    if needsChange, middle.isEmpty { return "expected changed at least once as it moved" }
    return nil
}

/// What is wrong with the values of a gesture's reports.
private func valueProblems(_ gesture: GestureEvent, _ reports: [GestureValues]) -> [String] {
    var problems: [String] = []
    if let bad = reports.first(where: { !$0.isFinite }) {
        problems.append(
            "expected every measure finite, as a mapping reads it; it reported \(bad.phase) with location "
                + "\(bad.location), translation \(bad.translation), velocity \(bad.velocity), scale \(bad.scale), "
                + "rotation \(bad.rotation) and pressDuration \(bad.pressDuration)")
    }
    switch gesture.gestureKind {
    case .tap:
        break  // Matching already required its exact taps and touches.
    case .longPress:
        let durations = reports.map(\.pressDuration)
        if durations != durations.sorted() {
            problems.append(
                "expected pressDuration never to go down between reports; it reported \(durations)")
        }
    case .swipe:
        if let bad = reports.first(where: { $0.direction.rawValue.nonzeroBitCount != 1 }) {
            problems.append("expected exactly one direction; it reported \(bad.direction)")
        } else if let bad = reports.first(where: { !(gesture.direction ?? []).isSuperset(of: $0.direction) })
        {
            problems.append(
                "expected the direction swiped, \(gesture.direction ?? []); it reported \(bad.direction)")
        }
    case .screenEdge:
        if let bad = reports.first(where: { $0.edge.rawValue.nonzeroBitCount != 1 }) {
            problems.append("expected exactly one edge; it reported \(bad.edge)")
        } else if let bad = reports.first(where: { !(gesture.edges ?? []).isSuperset(of: $0.edge) }) {
            problems.append(
                "expected the edge the pan started from, \(gesture.edges ?? []); it reported \(bad.edge)")
        }
        if reports.allSatisfy({ $0.translation == .zero }) {
            problems.append("expected the translation to move; it stayed zero")
        }
    case .pan:
        if reports.allSatisfy({ $0.translation == .zero }) {
            problems.append("expected the translation to move; it stayed zero")
        }
    case .pinch:
        if reports.allSatisfy({ $0.scale == 1 }) {
            problems.append("expected the scale to change; it stayed 1")
        }
        if let bad = reports.first(where: { $0.numberOfTouches != 2 }) {
            problems.append("expected numberOfTouches 2; it reported \(bad.numberOfTouches)")
        }
    case .rotation:
        if reports.allSatisfy({ $0.rotation == 0 }) {
            problems.append("expected the rotation to change; it stayed 0")
        }
        if let bad = reports.first(where: { $0.numberOfTouches != 2 }) {
            problems.append("expected numberOfTouches 2; it reported \(bad.numberOfTouches)")
        }
    case .hover:
        if let bad = reports.first(where: { $0.numberOfTouches != 0 }) {
            problems.append(
                "expected numberOfTouches 0, as a hovering pointer touches nothing; it reported \(bad.numberOfTouches)"
            )
        }
    }
    return problems
}

/// A reported gesture as the checker shows it, such as `tap recognized (taps: 1, touches: 1)`.
func describe(_ kind: GestureKind, _ values: GestureValues) -> String {
    var parameters: [String] = []
    switch kind {
    case .tap: parameters.append("taps: \(values.numberOfTaps)")
    case .longPress:
        parameters += ["taps: \(values.numberOfTaps)", "pressDuration: \(values.pressDuration)"]
    case .swipe: parameters.append("direction: \(values.direction)")
    case .screenEdge: parameters.append("edge: \(values.edge)")
    case .pan, .pinch, .rotation, .hover: break
    }
    parameters.append("touches: \(values.numberOfTouches)")
    let phase = kind.isDiscrete && values.phase == .recognized ? "recognized" : values.phase.description
    return "\(kind) \(phase) (\(parameters.joined(separator: ", ")))"
}

/// Gesture kinds as a sorted list, such as `[pan, tap]`.
private func names(_ kinds: Set<GestureKind>) -> String {
    "[" + kinds.map(\.rawValue).sorted().joined(separator: ", ") + "]"
}

extension GestureValues {
    /// Whether every measure is a finite number.
    fileprivate var isFinite: Bool {
        [
            location.x, location.y, translation.x, translation.y, velocity.x, velocity.y, scale, rotation,
            pressDuration,
        ].allSatisfy(\.isFinite)
    }
}
