/// A weakly held action handler that accepts actions of any type and forwards those of its own.
///
/// Generic over nothing, so a list of handlers of different action types can be stored together;
/// the typed subclass checks each action's type at delivery.
class HandlerBox {
    /// The identity of the handler, to keep registrations unique.
    let id: ObjectIdentifier

    init(id: ObjectIdentifier) {
        self.id = id
    }

    /// The handler, or `nil` once it was released.
    var object: AnyObject? { nil }

    /// Forwards the actions the handler understands, in order; ignores the rest.
    func deliver<A>(_ actions: [A]) {}

    /// Whether this box holds `object`, which must be alive.
    final func holds(_ object: AnyObject) -> Bool {
        id == ObjectIdentifier(object) && self.object === object
    }
}

final class TypedHandlerBox<Handler: ActionHandlingProvider>: HandlerBox {
    weak var handler: Handler?

    init(_ handler: Handler) {
        self.handler = handler
        super.init(id: ObjectIdentifier(handler))
    }

    override var object: AnyObject? { handler }

    override func deliver<A>(_ actions: [A]) {
        guard let handler else { return }
        if A.self == Handler.Action.self {
            // The common case: the mapping produces exactly the handler's action type.
            for action in unsafeBitCast(actions, to: [Handler.Action].self) {
                handler.handle(action: action)
            }
        } else {
            for case let action as Handler.Action in actions {
                handler.handle(action: action)
            }
        }
    }
}
