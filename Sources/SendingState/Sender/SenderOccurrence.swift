/// Something that happened on a sender, as a toolkit adapter reports it.
///
/// An adapter recognizes a touch or a gesture with its toolkit's own means, then reports it with
/// one call, `sender.ss.report(_:)`. The core decides which mappings match.
///
/// ```swift
/// button.ss.report(.control(.touchUpInside))
/// view.ss.report(.gesture(.pan, GestureValues(phase: .changed, translation: Point(x: 12, y: 0))))
/// screen.ss.report(.key(KeyPress("q", modifierFlags: .command)))
/// ```
public enum SenderOccurrence: Hashable, Sendable {
    /// One or more control events happened at once.
    case control(ControlEvents)
    /// A gesture recognizer reported a phase, with what it measured.
    case gesture(GestureKind, GestureValues)
    /// A key was pressed with modifiers while the sender was the first to map it on the way up
    /// from the focused sender; see <doc:PortingToAToolkit#Deliver-keys-through-the-focus-chain>.
    case key(KeyPress)
}

extension SenderOccurrence: CustomStringConvertible {
    /// The occurrence as `control[touchUpInside]`, `pan changed` or `key command+q`.
    public var description: String {
        switch self {
        case .control(let events): "control\(events)"
        case .gesture(let kind, let values): "\(kind) \(values.phase)"
        case .key(let press): "key \(press)"
        }
    }
}
