/// An event a mapping declares: a set of control events, a gesture, or a key press.
///
/// Adapters read the events mapped on a sender through `sender.ss.mappedEvents`, to install
/// the native recognizers they need.
public enum SenderEvent: Hashable, Sendable {
    /// One or more control events.
    case control(Control)
    /// A gesture with its phases and parameters.
    case gesture(Gesture)
    /// A key with exactly these modifiers, as a UIKit key command.
    case key(KeyPress)

    /// The control events of a mapping, under SendingState 1.0.0's name: write
    /// `.control(.touchUpInside)`, or `.control(.init(.touchUpInside))` as 1.0.0 code does.
    public typealias Control = ControlEvents

    /// The gesture of a mapping, under SendingState 1.0.0's name.
    public typealias Gesture = GestureEvent

    /// Whether a reported occurrence fires a mapping of this event.
    ///
    /// A control mapping fires when its events intersect the reported ones; a gesture mapping
    /// follows the rules of ``GestureEvent``; a key mapping fires for an equal ``KeyPress``: the
    /// same key with exactly the same modifiers.
    ///
    /// - Parameter occurrence: What the adapter reported.
    /// - Returns: `true` if a mapping of this event fires.
    @inlinable
    public func matches(_ occurrence: SenderOccurrence) -> Bool {
        switch (self, occurrence) {
        case (.control(let mapped), .control(let reported)):
            !mapped.isDisjoint(with: reported)
        case (.gesture(let mapped), .gesture(let kind, let values)):
            mapped.matches(kind, values)
        case (.key(let mapped), .key(let reported)):
            mapped == reported
        default:
            false
        }
    }
}

extension SenderEvent: CustomStringConvertible {
    /// The event as `control[touchUpInside]`, `tap(taps: 1, touches: 1) on [recognized]` or
    /// `key(command+q)`.
    public var description: String {
        switch self {
        case .control(let events): "control\(events)"
        case .gesture(let gesture): gesture.description
        case .key(let press): "key(\(press))"
        }
    }
}
