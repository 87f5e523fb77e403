/// The declarations one provider made for one sender, and where their actions go.
@MainActor
struct SenderRoute {
    /// The record of the provider whose forwarder made the declarations.
    let provider: ProviderRecord

    /// The sender's declarations, run in declaration order by one closure.
    ///
    /// One closure rather than an array of them: an array stores closures at the most general
    /// abstraction, so every call would go through a thunk that copies the context.
    private(set) var declaration: EventForwarder.Declaration = { _, _ in }

    /// How many declarations ``declaration`` runs.
    private(set) var declarationCount = 0

    /// The events those declarations map, in declaration order.
    private(set) var events: [SenderEvent] = []

    /// What those events could match, to reject an occurrence without running a declaration.
    private(set) var mask = EventMask()

    /// The provider's ``ProviderRecord/generation`` when the sender was last bound on its own, or
    /// `nil` when the provider's model is newer than the sender's own.
    var ownBindingGeneration: UInt64?

    /// Whether the sender's own binding is newer than the provider's model.
    var prefersOwnBinding: Bool {
        ownBindingGeneration == provider.generation
    }

    init(provider: ProviderRecord, prefersOwnBinding: Bool) {
        self.provider = provider
        ownBindingGeneration = prefersOwnBinding ? provider.generation : nil
    }

    /// Adds a declaration and the events it maps.
    mutating func add(_ declaration: @escaping EventForwarder.Declaration, events: [SenderEvent]) {
        if declarationCount == 0 {
            self.declaration = declaration
        } else {
            let earlier = self.declaration
            self.declaration = { sender, context in
                earlier(sender, context)
                declaration(sender, context)
            }
        }
        declarationCount += 1
        self.events += events
        for event in events {
            mask.insert(event)
        }
    }
}
