public import SendingState

/// What an input engine keeps for one ``InputTarget``: the gesture recognizers its mappings need,
/// and the touch it tracks when it is a control.
///
/// A target stores one, created with it, and keeps its recognizers in step with its mappings through
/// ``InputTarget/updateRecognizers()``, which the default `mappedEventsDidChange()` calls.
/// Recognizers are installed lazily: one per gesture kind mapped, none when nothing is, and each is
/// retired with the last mapping of its kind.
///
/// A long press has one recognizer per minimum press duration mapped, as each
/// `UILongPressGestureRecognizer` has its own: each begins at its own minimum, and a mapping fires
/// on the reports of the recognizer of its minimum. A tap fails when held as long as the shortest
/// minimum, ``GestureThresholds/minimumPressDuration`` when none is mapped, so a long press is
/// never also a tap.
@MainActor
public final class SenderInput {
    /// The recognizers of the mapped gesture kinds other than hover, in the order of
    /// `GestureKind.allCases`, which is the order they report in when one event ends several; the
    /// long presses among them shortest minimum first.
    private(set) var recognizers: [any PointerGestureRecognizer] = []
    /// The recognizer of a mapped hover.
    private(set) var hover: HoverRecognizer?
    /// The recognizer of a mapped tap, whose streak interval the engine sets from its own.
    private(set) var tap: TapRecognizer?
    /// The recognizers of the mapped long presses, one per minimum, shortest first, whose deadlines
    /// the engine serves.
    private(set) var longPresses: [LongPressRecognizer] = []
    /// The recognizer of a mapped screen-edge pan, whose screen the engine sets from its window.
    private(set) var screenEdgePan: PanRecognizer?

    /// The gesture kinds whose recognizers are installed now.
    public private(set) var installedGestureKinds: Set<GestureKind> = []

    /// The minimum press durations of the long presses mapped, one recognizer each, shortest
    /// first; empty when no long press is mapped.
    public var longPressMinimums: [Double] {
        longPresses.map(\.minimumPressDuration)
    }

    /// How long a press may last and still be a tap, in seconds: the shortest minimum press
    /// duration mapped, ``GestureThresholds/minimumPressDuration`` when none is.
    public private(set) var pressThreshold = GestureThresholds.minimumPressDuration

    /// The pointer whose touch the control tracks, and whether it is inside the control now.
    var trackedTouch: (pointer: Int, isInside: Bool)?

    /// The touch the control tracks, or tracked last: where and when the engine last reported it.
    ///
    /// It is set at the press, before ``InputTarget/respond(to:)`` hears
    /// ``TargetInput/touchWillChange(_:)`` with `began`, updated before each later change, and kept
    /// after the touch ends; `nil` before the first.
    public internal(set) var touch: ControlTouch?

    /// Whether the control tracks a touch now, as UIKit's `UIControl.isTracking` says: from the
    /// press, before its `touchDown`, until the touch ends or is cancelled, before its
    /// `touchUpInside`, `touchUpOutside` or `touchCancel`.
    public var isTracking: Bool { trackedTouch != nil }

    /// Whether a ``TextInputTarget`` is being edited: from its `editingDidBegin` to its
    /// `editingDidEnd`, which the kit reports as it takes and loses the focus.
    public internal(set) var isEditing = false

    /// Counts the streak of the control's presses, for `touchDownRepeat`, with the tap's rule: it
    /// hears the tracked pointer only.
    private(set) lazy var pressStreak = TapRecognizer { _, _ in }

    // MARK: - What the engine keeps while pointers are down

    /// The engine whose pointers the recognizers hear now, which serves their deadlines, so that a
    /// change of the mappings mid-press moves its timer.
    weak var engine: InputEngine?
    /// How many pointers that are down the recognizers hear.
    var pointersHeard = 0
    /// Whether the engine lists the target among those that hear its pointers.
    var isListed = false
    /// The event of the engine's in which the target was last reached, and its place in that
    /// event's list, so that one event gathers a target's pointers without searching.
    var lastEvent = 0
    var placeInEvent = 0

    /// Creates the input of a target that maps nothing yet.
    public init() {}

    /// Builds the recognizers the mapped events need and retires the others.
    ///
    /// - Parameters:
    ///   - events: The events mapped on the target, from `ss.mappedEvents`.
    ///   - target: The target, on which the recognizers report.
    /// - Complexity: O(*m* log *m*) for *m* mapped events.
    func update(for events: [SenderEvent], of target: some InputTarget) {
        var kinds: Set<GestureKind> = []
        var minimums: Set<Double> = []
        for event in events {
            guard case .gesture(let gesture) = event else { continue }
            kinds.insert(gesture.gestureKind)
            // SendingState makes every mapped minimum a finite duration, zero or more.
            if gesture.gestureKind == .longPress, let minimum = gesture.minimumPressDuration {
                minimums.insert(minimum)
            }
        }
        let sortedMinimums = minimums.sorted()
        pressThreshold = sortedMinimums.first ?? GestureThresholds.minimumPressDuration
        if kinds != installedGestureKinds || sortedMinimums.count != longPresses.count {
            install(kinds, longPresses: sortedMinimums.count, on: target)
        }
        // The shortest minimum goes to the recognizer that had the shortest, and so on, so that a
        // minimum changed while a finger is down moves that recognizer's deadline.
        for (recognizer, minimum) in zip(longPresses, sortedMinimums) {
            recognizer.minimumPressDuration = minimum
        }
        tap?.maximumPressDuration = pressThreshold
        pressStreak.maximumPressDuration = pressThreshold
        engine?.deadlinesDidChange()
    }

    /// Keeps the recognizers of the kinds still mapped, makes those of new kinds, and drops the
    /// rest; keeps as many long presses as are mapped, the shortest first.
    private func install(_ kinds: Set<GestureKind>, longPresses count: Int, on target: some InputTarget) {
        let report: GestureReport = { [weak target] kind, values in target?.emitGesture(kind, values) }
        // The long presses are kept by their order, below; the others by their kind.
        var kept: [GestureKind: any PointerGestureRecognizer] = [:]
        for recognizer in recognizers {
            kept[recognizer.kind] = recognizer
        }
        var pressing = Array(longPresses.prefix(count))
        while pressing.count < count {
            pressing.append(LongPressRecognizer(report: report))
        }
        longPresses = pressing
        recognizers = GestureKind.allCases.flatMap { kind -> [any PointerGestureRecognizer] in
            guard kinds.contains(kind) else { return [] }
            if kind == .longPress { return pressing }
            return (kept[kind] ?? Self.makeRecognizer(kind, report: report)).map { [$0] } ?? []
        }
        tap = recognizers.lazy.compactMap { $0 as? TapRecognizer }.first
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
