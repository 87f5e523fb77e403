/// A set of mapped events, coarse enough to test in a few instructions: the union of the control
/// events, one bit per gesture kind, and whether any key is mapped.
///
/// It answers "could any of these events match?" with no false negatives; the mapping's own
/// matching rules decide the rest.
struct EventMask: Equatable {
    /// The union of the mapped control events.
    private(set) var controls: ControlEvents = []

    /// The mapped gesture kinds, one bit per ``GestureKind``.
    private(set) var gestureKinds: UInt16 = 0

    /// Whether a key is mapped; keys come at a person's typing speed, so one bit will do.
    private(set) var hasKeys = false

    /// Adds a mapped event.
    mutating func insert(_ event: SenderEvent) {
        switch event {
        case .control(let control): controls.formUnion(control)
        case .gesture(let gesture): gestureKinds |= gesture.gestureKind.bit
        case .key: hasKeys = true
        }
    }

    /// Adds every event of another mask.
    mutating func formUnion(_ other: EventMask) {
        controls.formUnion(other.controls)
        gestureKinds |= other.gestureKinds
        hasKeys = hasKeys || other.hasKeys
    }

    /// Whether an event of this mask could match the occurrence; `false` means none can.
    func mayMatch(_ occurrence: SenderOccurrence) -> Bool {
        switch occurrence {
        case .control(let control): !controls.isDisjoint(with: control)
        case .gesture(let kind, _): gestureKinds & kind.bit != 0
        case .key: hasKeys
        }
    }
}

extension GestureKind {
    /// This kind's bit in a set of kinds.
    var bit: UInt16 {
        switch self {
        case .tap: 1 << 0
        case .longPress: 1 << 1
        case .swipe: 1 << 2
        case .pan: 1 << 3
        case .pinch: 1 << 4
        case .rotation: 1 << 5
        case .screenEdge: 1 << 6
        case .hover: 1 << 7
        }
    }
}
