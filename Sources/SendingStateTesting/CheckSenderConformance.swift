public import SendingState

/// The control events a click reports, in UIKit's order.
private let clickEvents: [ControlEvents] = [.touchDown, .touchUpInside, .primaryActionTriggered]

/// Checks that a toolkit adapter's sender keeps the contract of `Sender`, driving it with real input.
///
/// The checker makes a sender with the driver, maps events on it through a provider of its own with
/// a recording handler, and has the driver act on it. It then checks:
///
/// - **Storage identity:** `senderStorage` returns the same instance on every read.
/// - **Control events:** a click reports `touchDown`, `touchUpInside` and
///   `primaryActionTriggered`, once each, in that order, one event per report.
/// - **Gestures:** each gesture in `gestures` is reported in the phases of its kind (recognized
///   once, or began, changed and ended) with the values the recognizer measured: taps and touches,
///   one swipe direction, one screen edge, the press duration, translation, scale and rotation.
/// - **Lazy recognizers**, when the driver tells which are installed: none before anything is
///   mapped, the mapped kinds once mapped, and none after the mappings go away.
/// - **Release:** once the checker and the driver let go, the sender and its storage are freed.
///
/// It uses no test framework, so any can assert on its result:
///
/// ```swift
/// @Test @MainActor func theButtonKeepsTheSenderContract() throws {
///     let violations = try checkSenderConformance(
///         of: ButtonDriver(window: Window(size: Size(width: 100, height: 100))),
///         gestures: [.tap(), .tap(numberOfTaps: 2), .longPress(minimumPressDuration: 0.3)])
///     #expect(violations.isEmpty, "\(violations)")
/// }
/// ```
///
/// - Parameters:
///   - driver: Makes, drives and releases the senders to check.
///   - click: Whether the sender is a control that a click should send control events on.
///   - gestures: The gestures to perform, as the mappings that should fire; only those the driver
///     can perform with the toolkit's real input.
/// - Returns: Every violation found, in the order of the checks above; empty when the sender conforms.
/// - Throws: Whatever the driver throws.
@MainActor
public func checkSenderConformance<Driver: SenderConformanceDriver>(
    of driver: Driver,
    click: Bool = true,
    gestures: [GestureEvent] = []
) throws -> [SenderConformanceViolation] {
    weak var weakSender: Driver.Subject?
    weak var weakStorage: SenderStorage?
    // In a closure, so that the checker's own references end before the release is checked.
    var violations: [SenderConformanceViolation] = try {
        let sender = try driver.makeSender()
        weakSender = sender
        weakStorage = sender.senderStorage
        let found = Result {
            try interactionViolations(of: sender, by: driver, click: click, gestures: gestures)
        }
        try driver.release(sender)
        return try found.get()
    }()
    if weakSender != nil || weakStorage != nil {
        let alive = [weakSender != nil ? "the sender" : nil, weakStorage != nil ? "its storage" : nil]
        violations.append(
            SenderConformanceViolation(
                .release,
                "\(alive.compactMap { $0 }.joined(separator: " and ")) outlived every reference the "
                    + "checker and the driver held"))
    }
    return violations
}

/// Maps events through a probe, drives the sender, and checks what reached the probe.
@MainActor
private func interactionViolations<Driver: SenderConformanceDriver>(
    of sender: Driver.Subject,
    by driver: Driver,
    click: Bool,
    gestures: [GestureEvent]
) throws -> [SenderConformanceViolation] {
    guard sender.senderStorage === sender.senderStorage else {
        return [
            SenderConformanceViolation(
                .storageIdentity,
                "two reads of senderStorage returned different instances; store one as "
                    + "`let senderStorage = SenderStorage()`, and nothing else can work")
        ]
    }
    var violations: [SenderConformanceViolation] = []
    func checkInstalled(_ expected: Set<GestureKind>, _ when: String) {
        guard let installed = driver.installedGestureKinds(on: sender), installed != expected else { return }
        violations.append(
            SenderConformanceViolation(
                .recognizerInstallation,
                "\(when), recognizers were installed for \(names(installed)), expected \(names(expected)); "
                    + "install them from `ss.mappedEvents` in `mappedEventsDidChange()`"))
    }
    checkInstalled([], "before anything was mapped")

    let probe = ConformanceProbe(subject: sender, controls: click ? clickEvents : [], gestures: gestures)
    checkInstalled(Set(gestures.map(\.gestureKind)), "once \(gestures.map(\.description)) were mapped")

    if click {
        probe.clear()
        try driver.click(sender)
        violations += clickViolations(probe.records)
    }
    for (index, gesture) in gestures.enumerated() {
        probe.clear()
        try driver.perform(gesture, on: sender)
        let reports = probe.records.compactMap { record -> GestureValues? in
            guard case .gesture(index, let values) = record else { return nil }
            return values
        }
        violations += gestureViolations(gesture, reports)
    }

    probe.unmapEverything()
    checkInstalled([], "after every mapping went away")
    return violations
}

/// Checks the control events of one click.
private func clickViolations(_ records: [ProbeRecord]) -> [SenderConformanceViolation] {
    var violations: [SenderConformanceViolation] = []
    let events = records.compactMap { record -> ControlEvents? in
        if case .control(let event) = record { event } else { nil }
    }
    if events != clickEvents {
        violations.append(
            SenderConformanceViolation(
                .controlEventOrder,
                "a click reported \(events.map(\.description).joined()), expected "
                    + "\(clickEvents.map(\.description).joined()), each once, in that order"))
    }
    let reports = records.filter { $0 == .controlReport }.count
    if reports < events.count {
        violations.append(
            SenderConformanceViolation(
                .combinedControlReport,
                "a click's \(events.count) control events came in \(reports) reports; report each "
                    + "event in its own `ss.report(.control(_:))`, so each mapping fires once per event"))
    }
    return violations
}

/// Checks the reports of one performed gesture against its kind's phases and values.
private func gestureViolations(_ gesture: GestureEvent, _ reports: [GestureValues])
    -> [SenderConformanceViolation]
{
    let name = gesture.description
    guard !reports.isEmpty else {
        return [
            SenderConformanceViolation(
                .gestureNotReported,
                "\(name) was performed and no report matched it; report it with the taps, touches, "
                    + "direction, edge and press duration the recognizer measured")
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
    switch gesture.gestureKind {
    case .tap:
        break  // Matching already required its exact taps and touches.
    case .longPress:
        let durations = reports.map(\.pressDuration)
        if durations != durations.sorted() {
            problems.append("pressDuration went down between reports: \(durations)")
        }
    case .swipe:
        if let bad = reports.first(where: { $0.direction.rawValue.nonzeroBitCount != 1 }) {
            problems.append("direction \(bad.direction) is not exactly one direction")
        } else if let bad = reports.first(where: { !(gesture.direction ?? []).isSuperset(of: $0.direction) })
        {
            problems.append("direction \(bad.direction) is not the one swiped")
        }
    case .screenEdge:
        if let bad = reports.first(where: { $0.edge.rawValue.nonzeroBitCount != 1 }) {
            problems.append("edge \(bad.edge) is not exactly one edge")
        } else if let bad = reports.first(where: { !(gesture.edges ?? []).isSuperset(of: $0.edge) }) {
            problems.append("edge \(bad.edge) is not the one the pan started from")
        }
        if reports.allSatisfy({ $0.translation == .zero }) { problems.append("translation stayed zero") }
    case .pan:
        if reports.allSatisfy({ $0.translation == .zero }) { problems.append("translation stayed zero") }
    case .pinch:
        if reports.allSatisfy({ $0.scale == 1 }) { problems.append("scale stayed 1") }
        if reports.contains(where: { $0.numberOfTouches != 2 }) {
            problems.append("numberOfTouches is not 2")
        }
    case .rotation:
        if reports.allSatisfy({ $0.rotation == 0 }) { problems.append("rotation stayed 0") }
        if reports.contains(where: { $0.numberOfTouches != 2 }) {
            problems.append("numberOfTouches is not 2")
        }
    case .hover:
        if reports.contains(where: { $0.numberOfTouches != 0 }) {
            problems.append("numberOfTouches is not 0: a hovering pointer touches nothing")
        }
    }
    return problems
}

/// Gesture kinds as a sorted list, such as `[pan, tap]`.
private func names(_ kinds: Set<GestureKind>) -> String {
    "[" + kinds.map(\.rawValue).sorted().joined(separator: ", ") + "]"
}
