/// A set of control events, named and composed as in UIKit's `UIControl.Event`.
///
/// Mappings list the events they react to; adapters report the events that happened.
/// A mapping fires when the two sets intersect.
///
/// ```swift
/// ctx.control([.touchUpInside, .touchUpOutside]) { [Action.released] }
/// ```
public struct ControlEvents: OptionSet, Hashable, Sendable {
    /// The bit pattern of the set.
    public let rawValue: UInt32

    /// Creates a set from its bit pattern.
    ///
    /// - Parameter rawValue: The bits of the events in the set.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A touch went down inside the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A repeated touch went down inside the control, for example the second tap of a double tap.
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    /// A touch moved while staying inside the control.
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    /// A touch moved while staying outside the control.
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    /// A touch moved from outside the control to inside it.
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    /// A touch moved from inside the control to outside it.
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    /// A touch lifted inside the control.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The system cancelled a touch on the control.
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    /// The control's value changed, for example a slider moved or a switch flipped.
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The control's primary action was triggered, for example a button tap.
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// Editing began in a text control.
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    /// The text of a text control changed while editing.
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    /// Editing ended in a text control because the user pressed return.
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Creates a set holding the same events, as SendingState 1.0.0's `SenderEvent.Control(_:)` does.
    ///
    /// - Parameter events: The events.
    public init(_ events: ControlEvents) {
        self = events
    }

    /// The events themselves, as SendingState 1.0.0's `SenderEvent.Control.value` reads them.
    public var value: ControlEvents {
        self
    }

    /// Every touch event.
    public static let allTouchEvents: ControlEvents = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
        .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    /// Every editing event.
    public static let allEditingEvents: ControlEvents = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]
    /// Every event.
    public static let allEvents: ControlEvents = [
        .allTouchEvents, .valueChanged, .primaryActionTriggered, .allEditingEvents,
    ]
}

extension ControlEvents: CustomStringConvertible {
    /// The names of the events in the set, in declaration order, such as `[touchDown, touchUpInside]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.event) }.map(\.name).joined(separator: ", ") + "]"
    }

    private static let names: [(event: ControlEvents, name: String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
        (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]
}
