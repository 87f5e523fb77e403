/// A weakly held action handler that accepts actions of any type and forwards those of its own.
///
/// Generic over nothing, so a list of handlers of different action types can be stored together;
/// ``TypedHandlerBox`` checks each action's type at delivery.
class HandlerBox {
    /// The identity of the handler, to keep registrations unique.
    let id: ObjectIdentifier

    init(id: ObjectIdentifier) {
        self.id = id
    }

    /// The handler, or `nil` once it was released.
    var object: AnyObject? { nil }

    /// Forwards the actions the handler understands, in order; ignores the rest.
    func deliver<Action>(_ actions: [Action]) {}

    /// Whether this box holds `object`, which must be alive.
    final func holds(_ object: AnyObject) -> Bool {
        id == ObjectIdentifier(object) && self.object === object
    }
}
