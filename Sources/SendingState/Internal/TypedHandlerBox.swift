/// A weakly held handler of a known type.
final class TypedHandlerBox<Handler: ActionHandlingProvider>: ActionSink<Handler.Action> {
    private weak var handler: Handler?

    init(_ handler: Handler) {
        self.handler = handler
        super.init(id: ObjectIdentifier(handler))
    }

    override var object: AnyObject? { handler }

    override func receive(_ action: Handler.Action) {
        handler?.handle(action: action)
    }

    override func receiveConverting<Action>(_ action: Action) {
        if let action = action as? Handler.Action {
            handler?.handle(action: action)
        }
    }
}
