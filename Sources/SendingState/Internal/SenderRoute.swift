/// The declarations one provider made for one sender, and where their actions go.
///
/// A route is immutable but for ``ownBindingGeneration``: adding a declaration makes a new route.
/// Dispatch reads a route's constant properties at every event, which needs neither a run-time
/// exclusivity check nor a retain of what they hold.
@MainActor
@usableFromInline
final class SenderRoute {
    /// The record of the provider whose forwarder made the declarations.
    @usableFromInline let provider: ProviderRecord

    /// The storage of the sender the route is installed on, which owns the route.
    unowned let storage: SenderStorage

    /// The sender's declarations, run in declaration order by one closure.
    ///
    /// One closure rather than an array of them: an array stores closures at the most general
    /// abstraction, so every call would go through a thunk that copies the context.
    let declaration: EventForwarder.Declaration

    /// How many declarations ``declaration`` runs.
    let declarationCount: Int

    /// The events those declarations map, in declaration order.
    let events: [SenderEvent]

    /// What those events could match, to reject an occurrence without running a declaration.
    let mask: EventMask

    /// The provider's ``ProviderRecord/generation`` when the sender was last bound on its own, or
    /// `nil` when the provider's model is newer than the sender's own.
    var ownBindingGeneration: UInt64?

    /// Creates a route with one declaration.
    ///
    /// - Parameters:
    ///   - provider: The record of the provider that declares the sender.
    ///   - storage: The storage of the sender the route is installed on.
    ///   - declaration: The provider's declaration of the sender.
    ///   - events: The events it maps.
    ///   - prefersOwnBinding: Whether the sender's own binding is newer than the provider's model.
    convenience init(
        provider: ProviderRecord, storage: SenderStorage, declaration: @escaping EventForwarder.Declaration,
        events: [SenderEvent], prefersOwnBinding: Bool
    ) {
        self.init(
            provider: provider, storage: storage, declaration: declaration, declarationCount: 1,
            events: events,
            ownBindingGeneration: prefersOwnBinding ? provider.generation : nil)
    }

    private init(
        provider: ProviderRecord, storage: SenderStorage, declaration: @escaping EventForwarder.Declaration,
        declarationCount: Int, events: [SenderEvent], ownBindingGeneration: UInt64?
    ) {
        self.provider = provider
        self.storage = storage
        self.declaration = declaration
        self.declarationCount = declarationCount
        self.events = events
        var mask = EventMask()
        for event in events {
            mask.insert(event)
        }
        self.mask = mask
        self.ownBindingGeneration = ownBindingGeneration
    }

    /// This route with one more declaration, run after the others.
    ///
    /// - Parameters:
    ///   - declaration: The declaration to add.
    ///   - events: The events it maps.
    /// - Returns: A new route.
    func adding(_ declaration: @escaping EventForwarder.Declaration, events: [SenderEvent]) -> SenderRoute {
        let earlier = self.declaration
        return SenderRoute(
            provider: provider, storage: storage,
            declaration: { sender, context in
                earlier(sender, context)
                declaration(sender, context)
            },
            declarationCount: declarationCount + 1, events: self.events + events,
            ownBindingGeneration: ownBindingGeneration)
    }

    /// Runs the declarations on a context that dispatches an occurrence to the provider's handlers.
    ///
    /// - Parameters:
    ///   - occurrence: What happened.
    ///   - sender: The sender it happened on.
    func dispatch(_ occurrence: SenderOccurrence, from sender: any Sender) {
        declaration(sender, SenderEventMappingContext(dispatching: occurrence, through: self))
    }

    /// Whether the sender's own binding is newer than the provider's model.
    var prefersOwnBinding: Bool {
        ownBindingGeneration == provider.generation
    }

    /// The state the route's state-aware mappings read: the sender's own binding when it is newer,
    /// otherwise the provider's model.
    var state: AnyStateBox? {
        prefersOwnBinding ? storage.boundState : provider.state
    }
}
