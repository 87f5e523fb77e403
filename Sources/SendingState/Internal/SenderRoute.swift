/// The declarations one provider made for one sender, and where their actions go.
@MainActor
struct SenderRoute {
    /// The record of the provider whose forwarder made the declarations.
    let provider: ProviderRecord

    /// The sender's declaration closures, in declaration order.
    private(set) var declarations: [EventForwarder.Declaration] = []

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
        declarations.append(declaration)
        self.events += events
        for event in events {
            mask.insert(event)
        }
    }
}
