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
    // Held as `AnyObject?`: loading a weak `Handler?` makes the runtime look up the metadata of
    // `Optional<Handler>` on every delivery.
    private weak var handler: AnyObject?

    init(_ handler: Handler) {
        self.handler = handler
        super.init(id: ObjectIdentifier(handler))
    }

    override var object: AnyObject? { handler }

    override func deliver<A>(_ actions: [A]) {
        guard let object = handler else { return }
        let handler = unsafeDowncast(object, to: Handler.self)
        // `ObjectIdentifier`, not `==`: `==` takes `Any.Type?`, whose metadata the runtime looks up.
        if ObjectIdentifier(A.self) == ObjectIdentifier(Handler.Action.self) {
            // The common case: the mapping produces exactly the handler's action type.
            // By index: a `for in` loop needs `IndexingIterator<[Handler.Action]>`, whose metadata
            // the runtime looks up on every call in this unspecialized generic code.
            let typed = unsafeBitCast(actions, to: [Handler.Action].self)
            for index in 0..<typed.count {
                handler.handle(action: typed[index])
            }
        } else {
            deliverConverting(actions, to: handler)
        }
    }

    /// Delivers the actions that convert to the handler's type.
    ///
    /// Kept out of `deliver(_:)`, which would otherwise look up `Optional<Handler.Action>`'s
    /// metadata on entry, on every delivery.
    @inline(never)
    private func deliverConverting<A>(_ actions: [A], to handler: Handler) {
        for case let action as Handler.Action in actions {
            handler.handle(action: action)
        }
    }
}
