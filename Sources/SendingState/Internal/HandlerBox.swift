/// A weakly held action handler that accepts actions of any type and forwards those of its own.
///
/// Generic over nothing, so a list of handlers of different action types can be stored together.
/// Each box is also an ``ActionSink`` of its handler's action type, which delivery checks with
/// one cast; actions of another type go through ``receiveConverting(_:)``.
@usableFromInline
class HandlerBox {
    /// The identity of the handler, to keep registrations unique.
    let id: ObjectIdentifier

    init(id: ObjectIdentifier) {
        self.id = id
    }

    /// The handler, or `nil` once it was released.
    var object: AnyObject? { nil }

    /// Forwards an action if it converts to the handler's action type; ignores it otherwise.
    ///
    /// Takes one action, not an array: an array handed to a method the compiler can't see through
    /// would have to live on the heap.
    @usableFromInline
    func receiveConverting<Action>(_ action: Action) {}

    /// Whether this box holds `object`, which must be alive.
    final func holds(_ object: AnyObject) -> Bool {
        id == ObjectIdentifier(object) && self.object === object
    }
}
