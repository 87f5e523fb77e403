/// A weakly held action handler that accepts actions of any type and forwards those of its own.
///
/// Generic over nothing, so a list of handlers of different action types can be stored together.
/// Each box is also an ``ActionSink`` of its handler's action type, which delivery checks with
/// one cast; actions of another type go through ``deliverConverting(_:)``.
@usableFromInline
class HandlerBox {
    /// The identity of the handler, to keep registrations unique.
    let id: ObjectIdentifier

    init(id: ObjectIdentifier) {
        self.id = id
    }

    /// The handler, or `nil` once it was released.
    var object: AnyObject? { nil }

    /// Forwards the actions that convert to the handler's action type, in order; ignores the rest.
    @usableFromInline
    func deliverConverting<Action>(_ actions: [Action]) {}

    /// Whether this box holds `object`, which must be alive.
    final func holds(_ object: AnyObject) -> Bool {
        id == ObjectIdentifier(object) && self.object === object
    }
}
