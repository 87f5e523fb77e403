/// The declarations one provider made for one sender, and where their actions go.
@MainActor
struct SenderRoute {
    /// The provider's compiled forwarder, holding its handlers.
    let forwarding: ProviderForwarding

    /// The sender's declaration closures, in declaration order.
    private(set) var declarations: ContiguousArray<EventForwarder.Declaration> = []

    /// The events those declarations map, in declaration order.
    private(set) var events: [SenderEvent] = []

    /// The union of mapped control events, to reject unmapped ones without running a declaration.
    private(set) var controlEvents: ControlEvents = []

    /// The mapped gesture kinds, one bit per ``GestureKind``, for the same purpose.
    private(set) var gestureKinds: UInt16 = 0

    init(forwarding: ProviderForwarding) {
        self.forwarding = forwarding
    }

    mutating func add(_ declaration: @escaping EventForwarder.Declaration, events: [SenderEvent]) {
        declarations.append(declaration)
        self.events += events
        for event in events {
            switch event {
            case .control(let control): controlEvents.formUnion(control)
            case .gesture(let gesture): gestureKinds |= gesture.kind.bit
            }
        }
    }

    /// Whether any declaration could match the occurrence; `false` means none can.
    func mayMatch(_ occurrence: SenderOccurrence) -> Bool {
        switch occurrence {
        case .control(let control): !controlEvents.isDisjoint(with: control)
        case .gesture(let kind, _): gestureKinds & kind.bit != 0
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
