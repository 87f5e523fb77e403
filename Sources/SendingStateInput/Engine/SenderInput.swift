public import SendingState

/// What an input engine keeps for one ``InputTarget``: the gesture recognizers its mappings need,
/// and the touch it tracks when it is a control.
///
/// A target stores one, created with it, and keeps its recognizers in step with its mappings by
/// calling ``InputTarget/updateRecognizers()`` from `mappedEventsDidChange()`. Recognizers are
/// installed lazily: one per gesture kind mapped, none when nothing is, and each is retired with the
/// last mapping of its kind.
///
/// A long press begins at the shortest minimum press duration mapped,
/// ``GestureThresholds/minimumPressDuration`` when none says otherwise, and a tap fails when held
/// that long, so a long press is never also a tap.
@MainActor
public final class SenderInput {
    /// The recognizers of the mapped gesture kinds other than hover, in the order of
    /// `GestureKind.allCases`, which is the order they report in when one event ends several.
    private(set) var recognizers: [any PointerGestureRecognizer] = []
    /// The recognizer of a mapped hover.
    private(set) var hover: HoverRecognizer?
    /// The recognizer of a mapped tap, whose streak interval the engine sets from its own.
    private(set) var tap: TapRecognizer?
    /// The recognizer of a mapped long press, whose deadline the engine serves.
    private(set) var longPress: LongPressRecognizer?
    /// The recognizer of a mapped screen-edge pan, whose screen the engine sets from its window.
    private(set) var screenEdgePan: PanRecognizer?

    /// The gesture kinds whose recognizers are installed now.
    public private(set) var installedGestureKinds: Set<GestureKind> = []

    /// When a long press begins, and how long a press may last and still be a tap, in seconds: the
    /// shortest minimum press duration mapped, ``GestureThresholds/minimumPressDuration`` when none
    /// is.
    public private(set) var pressThreshold = GestureThresholds.minimumPressDuration

    /// The pointer whose touch the control tracks, and whether it is inside the control now.
    var trackedTouch: (pointer: Int, isInside: Bool)?

    /// The touch the control tracks, or tracked last: where and when the engine last reported it.
    ///
    /// It is set at the press, before ``InputTarget/controlTouchWillChange(_:)`` hears `began`,
    /// updated before each later change, and kept after the touch ends; `nil` before the first.
    public internal(set) var touch: ControlTouch?

    /// Whether the control tracks a touch now, as UIKit's `UIControl.isTracking` says: from the
    /// press, before its `touchDown`, until the touch ends or is cancelled, before its
    /// `touchUpInside`, `touchUpOutside` or `touchCancel`.
    public var isTracking: Bool { trackedTouch != nil }

    /// Counts the streak of the control's presses, for `touchDownRepeat`, with the tap's rule: it
    /// hears the tracked pointer only.
    private(set) lazy var pressStreak = TapRecognizer { _, _ in }

    /// Creates the input of a target that maps nothing yet.
    public init() {}

    /// Builds the recognizers the mapped events need and retires the others.
    ///
    /// - Parameters:
    ///   - events: The events mapped on the target, from `ss.mappedEvents`.
    ///   - target: The target, on which the recognizers report.
    /// - Complexity: O(*m*) for *m* mapped events.
    func update(for events: [SenderEvent], of target: some InputTarget) {
        var kinds: Set<GestureKind> = []
        var shortestPress: Double?
        for event in events {
            guard case .gesture(let gesture) = event else { continue }
            kinds.insert(gesture.gestureKind)
            // SendingState makes every mapped minimum a finite duration, zero or more.
            if let minimum = gesture.minimumPressDuration {
                shortestPress = min(shortestPress ?? minimum, minimum)
            }
        }
        pressThreshold = shortestPress ?? GestureThresholds.minimumPressDuration
        if kinds != installedGestureKinds {
            install(kinds, on: target)
        }
        tap?.maximumPressDuration = pressThreshold
        longPress?.minimumPressDuration = pressThreshold
        pressStreak.maximumPressDuration = pressThreshold
    }

    /// Keeps the recognizers of the kinds still mapped, makes those of new kinds, and drops the rest.
    private func install(_ kinds: Set<GestureKind>, on target: some InputTarget) {
        let report: GestureReport = { [weak target] kind, values in target?.emitGesture(kind, values) }
        var kept: [GestureKind: any PointerGestureRecognizer] = [:]
        for recognizer in recognizers where kinds.contains(recognizer.kind) {
            kept[recognizer.kind] = recognizer
        }
        recognizers = GestureKind.allCases.compactMap { kind in
            kinds.contains(kind) ? kept[kind] ?? Self.makeRecognizer(kind, report: report) : nil
        }
        tap = recognizers.lazy.compactMap { $0 as? TapRecognizer }.first
        longPress = recognizers.lazy.compactMap { $0 as? LongPressRecognizer }.first
        screenEdgePan = recognizers.lazy.compactMap { $0 as? PanRecognizer }.first { $0.kind == .screenEdge }
        if !kinds.contains(.hover) {
            hover = nil
        } else if hover == nil {
            hover = HoverRecognizer(report: report)
        }
        installedGestureKinds = kinds
    }

    /// The recognizer of a kind of gesture that pointers press, the one place that maps a kind to
    /// its recognizer; `nil` for a hover, which has no press and a recognizer of its own.
    private static func makeRecognizer(_ kind: GestureKind, report: @escaping GestureReport)
        -> (any PointerGestureRecognizer)?
    {
        switch kind {
        case .tap: TapRecognizer(report: report)
        case .longPress: LongPressRecognizer(report: report)
        case .swipe: SwipeRecognizer(report: report)
        case .pan: PanRecognizer(report: report)
        case .screenEdge: PanRecognizer(screenSize: .zero, report: report)
        case .pinch: PinchRecognizer(report: report)
        case .rotation: RotationRecognizer(report: report)
        case .hover: nil
        }
    }
}
