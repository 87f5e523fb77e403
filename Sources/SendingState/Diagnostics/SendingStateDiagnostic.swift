/// Misuse that SendingState survives and reports instead of crashing.
public enum SendingStateDiagnostic: Hashable, Sendable {
    /// A view model or store was applied to a view of another type; nothing was applied.
    case bindingMismatch(BindingMismatch)

    /// Handlers kept reporting events on a sender from inside its own dispatch, nesting deeper than
    /// ``SendingStateDiagnostics/maximumDispatchDepth``; the innermost event was dropped.
    case dispatchTooDeep(sender: String, occurrence: SenderOccurrence, depth: Int)

    /// Observers kept writing to a store from inside its own notifications, nesting deeper than
    /// ``SendingStateDiagnostics/maximumDispatchDepth``; the innermost write was dropped.
    case storeUpdateTooDeep(store: String, depth: Int)

    /// A second sender used a ``SenderStorage`` that belongs to another; nothing was bound,
    /// installed or dispatched for it.
    case sharedSenderStorage(owner: String, intruder: String)

    /// A gesture mapping was declared with a parameter that can never be met, and was corrected.
    case invalidGestureParameter(gesture: String, problem: String)

    /// A value of another type than a store's state was set as an erased store's state; nothing
    /// changed.
    case stateTypeMismatch(store: String, expected: String, actual: String)

    /// A provider's mapping produced an action while no live handler was attached to the provider,
    /// so nothing received it: reported in debug builds, once per provider.
    ///
    /// Each view that declares an ``EventForwardingProvider/eventForwarder`` needs a handler of its
    /// own, such as a header inside a screen: attach one with `ss.addActionHandler(to:)`.
    case unhandledAction(provider: String, action: String)

    /// A toolkit adapter survived a misuse and says what it did about it, such as a list whose data
    /// source asked for a cell of an unregistered identifier and got a placeholder.
    case toolkitMisuse(toolkit: String, message: String)
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
        case .storeUpdateTooDeep(let store, let depth):
            "a write to \(store) was made from inside \(depth) nested notifications of its own observers; "
                + "it was dropped to stop an observer loop."
        case .sharedSenderStorage(let owner, let intruder):
            "a \(intruder) used the SenderStorage of a \(owner); each sender must store its own, "
                + "so nothing was done for the \(intruder)."
        case .invalidGestureParameter(let gesture, let problem):
            "the mapping of \(gesture) was declared with \(problem)."
        case .stateTypeMismatch(let store, let expected, let actual):
            "a \(actual) was set as the state of \(store), whose state is a \(expected); nothing changed."
        case .unhandledAction(let provider, let action):
            "the \(provider)'s mapping sent \(action), and no handler is attached to the \(provider) to receive it; "
                + "attach one with ss.addActionHandler(to:), as each view that declares an eventForwarder needs its own "
                + "(reported once per view, in debug builds)."
        case .toolkitMisuse(let toolkit, let message):
            "\(toolkit): \(message)"
        }
    }
}
