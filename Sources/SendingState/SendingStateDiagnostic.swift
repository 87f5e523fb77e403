/// Misuse that SendingState survives and reports instead of crashing.
public enum SendingStateDiagnostic: Hashable, Sendable {
    /// A view model or store was applied to a view of another type; nothing was applied.
    case bindingMismatch(BindingMismatch)

    /// Handlers kept reporting events on a sender from inside its own dispatch, nesting deeper than
    /// ``SendingStateDiagnostics/maximumDispatchDepth``; the innermost event was dropped.
    case dispatchTooDeep(sender: String, occurrence: SenderOccurrence, depth: Int)
}

extension SendingStateDiagnostic: CustomStringConvertible {
    /// A sentence saying what went wrong and what SendingState did about it.
    public var description: String {
        switch self {
        case .bindingMismatch(let mismatch):
            mismatch.description
        case .dispatchTooDeep(let sender, let occurrence, let depth):
            "\(occurrence) on \(sender) was reported from inside \(depth) nested dispatches on the same sender; "
                + "it was dropped to stop a handler loop."
        }
    }
}
