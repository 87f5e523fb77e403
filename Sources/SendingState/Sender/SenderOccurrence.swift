/// Something that happened on a sender, as a toolkit adapter reports it.
///
/// An adapter recognizes a touch or a gesture with its toolkit's own means, then reports it with
/// one call, `sender.ss.report(_:)`. The core decides which mappings match.
///
/// ```swift
/// button.ss.report(.control(.touchUpInside))
/// view.ss.report(.gesture(.pan, GestureValues(phase: .changed, translation: Point(x: 12, y: 0))))
/// ```
public enum SenderOccurrence: Hashable, Sendable {
    /// One or more control events happened at once.
    case control(ControlEvents)
    /// A gesture recognizer reported a phase, with what it measured.
    case gesture(GestureKind, GestureValues)
}

extension SenderOccurrence: CustomStringConvertible {
    /// The occurrence as `control[touchUpInside]` or `pan changed`.
    public var description: String {
        switch self {
        case .control(let events): "control\(events)"
        case .gesture(let kind, let values): "\(kind) \(values.phase)"
        }
    }
}
