/// A handler box that takes actions of one type, so that a mapping producing exactly that type
/// delivers them after one cast of the box, with no cast per action.
@usableFromInline
class ActionSink<Action>: HandlerBox {
    /// Hands one action to the handler, if it is still alive.
    @usableFromInline
    func receive(_ action: Action) {}
}
